// Relative on purpose: next.config.ts loads this file through Next's require hook, which rewrites "@/…" as if
// written from the repository root ("./lib/firebaseConfig" from lib/ fails), so `npm run dev` and the build stop.
// eslint-disable-next-line no-restricted-imports
import { firebaseConfig } from "./firebaseConfig";

/**
 * Where stored photos are served from, browser-safe so forms and the server judge photo URLs alike.
 * The embedded demo keeps them on local disk behind /api/uploads; production keeps them in the
 * Cloud Storage for Firebase bucket and pages load them from the bucket's public URL (next/image
 * remotePatterns in next.config.ts). Both forms stay valid so a database moved from one to the
 * other keeps its photos (/api/uploads reads through the configured storage either way).
 */
export const LOCAL_UPLOADS_PATH = "/api/uploads";
export const BUCKET_HOST = "storage.googleapis.com";
/** Objects live under this prefix in the bucket, apart from anything else the project stores. */
export const BUCKET_UPLOADS_PREFIX = "uploads";

/** https://storage.googleapis.com/<bucket>/uploads — the public base of a bucket's uploads. */
export function bucketUploadsBase(bucket: string = firebaseConfig.storageBucket): string {
  return `https://${BUCKET_HOST}/${bucket}/${BUCKET_UPLOADS_PREFIX}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A regex accepting `<base>/<name>` for both bases, built from a name pattern without anchors. */
export function photoUrlPattern(nameSource: string, bucket: string = firebaseConfig.storageBucket): RegExp {
  const bases = [LOCAL_UPLOADS_PATH, bucketUploadsBase(bucket)].map(escapeRegExp).join("|");
  return new RegExp(`^(?:${bases})/${nameSource}$`);
}
