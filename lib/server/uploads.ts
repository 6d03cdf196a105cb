import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import sharp from "sharp";
import { recordAudit } from "@/lib/server/audit/record";
import type { StaffMember } from "@/lib/server/staff/service";
import { hasPermission } from "@/lib/staff/rules";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { readBodyLimited } from "@/lib/server/requestBody";
import { UPLOAD_ERRORS } from "@/lib/storage/labels";
import { getStorage, MAX_OBJECT_BYTES, OBJECT_NAME_PATTERN, STORED_TYPES, storeObject } from "@/lib/server/storage";
import { API_ERRORS } from "@/lib/api/labels";

export const MAX_UPLOAD_BYTES = MAX_OBJECT_BYTES;
/** Stored photos are at most this wide/high; larger originals are scaled down. */
const MAX_DIMENSION = 2400;
const ACCEPTED_TYPES = STORED_TYPES;

export const uploadMessages = {
  type: UPLOAD_ERRORS.type,
  size: UPLOAD_ERRORS.size(MAX_UPLOAD_BYTES),
  empty: UPLOAD_ERRORS.empty,
  notImage: UPLOAD_ERRORS.notImage,
  notFound: UPLOAD_ERRORS.notFound,
} as const;

async function readLimited(req: IncomingMessage): Promise<Buffer> {
  return readBodyLimited(req, MAX_UPLOAD_BYTES, () => new AppError("payload_too_large", uploadMessages.size));
}

export type StoredImage = {
  name: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  sourceType: string;
};

/**
 * Stores one image sent as the raw request body (Content-Type image/jpeg, image/png or image/webp).
 * The bytes are decoded and re-encoded as WebP, so what we serve is always a real image of ours,
 * whatever the claimed type; EXIF (GPS positions) is dropped on the way. Staff uploads and users'
 * Borsa'da Sat photos both go through here; callers add their own permission and bookkeeping.
 */
export async function storeImage(req: IncomingMessage): Promise<StoredImage> {
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  if (!ACCEPTED_TYPES.has(type)) throw new AppError("validation", uploadMessages.type, { file: uploadMessages.type });
  const bytes = await readLimited(req);
  if (bytes.length === 0) throw new AppError("validation", uploadMessages.empty, { file: uploadMessages.empty });
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(bytes, { failOn: "error" });
    const meta = await image.metadata();
    const format = meta.format === "jpg" ? "jpeg" : meta.format;
    if (!format || !["jpeg", "png", "webp"].includes(format)) throw new Error("format");
    output = await image
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("validation", uploadMessages.notImage, { file: uploadMessages.notImage });
  }
  const name = `${randomUUID()}.webp`;
  const url = await storeObject(name, output.data, "image/webp");
  return {
    name,
    url,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.length,
    sourceType: type,
  };
}

export async function saveUpload(
  staff: StaffMember,
  req: IncomingMessage,
  purpose: string,
): Promise<{ url: string; width: number; height: number }> {
  // Listing photos and blog covers share this endpoint; either permission may upload.
  if (!hasPermission(staff, "listings:write") && !hasPermission(staff, "blog:write"))
    throw new AppError("forbidden", API_ERRORS.noPermission);
  const image = await storeImage(req);
  await getDb().transaction((tx) =>
    recordAudit(tx, {
      staffUid: staff.uid,
      action: "upload.create",
      targetType: "upload",
      targetId: image.name,
      details: { purpose, bytes: image.bytes, sourceType: image.sourceType },
    }),
  );
  return { url: image.url, width: image.width, height: image.height };
}

/**
 * Reads a stored upload by its generated name, from whichever storage this instance uses (so
 * /api/uploads links keep working after photos move to the bucket); the name pattern keeps paths
 * inside the folder.
 */
export async function readUpload(name: string): Promise<{ data: Buffer; contentType: string }> {
  if (!OBJECT_NAME_PATTERN.test(name)) throw new AppError("not_found", uploadMessages.notFound);
  const found = await getStorage().get(name);
  if (!found) throw new AppError("not_found", uploadMessages.notFound);
  return found;
}
