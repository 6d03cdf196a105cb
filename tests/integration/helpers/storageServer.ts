import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type StoredObject = { data: Buffer; contentType: string; generation: number; metadata: Record<string, unknown> };
export type SeenRequest = { method: string; path: string; query: URLSearchParams; status: number };

/**
 * A small HTTP server speaking the part of the Cloud Storage JSON and upload API that the storage
 * adapter calls (simple multipart upload, object metadata, media download, delete), with a queue of
 * statuses to answer instead, so retries are tested against real HTTP and the real client library.
 */
export async function startStorageServer() {
  const objects = new Map<string, StoredObject>();
  const faults: number[] = [];
  const seen: SeenRequest[] = [];
  let generation = 1000;

  const resource = (bucket: string, name: string, object: StoredObject) => ({
    kind: "storage#object",
    bucket,
    name,
    id: `${bucket}/${name}/${object.generation}`,
    generation: String(object.generation),
    contentType: object.contentType,
    size: String(object.data.length),
    md5Hash: createHash("md5").update(object.data).digest("base64"),
    metadata: object.metadata,
  });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://localhost");
    const answer = (status: number, json?: unknown, raw?: Buffer, type?: string) => {
      seen.push({ method: req.method ?? "", path: url.pathname, query: url.searchParams, status });
      if (raw) {
        res.writeHead(status, { "Content-Type": type ?? "application/octet-stream", "Content-Length": raw.length });
        res.end(raw);
        return;
      }
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(json ?? {}));
    };
    const error = (status: number, message: string) =>
      answer(status, { error: { code: status, message, errors: [{ message, reason: "test" }] } });

    const fault = faults.shift();
    if (fault !== undefined) return error(fault, `injected ${fault}`);

    // STORAGE_EMULATOR_HOST makes the library leave out /storage/v1; apiEndpoint keeps it.
    const upload = url.pathname.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o$/);
    if (upload && req.method === "POST") {
      const bucket = decodeURIComponent(upload[1]);
      const name = url.searchParams.get("name") ?? "";
      const boundary = /boundary="?([^";]+)"?/.exec(String(req.headers["content-type"]))?.[1];
      if (!boundary || !name) return error(400, "multipart upload expected");
      const parts = body
        .toString("latin1")
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const split = part.indexOf("\r\n\r\n");
          return { head: part.slice(0, split), body: Buffer.from(part.slice(split + 4, part.length - 2), "latin1") };
        });
      if (parts.length !== 2) return error(400, "two parts expected");
      const metadata = JSON.parse(parts[0].body.toString("utf8")) as {
        contentType?: string;
        metadata?: Record<string, unknown>;
      };
      const key = `${bucket}/${name}`;
      if (url.searchParams.get("ifGenerationMatch") === "0" && objects.has(key))
        return error(412, "precondition failed");
      const object = {
        data: parts[1].body,
        contentType: metadata.contentType ?? "application/octet-stream",
        generation: ++generation,
        metadata: metadata as Record<string, unknown>,
      };
      objects.set(key, object);
      return answer(200, resource(bucket, name, object));
    }
    const get = url.pathname.match(/^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/);
    if (get && req.method === "GET") {
      const bucket = decodeURIComponent(get[1]);
      const name = decodeURIComponent(get[2]);
      const object = objects.get(`${bucket}/${name}`);
      if (!object) return error(404, "No such object");
      if (url.searchParams.get("alt") === "media") return answer(200, undefined, object.data, object.contentType);
      return answer(200, resource(bucket, name, object));
    }
    if (get && req.method === "DELETE") {
      if (!objects.delete(`${decodeURIComponent(get[1])}/${decodeURIComponent(get[2])}`))
        return error(404, "No such object");
      seen.push({ method: "DELETE", path: url.pathname, query: url.searchParams, status: 204 });
      res.writeHead(204);
      res.end();
      return;
    }
    return error(400, `unsupported ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    /** The next requests answer these statuses, in order, whatever they ask. */
    failNext: (...statuses: number[]) => faults.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
