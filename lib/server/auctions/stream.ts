import type { NextApiRequest, NextApiResponse } from "next";
import type { AuctionLive } from "@/lib/auctions/types";
import { AppError } from "@/lib/server/errors";
import { claimStreamSlot } from "@/lib/server/streamLimits";
import { subscribeAuction } from "@/lib/server/auctions/events";
import { getAuctionLives } from "@/lib/server/auctions/service";
import { AUCTION_ERRORS, AUCTION_STREAM_ERRORS } from "@/lib/auctions/labels";
import { watchTransition } from "@/lib/server/auctions/watchedClosing";

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
export function streamAuctionEvents(auctionId: number, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const lastSeen = Number(req.headers["last-event-id"] ?? NaN);
  return streamAuctions([auctionId], req, res, { eventIds: true, lastSeen: Number.isFinite(lastSeen) ? lastSeen : -1 });
}

/**
 * One event stream for several auctions (the watchlist page, /api/auctions/live): a browser allows
 * only six connections per site over HTTP/1.1, so one stream per followed auction would stall the
 * page. Events carry the auction id inside their data. Ids that name no auction are dropped (a
 * followed auction staff deleted must not freeze the others' cards); if none is left, 404.
 */
export function streamManyAuctions(ids: number[], req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return streamAuctions(ids, req, res, { eventIds: false, lastSeen: -1 });
}

/**
 * The stream itself. Per (re)connect: one slot of the caps (lib/server/streamLimits.ts, 429 when
 * full), one subscription per auction on the process's LISTEN hub (no query), and ONE statement
 * for every auction's current state, which also tells which ids exist. Subscribing comes first so
 * a change committed between the read and the subscription is not lost; anything that arrives
 * before the headers are written waits in `pending`.
 */
async function streamAuctions(
  ids: number[],
  req: NextApiRequest,
  res: NextApiResponse,
  options: { eventIds: boolean; lastSeen: number },
): Promise<void> {
  const release = claimStreamSlot(req);
  const sent = new Map<number, number>();
  const pending = new Map<number, AuctionLive>();
  let open = false;
  const write = (live: AuctionLive) => {
    if (live.version <= (sent.get(live.id) ?? options.lastSeen) || res.writableEnded) return;
    sent.set(live.id, live.version);
    res.write(`${options.eventIds ? `id: ${live.version}\n` : ""}event: auction\ndata: ${JSON.stringify(live)}\n\n`);
  };
  const send = (live: AuctionLive) => {
    watchTransition(live);
    if (open) write(live);
    else if ((pending.get(live.id)?.version ?? -1) < live.version) pending.set(live.id, live);
  };

  const unsubscribers = new Map<number, () => void>();
  const unsubscribeAll = () => {
    for (const unsubscribe of unsubscribers.values()) unsubscribe();
    unsubscribers.clear();
  };
  try {
    for (const id of ids) unsubscribers.set(id, await subscribeAuction(id, send));
    const initial = await getAuctionLives(ids);
    for (const id of ids) {
      if (initial.has(id)) continue;
      unsubscribers.get(id)?.();
      unsubscribers.delete(id);
    }
    if (initial.size === 0)
      throw new AppError("not_found", ids.length === 1 ? AUCTION_ERRORS.notFound : AUCTION_STREAM_ERRORS.noneFound);
    for (const live of initial.values()) send(live);
  } catch (error) {
    unsubscribeAll();
    release();
    throw error;
  }

  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform keeps compression middleware from buffering the stream.
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 3000\n\n");
  open = true;
  // Every (re)connect starts with the current state unless the browser already has it, so a page
  // that missed events while its stream or the server's LISTEN connection was down catches up.
  for (const live of pending.values()) write(live);
  pending.clear();
  const heartbeat = setInterval(() => res.write(": nabız\n\n"), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      unsubscribeAll();
      openStreams.delete(end);
      release();
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
