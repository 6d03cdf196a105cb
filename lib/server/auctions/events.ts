import type { AuctionLive } from "@/lib/auctions/types";
import { addListener, listenOn, registerChannel } from "@/lib/server/live/listenHub";
import { getAuctionLive } from "@/lib/server/auctions/service";
import { logger } from "@/lib/server/logger";
import { AUCTION_EVENTS_CHANNEL } from "@/lib/server/auctions/queries";

type Listener = (live: AuctionLive) => void;

// The listeners of this process, on globalThis because Next.js bundles API routes separately and
// dev reloads modules. The connection itself is the process's LISTEN hub (lib/server/live/listenHub.ts).
type Watchers = {
  listeners: Map<number, Set<Listener>>;
  /** Auctions whose snapshot is being fetched, and whether another change arrived meanwhile. */
  fetching: Map<number, boolean>;
};
const store = globalThis as typeof globalThis & { __motoborsaAuctionWatchers?: Watchers };
const hub = (store.__motoborsaAuctionWatchers ??= { listeners: new Map(), fetching: new Map() });

async function broadcast(auctionId: number): Promise<void> {
  if (!hub.listeners.get(auctionId)?.size) return;
  if (hub.fetching.has(auctionId)) {
    hub.fetching.set(auctionId, true);
    return;
  }
  hub.fetching.set(auctionId, false);
  try {
    // One snapshot per change per process, however many browsers watch the auction.
    do {
      hub.fetching.set(auctionId, false);
      const live = await getAuctionLive(auctionId);
      if (live) for (const listener of hub.listeners.get(auctionId) ?? []) listener(live);
    } while (hub.fetching.get(auctionId));
  } catch (error) {
    logger.error({ err: error }, "auction event snapshot failed");
  } finally {
    hub.fetching.delete(auctionId);
  }
}

registerChannel(AUCTION_EVENTS_CHANNEL, {
  onPayload: (payload) => {
    const id = Number(payload.split(":")[0]);
    if (Number.isSafeInteger(id)) void broadcast(id);
  },
  // Changes made while the connection was down were never delivered: resend every watched
  // auction's current state (each stream drops versions its browser already has).
  onReconnect: () => hub.listeners.forEach((_, id) => void broadcast(id)),
  watched: () => hub.listeners.size > 0,
});

/** Calls `listener` with the auction's live state after every committed change, from any app instance. */
export async function subscribeAuction(auctionId: number, listener: Listener): Promise<() => void> {
  await listenOn(AUCTION_EVENTS_CHANNEL);
  return addListener(hub.listeners, auctionId, listener);
}
