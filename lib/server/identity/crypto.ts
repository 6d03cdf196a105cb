import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { config } from "@/lib/server/config";

/**
 * Identity numbers at rest (PRODUCT §3.7): AES-256-GCM with a fresh 96-bit IV per value, the key
 * named by the id stored beside the ciphertext, so a new key can be put first in
 * IDENTITY_ENCRYPTION_KEYS while rows sealed with an older one stay readable (docs/identity-keys.md).
 * The lookup hash is an HMAC of the number: equal numbers meet in a unique index, and the hash alone
 * tells nothing (the 11-digit space is small, so a plain SHA would be reversible by enumeration).
 */

type KeyRing = { current: { id: string; key: Buffer }; byId: Map<string, Buffer> };

let cached: { source: string; ring: KeyRing } | null = null;

function keyRing(): KeyRing {
  const source = config().IDENTITY_ENCRYPTION_KEYS;
  if (cached?.source === source) return cached.ring;
  const entries = source.split(",").map((entry) => {
    const [id, encoded] = entry.trim().split(":");
    return { id, key: Buffer.from(encoded, "base64") };
  });
  const ring = { current: entries[0], byId: new Map(entries.map((e) => [e.id, e.key])) };
  cached = { source, ring };
  return ring;
}

export type Sealed = { ciphertext: string; keyId: string };

/** `iv.tag.ciphertext`, each base64url. */
export function sealIdentityNumber(number: string): Sealed {
  const { id, key } = keyRing().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(number, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return { ciphertext: parts.join("."), keyId: id };
}

export function openIdentityNumber(sealed: Sealed): string {
  const key = keyRing().byId.get(sealed.keyId);
  if (!key) throw new Error(`identity key "${sealed.keyId}" is not configured (IDENTITY_ENCRYPTION_KEYS)`);
  const [iv, tag, body] = sealed.ciphertext.split(".").map((p) => Buffer.from(p, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/** The current key's id: rows sealed with another one are re-sealed by `rotateIdentityKeys`. */
export const currentIdentityKeyId = (): string => keyRing().current.id;

export function identityLookupHash(number: string): string {
  return createHmac("sha256", config().IDENTITY_LOOKUP_SECRET).update(`identity:${number}`).digest("base64url");
}
