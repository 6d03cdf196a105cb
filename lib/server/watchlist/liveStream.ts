import type { NextApiRequest, NextApiResponse } from "next";
import type { AuctionLive } from "@/lib/auctions/types";
import { subscribeAuction } from "../auctions/events";
import { getAuctionLive } from "../auctions/service";
import { watchTransition } from "../auctions/watchedClosing";

const HEARTBEAT_MS = 15_000;

// The same set auctions/stream.ts keeps, so closeAllStreams (SIGTERM) ends these streams too.
const store = globalThis as typeof globalThis & { __motoborsaStreams?: Set<() => void> };
const openStreams = (store.__motoborsaStreams ??= new Set());

/**
 * One event stream for several auctions (the watchlist page): a browser allows only six connections
 * per site over HTTP/1.1, so one stream per followed auction would stall the page. Every (re)connect
 * starts with each auction's current state; events carry the auction id inside their data.
 */
export async function streamManyAuctions(ids: number[], req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 3000\n\n");

  const sent = new Map<number, number>();
  const send = (live: AuctionLive) => {
    watchTransition(live);
    if (live.version <= (sent.get(live.id) ?? -1) || res.writableEnded) return;
    sent.set(live.id, live.version);
    res.write(`event: auction\ndata: ${JSON.stringify(live)}\n\n`);
  };

  const unsubscribers = await Promise.all(ids.map((id) => subscribeAuction(id, send)));
  for (const id of ids) {
    const initial = await getAuctionLive(id);
    if (initial) send(initial);
  }
  const heartbeat = setInterval(() => res.write(": nabız\n\n"), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribers) unsubscribe();
      openStreams.delete(end);
      resolve();
    };
    const end = () => {
      if (!res.writableEnded) res.end();
      done();
    };
    openStreams.add(end);
    req.on("close", done);
    res.on("close", done);
  });
}
