/**
 * Signed unsubscribe links: `<uid>.<category>.<hmac>` (base64url), so a link switches off one
 * category of one user without a session, and nobody can make one for another user.
 */
import { createHash } from "node:crypto";
import type { NotificationCategory } from "@/lib/notifications/types";
import { isNotificationCategory } from "@/lib/notifications/rules";
import { config } from "@/lib/server/config";
import { signedUidToken } from "@/lib/server/signedUidToken";

function key(): Buffer {
  const { UNSUBSCRIBE_SECRET, IP_HASH_SALT } = config();
  // Without its own secret, a key derived from the (secret, production-required) salt: never the salt itself.
  return UNSUBSCRIBE_SECRET
    ? Buffer.from(UNSUBSCRIBE_SECRET)
    : createHash("sha256").update(`motoborsa-unsubscribe:${IP_HASH_SALT}`).digest();
}

const tokens = signedUidToken(key);

export function unsubscribeToken(uid: string, category: NotificationCategory): string {
  return tokens.make(uid, category);
}

/** The user and category of a valid token, or null (malformed, forged, unknown category). */
export function readUnsubscribeToken(token: string): { uid: string; category: NotificationCategory } | null {
  const read = tokens.read(token);
  if (!read || !isNotificationCategory(read.field)) return null;
  return { uid: read.uid, category: read.field };
}
