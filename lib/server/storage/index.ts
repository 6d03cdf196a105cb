import path from "node:path";
import { firebaseConfig } from "@/lib/firebaseConfig";
import { AppError } from "@/lib/server/errors";
import { cloudStorage } from "@/lib/server/storage/cloud";
import { localStorage } from "@/lib/server/storage/local";
import { OBJECT_NAME_PATTERN, type ObjectStorage } from "@/lib/server/storage/types";
import { UPLOAD_ERRORS } from "@/lib/storage/labels";

export { OBJECT_NAME_PATTERN, type ObjectStorage } from "@/lib/server/storage/types";

export const MAX_OBJECT_BYTES = 8 * 1024 * 1024;
export const STORED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * The Cloud Storage for Firebase bucket; unset means the embedded demo's local disk. Read here so
 * the config schema can take it over in one place.
 */
export function storageBucketName(): string | undefined {
  return process.env.FIREBASE_STORAGE_BUCKET?.trim() || undefined;
}

/** `${MOTOBORSA_DATA_DIR or .data}/uploads`: local disk beside the embedded database (ARCHITECTURE §7). */
export function localUploadsDir(): string {
  return path.resolve(process.env.MOTOBORSA_DATA_DIR || ".data", "uploads");
}

const store = globalThis as typeof globalThis & { __motoborsaStorage?: { key: string; storage: ObjectStorage } };

/** The process's storage, chosen by the environment (one client per process, kept on globalThis). */
export function getStorage(): ObjectStorage {
  const bucket = storageBucketName();
  const key = bucket ? `cloud:${bucket}` : `local:${localUploadsDir()}`;
  if (store.__motoborsaStorage?.key !== key) {
    // Forms and next/image accept photo URLs of the public bucket name only (lib/uploads.ts); a
    // different server bucket would store photos that every form then refuses.
    if (bucket && bucket !== firebaseConfig.storageBucket) {
      throw new Error(
        `FIREBASE_STORAGE_BUCKET (${bucket}) must equal NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET (${firebaseConfig.storageBucket}).`,
      );
    }
    store.__motoborsaStorage = { key, storage: bucket ? cloudStorage({ bucket }) : localStorage(localUploadsDir()) };
  }
  return store.__motoborsaStorage.storage;
}

export const storageMessages = {
  type: UPLOAD_ERRORS.type,
  size: UPLOAD_ERRORS.size(MAX_OBJECT_BYTES),
  empty: UPLOAD_ERRORS.empty,
  name: UPLOAD_ERRORS.name,
} as const;

/**
 * The one way in: name, type and size are checked before any adapter sees the bytes, whatever
 * checks the caller made, so no storage ever holds something we would not serve.
 */
export async function storeObject(
  name: string,
  data: Buffer,
  contentType: string,
  storage: ObjectStorage = getStorage(),
): Promise<string> {
  if (!OBJECT_NAME_PATTERN.test(name))
    throw new AppError("validation", storageMessages.name, { file: storageMessages.name });
  if (!STORED_TYPES.has(contentType))
    throw new AppError("validation", storageMessages.type, { file: storageMessages.type });
  if (data.length === 0) throw new AppError("validation", storageMessages.empty, { file: storageMessages.empty });
  if (data.length > MAX_OBJECT_BYTES)
    throw new AppError("payload_too_large", storageMessages.size, { file: storageMessages.size });
  await storage.put(name, data, contentType);
  return storage.url(name);
}
