import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { createExpiringCache } from "@/lib/server/expiringCache";
import { acceptsGzip } from "@/lib/server/jsonText";

/** A page's cache key from its whole query, in a fixed order (every value kept, repeated keys too). */
export function queryKey(query: Record<string, string | string[] | undefined>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key] ?? null]),
  );
}

/** The router's client-side navigation asks for the page's props as JSON: never answered from here. */
function isDataRequest(req: IncomingMessage) {
  return req.headers["x-nextjs-data"] !== undefined || (req.url ?? "").startsWith("/_next/data/");
}

/**
 * A short-lived cache of whole rendered pages, for URLs whose HTML is the same for every visitor (the
 * list pages read the session in the browser). Rendering a filtered /ihaleler costs ~9 ms of React
 * per request even with the list query cached; a page rendered once a second per filter set costs that
 * once, and every other visitor meanwhile gets the same bytes, as a CDN honouring the page's
 * `s-maxage=1` would serve them. Bounded by `max` entries (any query string makes a key) and a full
 * page only: a redirect, an error or a HEAD is never stored.
 *
 * `serve` answers from the cache and returns true, or returns false and stores the HTML Next.js sends
 * once this request is rendered. Call it from getServerSideProps with the page's key; when
 * it returns true the response has been sent (return any props: Next.js renders nothing more).
 */
export function createPageCache({ ttlMs, max, now = Date.now }: { ttlMs: number; max: number; now?: () => number }) {
  const pages = createExpiringCache<{ html: string; gzip: Buffer }>({ max, now });
  return {
    serve(req: IncomingMessage, res: ServerResponse, key: string): boolean {
      if (req.method !== "GET" || isDataRequest(req)) return false;
      const gzip = acceptsGzip(req.headers["accept-encoding"]);
      const page = pages.get(key);
      if (page !== undefined) {
        res.statusCode = 200;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        send(res, page, gzip, res.end.bind(res));
        return true;
      }
      const rendered = now();
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const [body] = args;
        if (res.statusCode !== 200 || typeof body !== "string" || !body.startsWith("<!DOCTYPE html>"))
          return end(...args);
        // Compressed once here, for this answer and every one the cache gives meanwhile: Next.js's
        // per-answer gzip stream cost more than the deflate itself, and a cached page paid it again
        // on every hit. Next.js leaves an answer that already has a Content-Encoding alone.
        const page = { html: body, gzip: gzipSync(body) };
        pages.set(key, page, rendered + ttlMs);
        return send(res, page, gzip, end);
      }) as ServerResponse["end"];
      return false;
    },
    get size() {
      return pages.size;
    },
  };
}

/** The page's bytes, gzipped when the client takes gzip; either way the answer varies by Accept-Encoding. */
function send(
  res: ServerResponse,
  page: { html: string; gzip: Buffer },
  gzip: boolean,
  end: (body: string | Buffer) => ServerResponse,
) {
  // Next.js's compression adds Accept-Encoding to a Vary already set; without it, this says it.
  if (!res.hasHeader("Vary")) res.setHeader("Vary", "Accept-Encoding");
  if (!gzip) {
    res.setHeader("Content-Length", Buffer.byteLength(page.html));
    return end(page.html);
  }
  res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", page.gzip.length);
  return end(page.gzip);
}
