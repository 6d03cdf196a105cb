import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiHandler } from "next";
import { Pool } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { streamTicket } from "@/lib/server/notifications/streamTicket";
import { LIVE_STREAM_LIMITS, openStreamCount } from "@/lib/server/streamLimits";
import { API_ERRORS } from "@/lib/api/labels";
import eventsHandler from "@/pages/api/auctions/[id]/events";
import liveHandler from "@/pages/api/auctions/live";
import unreadHandler from "@/pages/api/me/notifications/stream";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { registeredUser } from "@/tests/integration/helpers/identity";

/** The three stream endpoints over real HTTP, each at its own path, with Next's query (and route params) filled in. */
const HANDLERS: Record<string, NextApiHandler> = {
  "/events": eventsHandler,
  "/live": liveHandler,
  "/unread": unreadHandler,
};
let base = "";
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    Object.assign(req, { query: Object.fromEntries(url.searchParams), cookies: {}, body: undefined });
    const apiRes = res as unknown as Record<string, unknown>;
    apiRes.status = (code: number) => ((res.statusCode = code), apiRes);
    apiRes.json = (data: unknown) => res.setHeader("Content-Type", "application/json").end(JSON.stringify(data));
    void HANDLERS[url.pathname](req as never, res as never);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Distinct client addresses come from X-Forwarded-For, believed for one proxy hop.
  process.env.TRUST_PROXY_HOPS = "1";
});
afterAll(async () => {
  delete process.env.TRUST_PROXY_HOPS;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Opened = {
  status: number;
  body: unknown;
  events: (count?: number) => Promise<Array<{ event: string; data: any }>>;
  close: () => void;
};
const open: Opened[] = [];

/** Opens a stream; for an event stream resolves at its headers, otherwise with the JSON answer. */
async function connect(path: string, ip = "10.9.0.1", headers: Record<string, string> = {}): Promise<Opened> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    signal: controller.signal,
    headers: { "X-Forwarded-For": ip, ...headers },
  });
  const streaming = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
  const body = streaming ? null : await response.json();
  const reader = streaming ? response.body!.getReader() : null;
  let buffer = "";
  const opened: Opened = {
    status: response.status,
    body,
    /** The events that arrive until `count` of them are in. */
    events: async (count = 1) => {
      const found: Array<{ event: string; data: any }> = [];
      for (;;) {
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((l) => l && !l.startsWith(":"))
              .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trimStart()]),
          );
          if (fields.data) found.push({ event: fields.event, data: JSON.parse(fields.data) });
        }
        if (found.length >= count) return found;
        const { value, done } = await reader!.read();
        if (done) return found;
        buffer += new TextDecoder().decode(value);
      }
    },
    close: () => controller.abort(),
  } as Opened;
  open.push(opened);
  return opened;
}

/** Closes a stream and waits until the server has noticed (its slot is free again). */
async function disconnect(stream: Opened) {
  const before = openStreamCount();
  stream.close();
  while (openStreamCount() >= before) await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  while (openStreamCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  delete process.env.LIVE_STREAMS_PER_INSTANCE;
  vi.restoreAllMocks();
});

