import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { createPageCache, queryKey } from "@/lib/server/pageCache";

/** A server whose "page" renders a counter, through the cache as getServerSideProps would use it. */
async function pageServer(opts: { ttlMs: number; max: number; now: () => number; status?: number }) {
  const cache = createPageCache(opts);
  let renders = 0;
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res, req.url ?? "")) return;
    renders += 1;
    res.statusCode = opts.status ?? 200;
    res.end(`<!DOCTYPE html><html><body>render ${renders} of ${req.url}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}${path}`, { headers, redirect: "manual" })).text();
  // The raw answer (fetch would undo the gzip): its headers and undecoded bytes.
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  return { cache, get, raw, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("createPageCache", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it("renders a URL once per ttl and answers the same bytes meanwhile", async () => {
    const s = await pageServer({ ttlMs: 1000, max: 10, now });
    const first = await s.get("/ihaleler?brand=Honda");
    expect(await s.get("/ihaleler?brand=Honda")).toBe(first);
    expect(s.renders()).toBe(1);
    clock += 1000;
    expect(await s.get("/ihaleler?brand=Honda")).toContain("render 2");
    await s.close();
  });

  it("gzips a page once, for the render and every hit, and sends it plain to a client without gzip", async () => {
    const s = await pageServer({ ttlMs: 1000, max: 10, now });
    const rendered = await s.raw("/ihaleler?brand=Honda", { "accept-encoding": "gzip, deflate" });
    expect(rendered.headers["content-encoding"]).toBe("gzip");
    expect(rendered.headers.vary).toBe("Accept-Encoding");
    expect(Number(rendered.headers["content-length"])).toBe(rendered.body.length);
    const html = gunzipSync(rendered.body).toString();
    expect(html).toBe("<!DOCTYPE html><html><body>render 1 of /ihaleler?brand=Honda</body></html>");
    const hit = await s.raw("/ihaleler?brand=Honda", { "accept-encoding": "br, gzip" });
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.body.equals(rendered.body)).toBe(true);
    const plain = await s.raw("/ihaleler?brand=Honda", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(s.renders()).toBe(1);
    await s.close();
  });

  it("keeps each URL apart and never answers the router's data requests", async () => {
    const s = await pageServer({ ttlMs: 1000, max: 10, now });
    await s.get("/ihaleler?brand=Honda");
    expect(await s.get("/ihaleler?brand=Yamaha")).toContain("render 2 of /ihaleler?brand=Yamaha");
    expect(await s.get("/ihaleler?brand=Honda", { "x-nextjs-data": "1" })).toContain("render 3");
    await s.close();
  });

  it("stores only a full page answered 200, and never more than max pages", async () => {
    const redirect = await pageServer({ ttlMs: 1000, max: 10, now, status: 307 });
    await redirect.get("/ihaleler?page=99");
    await redirect.get("/ihaleler?page=99");
    expect(redirect.renders()).toBe(2);
    expect(redirect.cache.size).toBe(0);
    await redirect.close();

    const s = await pageServer({ ttlMs: 1000, max: 3, now });
    for (let i = 0; i < 20; i++) await s.get(`/ihaleler?city=${i}`);
    expect(s.cache.size).toBe(3);
    await s.close();
  });
});

describe("queryKey", () => {
  it("is the same for the same query in any order and differs for any other value", () => {
    expect(queryKey({ brand: "Honda", sort: "price_asc" })).toBe(queryKey({ sort: "price_asc", brand: "Honda" }));
    const keys = [
      {},
      { state: "ended" },
      { model: "x" },
      { model: "x", state: "ended" },
      { model: ["x", "y"] },
      { model: "x,y" },
      { model: "" },
    ].map(queryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
