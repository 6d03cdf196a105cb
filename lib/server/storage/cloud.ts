import { RETRYABLE_ERR_FN_DEFAULT, Storage, type StorageOptions } from "@google-cloud/storage";
import { BUCKET_UPLOADS_PREFIX, bucketUploadsBase } from "@/lib/uploads";
import { contentTypeOf, type ObjectStorage } from "@/lib/server/storage/types";

/** PRODUCT §13: storage gives up retrying after 120 s for operations and 600 s for uploads. */
export const STORAGE_RETRY_LIMITS = { operationMs: 120_000, uploadMs: 600_000 } as const;

/** PRODUCT §12.2: the storage client retries 408, 429 and every 5xx (and dropped connections). */
export function isRetryableStorageError(error: unknown): boolean {
  const status = Number((error as { code?: unknown } | null)?.code);
  if (status === 408 || status === 429 || (status >= 500 && status <= 599)) return true;
  if (Number.isInteger(status) && status > 0) return false;
  return RETRYABLE_ERR_FN_DEFAULT(error as Parameters<typeof RETRYABLE_ERR_FN_DEFAULT>[0]);
}

function retryOptions(totalMs: number): NonNullable<StorageOptions["retryOptions"]> {
  return {
    autoRetry: true,
    // The time limit is the real bound; the count only has to be high enough not to stop first.
    maxRetries: 12,
    retryDelayMultiplier: 2,
    maxRetryDelay: 32,
    totalTimeout: totalMs / 1000,
    retryableErrorFn: isRetryableStorageError,
  };
}

/**
 * Reads retry here instead of in the library: its retry of a streamed download pipes the new
 * response into the stream it has just destroyed, which on Node 22+ throws inside teeny-request as
 * an unhandled rejection. Same policy as the library's: exponential back-off up to 32 s, within
 * the operation window.
 */
async function withReadRetry<T>(read: () => Promise<T>, totalMs = STORAGE_RETRY_LIMITS.operationMs): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const delayMs = Math.min(2 ** attempt * 1000 + Math.random() * 1000, 32_000);
      if (!isRetryableStorageError(error) || Date.now() - started + delayMs > totalMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

export type CloudStorageOptions = {
  bucket: string;
  /** Another JSON/upload API endpoint (tests, an emulator); STORAGE_EMULATOR_HOST works too. */
  apiEndpoint?: string;
  projectId?: string;
};

/**
 * Cloud Storage for Firebase through @google-cloud/storage (what firebase-admin uses; credentials
 * from the environment, i.e. the platform's service account). Objects are written under
 * `uploads/` and read publicly from https://storage.googleapis.com/<bucket>/uploads/<name>, so the
 * bucket must grant allUsers `roles/storage.objectViewer` (ARCHITECTURE §7).
 */
export function cloudStorage(options: CloudStorageOptions): ObjectStorage {
  const base = { projectId: options.projectId, apiEndpoint: options.apiEndpoint };
  // Separate clients because the library takes its retry window per client, not per call.
  const uploads = new Storage({ ...base, retryOptions: retryOptions(STORAGE_RETRY_LIMITS.uploadMs) }).bucket(
    options.bucket,
  );
  const operations = new Storage({ ...base, retryOptions: retryOptions(STORAGE_RETRY_LIMITS.operationMs) }).bucket(
    options.bucket,
  );
  const reads = new Storage({ ...base, retryOptions: { autoRetry: false } }).bucket(options.bucket);
  const objectName = (name: string) => `${BUCKET_UPLOADS_PREFIX}/${name}`;
  // Outside the public prefix. The bucket's allUsers read reaches these too, which is why the
  // private area only ever holds what lib/server/storage/private.ts encrypted.
  const privateObjectName = (name: string) => `private/${name}`;
  const status = (error: unknown) => Number((error as { code?: unknown } | null)?.code);

  /**
   * Uploads an object under a random name "only if absent", which makes the upload idempotent and
   * lets the library retry it; a retry whose first attempt landed finds that object (412), ours.
   */
  const saveOnce = async (path: string, data: Buffer, contentType: string, cacheControl: string) => {
    try {
      await uploads.file(path).save(data, {
        resumable: false,
        validation: "md5",
        contentType,
        metadata: { contentType, cacheControl },
        preconditionOpts: { ifGenerationMatch: 0 },
      });
    } catch (error) {
      if (status(error) === 412) return;
      throw error;
    }
  };

  /** An object's bytes, or null when there is none. */
  const download = async (path: string): Promise<Buffer | null> => {
    try {
      const [data] = await withReadRetry(() => reads.file(path).download());
      return data;
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  };

  return {
    kind: "cloud",
    async put(name, data, contentType) {
      await saveOnce(objectName(name), data, contentType, "public, max-age=31536000, immutable");
    },
    async get(name) {
      const data = await download(objectName(name));
      return data && { data, contentType: contentTypeOf(name) };
    },
    async exists(name) {
      const [found] = await operations.file(objectName(name)).exists();
      return found;
    },
    url: (name) => `${bucketUploadsBase(options.bucket)}/${name}`,
    async remove(name) {
      await operations.file(objectName(name)).delete({ ignoreNotFound: true });
    },
    async putPrivate(name, data) {
      await saveOnce(privateObjectName(name), data, "application/octet-stream", "private, no-store");
    },
    getPrivate: (name) => download(privateObjectName(name)),
    async removePrivate(name) {
      await operations.file(privateObjectName(name)).delete({ ignoreNotFound: true });
    },
  };
}
