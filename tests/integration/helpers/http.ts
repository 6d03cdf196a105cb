import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiHandler, NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll } from "vitest";

/** `bytes`: the raw body (response.text() drops a UTF-8 BOM; CSV tests need to see it). */
export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; bytes: Buffer };

type CallOptions = {
  method?: string;
  token?: string | null;
  authorization?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

/**
 * Serves one pages/api handler over real HTTP with the parts of Next's request/response it relies
 * on (query with route params, status/json/send), so tests exercise the handler exactly as deployed.
 */
export function serveHandler(handler: NextApiHandler) {
  let server: http.Server | null = null;
  let base = "";
  let listening: Promise<void> | null = null;

  // Calls fired all at once before the first one finished starting the server share that start;
  // otherwise the others would see `server` set while `base` is still empty.
  function ensure(): Promise<void> {
    listening ??= start();
    return listening;
  }

  async function start() {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const params = JSON.parse(decodeURIComponent(url.searchParams.get("__params") ?? "%7B%7D"));
      url.searchParams.delete("__params");
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : all[0];
      }
      const apiReq = Object.assign(req, {
        query: { ...query, ...params },
        cookies: {},
        body: undefined,
      }) as unknown as NextApiRequest;
      const apiRes = res as unknown as NextApiResponse;
      apiRes.status = (code: number) => {
        res.statusCode = code;
        return apiRes;
      };
      apiRes.json = (data: unknown) => {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify(data));
      };
      apiRes.send = (data: unknown) => {
        res.end(typeof data === "string" || Buffer.isBuffer(data) ? data : JSON.stringify(data));
      };
      Promise.resolve(handler(apiReq, apiRes)).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });

  async function call<T = any>(opts: CallOptions = {}): Promise<ApiResponse<T>> {
    await ensure();
    const url = new URL("/api", base);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    if (opts.params) url.searchParams.set("__params", encodeURIComponent(JSON.stringify(opts.params)));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.authorization !== undefined) headers.Authorization = opts.authorization;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    // A test may send another Content-Type on purpose (the JSON-only check).
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
      headers["Content-Type"] = "application/json";
    const response = await fetch(url, { method: opts.method ?? "GET", headers, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body, headers: response.headers, bytes };
  }

  // The usual signed-in write in one line: `bid.post(user.token, { params: { id }, body: { amount } })`.
  const as =
    (method: string) =>
    <T = any>(token: string | null | undefined, opts: Omit<CallOptions, "method" | "token"> = {}) =>
      call<T>({ ...opts, method, token });
  return Object.assign(call, { post: as("POST"), put: as("PUT"), patch: as("PATCH"), delete: as("DELETE") });
}

/**
 * Serves a handler that reads the raw request body itself (the image uploads): no JSON, no params,
 * just `status`/`json` on the response. Starts before the file's tests and stops after them; `url()`
 * is the address to POST the bytes to.
 */
export function serveRawHandler(handler: NextApiHandler): { url: () => string } {
  let server: http.Server | null = null;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      Object.assign(req, { query: {}, cookies: {} });
      const r = res as unknown as { status: (code: number) => unknown; json: (data: unknown) => void };
      r.status = (code: number) => ((res.statusCode = code), r);
      r.json = (data: unknown) => res.setHeader("Content-Type", "application/json").end(JSON.stringify(data));
      void handler(req as never, res as never);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { url: () => base };
}
