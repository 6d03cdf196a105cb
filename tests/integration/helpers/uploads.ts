import sharp from "sharp";
import { expect } from "vitest";
import uploadsHandler from "@/pages/api/me/uploads";
import { serveRawHandler } from "@/tests/integration/helpers/http";

let pngBytes: Buffer | undefined;
/** A small orange PNG, made once per file. */
export async function png(): Promise<Buffer> {
  pngBytes ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ea580c" } })
    .png()
    .toBuffer();
  return pngBytes;
}

/**
 * The user photo upload endpoint (/api/me/uploads) on a server of its own (serveHandler sends JSON;
 * this endpoint takes the raw image bytes). Call at a test file's top level: it starts before and
 * stops after the file's tests.
 */
export function photoUploads() {
  const server = serveRawHandler(uploadsHandler);
  const upload = async (token: string | null, body: Buffer | Uint8Array, type = "image/png") => {
    const headers: Record<string, string> = { "Content-Type": type };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(server.url(), { method: "POST", headers, body: new Uint8Array(body) });
    return { status: response.status, body: await response.json() };
  };
  /** The address of a photo `user` uploaded (201 asserted). */
  const photoOf = async (user: { token: string }): Promise<string> => {
    const uploaded = await upload(user.token, await png());
    expect(uploaded.status).toBe(201);
    return (uploaded.body as { url: string }).url;
  };
  return { upload, photoOf };
}
