/**
 * Private objects (a user's data export archive): stored encrypted with AES-256-GCM under a key
 * derived from the server's secrets, so neither a public bucket read nor a copied data folder
 * reveals them, and read back only by the service that checked who asks. Key rotation: changing
 * UNSUBSCRIBE_SECRET or IP_HASH_SALT makes the archives of the last 24 hours unreadable, which only
 * means their owners ask again.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";
import { derivedKey } from "@/lib/server/derivedKeys";
import { getStorage, type ObjectStorage } from "@/lib/server/storage";

// .zip: a data export archive; .pdf: an order's signed sales contract (PRODUCT §7.2).
export const PRIVATE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}\.(zip|pdf)$/;

const key = () => derivedKey("private-objects");

function checkName(name: string): void {
  if (!PRIVATE_NAME_PATTERN.test(name)) throw new Error(`invalid private object name: ${name}`);
}

/** A new random name with `prefix` (lower-case letters, digits and dashes). */
export function privateObjectName(prefix: string, ext: "zip" | "pdf" = "zip"): string {
  return `${prefix}-${randomUUID()}.${ext}`;
}

export async function storePrivateObject(
  name: string,
  data: Buffer,
  storage: ObjectStorage = getStorage(),
): Promise<void> {
  checkName(name);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(data), cipher.final()]);
  await storage.putPrivate(name, Buffer.concat([iv, cipher.getAuthTag(), body]));
}

/** The decrypted bytes, or null when there is no such object. A tampered object throws. */
export async function readPrivateObject(name: string, storage: ObjectStorage = getStorage()): Promise<Buffer | null> {
  checkName(name);
  const stored = await storage.getPrivate(name);
  if (!stored) return null;
  const decipher = createDecipheriv("aes-256-gcm", key(), stored.subarray(0, 12));
  decipher.setAuthTag(stored.subarray(12, 28));
  return Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]);
}

export async function removePrivateObject(name: string, storage: ObjectStorage = getStorage()): Promise<void> {
  checkName(name);
  await storage.removePrivate(name);
}
