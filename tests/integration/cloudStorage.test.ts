import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cloudStorage, isRetryableStorageError } from "@/lib/server/storage/cloud";
import { storeObject } from "@/lib/server/storage";
import type { ObjectStorage } from "@/lib/server/storage";
import { readPrivateObject, removePrivateObject, storePrivateObject } from "@/lib/server/storage/private";
import { startStorageServer } from "@/tests/integration/helpers/storageServer";

// The Cloud Storage adapter against a local server speaking the JSON/upload API: the real client
// library builds the requests, parses the answers and decides on retries.
describe("Cloud Storage adapter", () => {
  let server: Awaited<ReturnType<typeof startStorageServer>>;
  let storage: ObjectStorage;
  const bucket = "motoborsa-test.appspot.com";
  const image = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes", "latin1");

  beforeAll(async () => {
    server = await startStorageServer();
    storage = cloudStorage({ bucket, apiEndpoint: server.endpoint, projectId: "motoborsa-test" });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.seen.length = 0;
  });

  it("stores under uploads/, reads back, and answers the bucket URL", async () => {
    const url = await storeObject("photo-1.webp", image, "image/webp", storage);
    expect(url).toBe(`https://storage.googleapis.com/${bucket}/uploads/photo-1.webp`);
    const stored = server.objects.get(`${bucket}/uploads/photo-1.webp`);
    expect(stored?.data.equals(image)).toBe(true);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.metadata.cacheControl).toBe("public, max-age=31536000, immutable");
    // Only-if-absent: the precondition that makes the upload safe to retry.
    expect(server.seen[0].query.get("ifGenerationMatch")).toBe("0");
    expect(await storage.exists("photo-1.webp")).toBe(true);
    expect(await storage.exists("missing.webp")).toBe(false);
    const read = await storage.get("photo-1.webp");
    expect(read?.data.equals(image)).toBe(true);
    expect(read?.contentType).toBe("image/webp");
    expect(await storage.get("missing.webp")).toBeNull();
  });

  it("keeps private objects (data exports) encrypted under private/, not uploads/, and removes objects", async () => {
    const archive = Buffer.from("PK gizli içerik");
    await storePrivateObject("veri-dokumu-1.zip", archive, storage);
    const stored = server.objects.get(`${bucket}/private/veri-dokumu-1.zip`);
    expect(stored).toBeDefined();
    expect(stored!.data.includes(Buffer.from("gizli"))).toBe(false);
    expect(stored!.metadata.cacheControl).toBe("private, no-store");
    expect(server.objects.has(`${bucket}/uploads/veri-dokumu-1.zip`)).toBe(false);
    expect(await readPrivateObject("veri-dokumu-1.zip", storage)).toEqual(archive);
    await removePrivateObject("veri-dokumu-1.zip", storage);
    expect(server.objects.has(`${bucket}/private/veri-dokumu-1.zip`)).toBe(false);
    expect(await readPrivateObject("veri-dokumu-1.zip", storage)).toBeNull();
    // Removing what is gone already is no error (a retried account deletion).
    await removePrivateObject("veri-dokumu-1.zip", storage);

    await storeObject("photo-9.webp", image, "image/webp", storage);
    await storage.remove("photo-9.webp");
    expect(await storage.exists("photo-9.webp")).toBe(false);
    await storage.remove("photo-9.webp");
  });

  it("retries an upload answered 503 and stores it once", async () => {
    server.failNext(503);
    await storeObject("photo-2.webp", image, "image/webp", storage);
    expect(server.seen.map((r) => r.status)).toEqual([503, 200]);
    expect(server.objects.get(`${bucket}/uploads/photo-2.webp`)?.data.equals(image)).toBe(true);
  });

  it("retries a read answered 429 or 503 without leaving an unhandled rejection behind", async () => {
    // The library's own streamed-read retry rejected inside teeny-request on Node 24 (CI, stop 28).
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      server.failNext(429);
      expect((await storage.get("photo-1.webp"))?.data.equals(image)).toBe(true);
      server.failNext(503);
      expect((await storage.get("photo-1.webp"))?.data.equals(image)).toBe(true);
      expect(server.seen.map((r) => r.status)).toEqual([429, 200, 503, 200]);
      // Rejections are reported after the microtask queue drains: give the loop a turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });

  it("does not retry a read answered 403", async () => {
    server.failNext(403);
    await expect(storage.get("photo-1.webp")).rejects.toMatchObject({ code: 403 });
    expect(server.seen.map((r) => r.status)).toEqual([403]);
  });

  it("does not retry a 400 and stores nothing", async () => {
    server.failNext(400);
    await expect(storeObject("photo-3.webp", image, "image/webp", storage)).rejects.toMatchObject({ code: 400 });
    expect(server.seen.map((r) => r.status)).toEqual([400]);
    expect(server.objects.has(`${bucket}/uploads/photo-3.webp`)).toBe(false);
  });

  it("checks type, size and name before anything reaches the bucket", async () => {
    await expect(storeObject("photo-4.svg", image, "image/webp", storage)).rejects.toMatchObject({ status: 422 });
    await expect(storeObject("photo-4.webp", image, "image/svg+xml", storage)).rejects.toMatchObject({ status: 422 });
    await expect(storeObject("photo-4.webp", Buffer.alloc(0), "image/webp", storage)).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      storeObject("photo-4.webp", Buffer.alloc(8 * 1024 * 1024 + 1), "image/webp", storage),
    ).rejects.toMatchObject({ status: 413 });
    expect(server.seen).toEqual([]);
  });

  it("treats 408, 429 and every 5xx as retryable, other statuses not (PRODUCT §12.2)", () => {
    for (const code of [408, 429, 500, 501, 502, 503, 504, 599])
      expect(isRetryableStorageError({ code }), String(code)).toBe(true);
    for (const code of [400, 401, 403, 404, 409, 412])
      expect(isRetryableStorageError({ code }), String(code)).toBe(false);
  });
});
