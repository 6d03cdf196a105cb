// @vitest-environment node
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { method, route } from "@/lib/server/api";

/** route() behind a bare Node server, with the two response helpers it uses. */
async function serve() {
  const handler = route({ POST: method({ auth: "none", body: z.object({}), handle: () => ({ ok: true }) }) });
  const server = http.createServer((req, res) => {
    const apiRes = Object.assign(res, {
      status: (code: number) => ((res.statusCode = code), apiRes),
      json: (data: unknown) => res.setHeader("Content-Type", "application/json").end(JSON.stringify(data)),
    }) as unknown as NextApiResponse;
    void handler(Object.assign(req, { query: {}, body: undefined }) as unknown as NextApiRequest, apiRes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Writes raw HTTP on one connection and collects what comes back until the server ends it or 8 s pass. */
function exchange(port: number, chunks: string[]): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let error: string | null = null;
    socket.setEncoding("utf8");
    socket.on("data", (data) => {
      text += data;
      // Both answers are in: done (the second request asked the server to close afterwards).
      if ((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2 && text.endsWith("}")) socket.end();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? String(e)));
    socket.on("close", () => resolve({ text, error }));
    socket.setTimeout(8_000, () => socket.destroy());
    for (const chunk of chunks) socket.write(chunk);
  });
}

describe("an over-large JSON body", () => {
  it(
    "is answered 413 on an intact connection: the rest of the body is read and dropped, and the next request on it is served",
    { timeout: 20_000 },
    async () => {
      const { server, port } = await serve();
      try {
        const body = "x".repeat(2 * 1024 * 1024);
        const { text, error } = await exchange(port, [
          `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          body,
          `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        ]);
        expect(error).toBeNull();
        const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
        expect(statuses).toEqual(["413", "200"]);
        expect(text).toContain("İstek gövdesi çok büyük.");
      } finally {
        server.close();
      }
    },
  );
});
