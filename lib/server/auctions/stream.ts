import type { NextApiRequest, NextApiResponse } from "next";
import type { AuctionLive } from "@/lib/auctions/types";
import { subscribeAuction } from "./events";
import { auctionExists, getAuctionLive } from "./service";
import { watchTransition } from "./watchedClosing";

const HEARTBEAT_MS = 15_000;

// Open streams of this process, so a shutdown can end them: `next start` stops on SIGTERM only
// once every request has finished, and an event stream never finishes by itself.
const store = globalThis as typeof globalThis & { __motoborsaStreams?: Set<() => void> };
const openStreams = (store.__motoborsaStreams ??= new Set());

/**
 * Ends every open event stream (SIGTERM). Browsers reconnect after the `retry` delay, reach
 * another instance and get the current state as their first event.
 */
export function closeAllStreams(): number {
  const count = openStreams.size;
  for (const close of [...openStreams]) close();
  return count;
}

/** Registers another kind of stream (the notification count) for the same shutdown; returns its removal. */
export function trackOpenStream(end: () => void): () => void {
  openStreams.add(end);
  return () => void openStreams.delete(end);
}

/**
 * One browser's event stream for an auction. The event id is the auction's version, so a browser
 * reconnecting with Last-Event-ID gets the current state at once only if it missed something.
 */
export async function streamAuctionEvents(auctionId: number, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  await auctionExists(auctionId);
  const lastSeen = Number(req.headers["last-event-id"] ?? NaN);

  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform keeps compression middleware from buffering the stream.
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 3000\n\n");

  let sent = Number.isFinite(lastSeen) ? lastSeen : -1;
  const send = (live: AuctionLive) => {
    watchTransition(live);
    if (live.version <= sent || res.writableEnded) return;
    sent = live.version;
    res.write(`id: ${live.version}\nevent: auction\ndata: ${JSON.stringify(live)}\n\n`);
  };

  const unsubscribe = await subscribeAuction(auctionId, send);
  // Every (re)connect starts with the current state unless the browser already has it, so a page
  // that missed events while its stream or the server's LISTEN connection was down catches up.
  const initial = await getAuctionLive(auctionId);
  if (initial) send(initial);
  const heartbeat = setInterval(() => res.write(": nabız\n\n"), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      unsubscribe();
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
