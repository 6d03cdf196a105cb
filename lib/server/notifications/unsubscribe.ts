/**
 * Signed unsubscribe links: `<uid>.<category>.<hmac>` (base64url), so a link switches off one
 * category of one user without a session, and nobody can make one for another user.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { NotificationCategory } from "@/lib/notifications/types";
import { isNotificationCategory } from "@/lib/notifications/rules";
import { config } from "../config";

function key(): Buffer {
  const { UNSUBSCRIBE_SECRET, IP_HASH_SALT } = config();
  // Without its own secret, a key derived from the (secret, production-required) salt: never the salt itself.
  return UNSUBSCRIBE_SECRET ? Buffer.from(UNSUBSCRIBE_SECRET) : createHash("sha256").update(`motoborsa-unsubscribe:${IP_HASH_SALT}`).digest();
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function unsubscribeToken(uid: string, category: NotificationCategory): string {
  const payload = `${Buffer.from(uid).toString("base64url")}.${category}`;
  return `${payload}.${sign(payload)}`;
}

/** The user and category of a valid token, or null (malformed, forged, unknown category). */
export function readUnsubscribeToken(token: string): { uid: string; category: NotificationCategory } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [uidPart, category, mac] = parts;
  const expected = Buffer.from(sign(`${uidPart}.${category}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!isNotificationCategory(category)) return null;
  const uid = Buffer.from(uidPart, "base64url").toString();
  return uid ? { uid, category } : null;
}
