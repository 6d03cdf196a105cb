import { createHash } from "node:crypto";
import { config } from "@/lib/server/config";

/**
 * A key of one purpose's own, derived from the server's secrets (UNSUBSCRIBE_SECRET, IP_HASH_SALT):
 * a token or archive made for one purpose never passes as another's. Changing either secret
 * changes every derived key.
 */
export function derivedKey(purpose: string): Buffer {
  const { UNSUBSCRIBE_SECRET, IP_HASH_SALT } = config();
  return createHash("sha256")
    .update(`motoborsa-${purpose}:${UNSUBSCRIBE_SECRET ?? ""}:${IP_HASH_SALT}`)
    .digest();
}
