import { Client, type Notification } from "pg";
import type { AuctionLive } from "@/lib/auctions/types";
import { getAuctionLive } from "./service";
import { logger } from "../logger";
import { AUCTION_EVENTS_CHANNEL } from "./queries";

type Listener = (live: AuctionLive) => void;

type Hub = {
  client: Client | null;
  connecting: Promise<void> | null;
  listeners: Map<number, Set<Listener>>;
  /** Auctions whose snapshot is being fetched, and whether another change arrived meanwhile. */
  fetching: Map<number, boolean>;
};

// One LISTEN connection per process, shared by every open event stream; on globalThis because
// Next.js bundles API routes separately and dev reloads modules.
const store = globalThis as typeof globalThis & { __motoborsaAuctionHub?: Hub };
const hub = (store.__motoborsaAuctionHub ??= { client: null, connecting: null, listeners: new Map(), fetching: new Map() });

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

function onNotification(message: Notification) {
  if (message.channel !== AUCTION_EVENTS_CHANNEL || !message.payload) return;
  const id = Number(message.payload.split(":")[0]);
  if (Number.isSafeInteger(id)) void broadcast(id);
}

function ensureListening(): Promise<void> {
  if (hub.client) return Promise.resolve();
  hub.connecting ??= (async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    const reset = () => {
      if (hub.client !== client) return;
      hub.client = null;
      client.end().catch(() => undefined);
      // Reconnect while anyone still watches, then resend every watched auction: changes made
      // while the connection was down were never delivered.
      setTimeout(() => {
        if (hub.listeners.size === 0) return;
        ensureListening()
          .then(() => hub.listeners.forEach((_, id) => void broadcast(id)))
          .catch((error) => logger.error({ err: error }, "auction events reconnect failed"));
      }, 1000).unref();
    };
    client.on("notification", onNotification);
    client.on("error", reset);
    client.on("end", reset);
    await client.connect();
    await client.query(`LISTEN ${AUCTION_EVENTS_CHANNEL}`);
    hub.client = client;
  })().finally(() => {
    hub.connecting = null;
  });
  return hub.connecting;
}

/** Calls `listener` with the auction's live state after every committed change, from any app instance. */
export async function subscribeAuction(auctionId: number, listener: Listener): Promise<() => void> {
  await ensureListening();
  let set = hub.listeners.get(auctionId);
  if (!set) hub.listeners.set(auctionId, (set = new Set<Listener>()));
  set.add(listener);
  return () => {
    const current = hub.listeners.get(auctionId);
    current?.delete(listener);
    if (current && current.size === 0) hub.listeners.delete(auctionId);
  };
}