describe("live streams: one statement per (re)connect", () => {
  it("the watchlist stream loads 50 auctions' state in one query, and an auction's own stream in one", async () => {
    const auctions = await Promise.all(Array.from({ length: 50 }, () => makeAuction()));
    const ids = auctions.map((a) => a.auction.id);
    // The LISTEN connection is the process's, opened once (not from the pool); open it before counting.
    await (await connect(`/events?id=${ids[0]}`)).events(1);

    const statements = vi.spyOn(Pool.prototype, "query");
    const many = await connect(`/live?ids=${ids.join(",")}`);
    expect(many.status).toBe(200);
    const received = await many.events(50);
    expect(new Set(received.map((e) => e.data.id))).toEqual(new Set(ids));
    expect(received[0].data).toMatchObject({ currentPrice: 50_000, bidCount: 0, bids: [] });
    expect(statements).toHaveBeenCalledTimes(1);

    statements.mockClear();
    const one = await connect(`/events?id=${ids[1]}`);
    expect((await one.events(1))[0].data).toMatchObject({ id: ids[1] });
    expect(statements).toHaveBeenCalledTimes(1);
  });

  it("drops ids that name no auction, and answers 404 in Turkish when none is left", async () => {
    const { auction } = await makeAuction();
    const mixed = await connect(`/live?ids=${auction.id},987654321`);
    expect(mixed.status).toBe(200);
    expect((await mixed.events(1)).map((e) => e.data.id)).toEqual([auction.id]);

    const none = await connect(`/live?ids=987654321,987654322`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: "not_found", error: "İzlenen ihalelerden hiçbiri bulunamadı." });
    expect((await connect(`/events?id=987654321`)).status).toBe(404);
    // Refused streams hold no slot.
    await disconnect(mixed);
    expect(openStreamCount()).toBe(0);
  });
});

describe("live streams: caps per client address, per user and per instance", () => {
  it(`a client address gets ${LIVE_STREAM_LIMITS.perClient} open streams of any kind; the next is 429 in Turkish until one closes`, async () => {
    const { auction } = await makeAuction();
    const streams: Opened[] = [];
    for (let i = 0; i < LIVE_STREAM_LIMITS.perClient; i++) {
      const stream = await connect(i % 2 ? `/events?id=${auction.id}` : `/live?ids=${auction.id}`, "10.9.1.1");
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await connect(`/events?id=${auction.id}`, "10.9.1.1");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited", error: API_ERRORS.tooManyStreams });
    // Another address is not affected.
    expect((await connect(`/events?id=${auction.id}`, "10.9.1.2")).status).toBe(200);

    await disconnect(streams[0]);
    expect((await connect(`/live?ids=${auction.id}`, "10.9.1.1")).status).toBe(200);
  });

  it(`a user gets ${LIVE_STREAM_LIMITS.perUser} unread-count streams, from any address; the next is 429`, async () => {
    const user = await registeredUser();
    const streams: Opened[] = [];
    for (let i = 0; i < LIVE_STREAM_LIMITS.perUser; i++) {
      const stream = await connect(`/unread?ticket=${encodeURIComponent(streamTicket(user.uid))}`, `10.9.2.${i + 1}`);
      expect(stream.status).toBe(200);
      expect((await stream.events(1))[0]).toMatchObject({ event: "unread", data: { unread: 0 } });
      streams.push(stream);
    }
    const refused = await connect(`/unread?ticket=${encodeURIComponent(streamTicket(user.uid))}`, "10.9.2.200");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited", error: API_ERRORS.tooManyStreams });
    expect(
      (await connect(`/unread?ticket=${encodeURIComponent(streamTicket((await registeredUser()).uid))}`, "10.9.2.201"))
        .status,
    ).toBe(200);

    await disconnect(streams[0]);
    expect((await connect(`/unread?ticket=${encodeURIComponent(streamTicket(user.uid))}`, "10.9.2.202")).status).toBe(
      200,
    );
  });

  it("an instance serves LIVE_STREAMS_PER_INSTANCE streams; the next is 429 until one closes", async () => {
    process.env.LIVE_STREAMS_PER_INSTANCE = "4";
    const { auction } = await makeAuction();
    const streams: Opened[] = [];
    for (let i = 0; i < 4; i++) streams.push(await connect(`/events?id=${auction.id}`, `10.9.3.${i + 1}`));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const refused = await connect(`/live?ids=${auction.id}`, "10.9.3.100");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: API_ERRORS.tooManyStreams });

    await disconnect(streams[2]);
    expect((await connect(`/live?ids=${auction.id}`, "10.9.3.100")).status).toBe(200);
  });
});
