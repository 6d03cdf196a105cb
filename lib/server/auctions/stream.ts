import type { NextApiRequest, NextApiResponse } from "next";
import type { AuctionLive } from "@/lib/auctions/types";
import { subscribeAuction } from "./events";
import { auctionExists, getAuctionLive } from "./service";

const HEARTBEAT_MS = 15_000;

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
    if (live.version <= sent || res.writableEnded) return;
    sent = live.version;
    res.write(`id: ${live.version}\nevent: auction\ndata: ${JSON.stringify(live)}\n\n`);
  };

  const unsubscribe = await subscribeAuction(auctionId, send);
  const initial = await getAuctionLive(auctionId);
  if (initial) send(initial);
  const heartbeat = setInterval(() => res.write(": nabız\n\n"), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    const done = () => {
      clearInterval(heartbeat);
      unsubscribe();
      resolve();
    };
    req.on("close", done);
    res.on("close", done);
  });
}
