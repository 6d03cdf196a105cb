import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiRequest, NextApiResponse } from "next";
import handler from "@/pages/api/me/notifications/stream";

/** Serves the unread count stream (pages/api/me/notifications/stream.ts) over real HTTP on a free port. */
export async function listenStream(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const query = Object.fromEntries(new URL(req.url ?? "/", "http://localhost").searchParams);
    const apiReq = Object.assign(req, { query, cookies: {}, body: undefined }) as unknown as NextApiRequest;
    const apiRes = res as unknown as NextApiResponse;
    apiRes.status = (code: number) => {
      res.statusCode = code;
      return apiRes;
    };
    apiRes.json = (data: unknown) => res.end(JSON.stringify(data));
    void Promise.resolve(handler(apiReq, apiRes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
