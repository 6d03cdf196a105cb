import { Client, type Notification } from "pg";
import type { AuctionLive } from "@/lib/auctions/types";
import { databaseDirectUrl } from "@/lib/server/db";
import { getAuctionLive } from "@/lib/server/auctions/service";
import { logger } from "@/lib/server/logger";
import { AUCTION_EVENTS_CHANNEL } from "@/lib/server/auctions/queries";

type Listener = (live: AuctionLive) => void;

type Hub = {
  client: (Client & { processID?: number }) | null;
  connecting: Promise<void> | null;
  listeners: Map<number, Set<Listener>>;
  /** Auctions whose snapshot is being fetched, and whether another change arrived meanwhile. */
  fetching: Map<number, boolean>;
  ping: NodeJS.Timeout | null;
  retry: NodeJS.Timeout | null;
  failures: number;
  stopped: boolean;
};

/** How often the LISTEN connection proves it is alive; a dead one is replaced (env for tests). */
const pingMs = () => Number(process.env.AUCTION_EVENTS_PING_MS) || 20_000;
const reconnectDelayMs = (failures: number) => Math.min(30_000, 250 * 2 ** Math.min(failures, 7));

// One LISTEN connection per process, shared by every open event stream; on globalThis because
// Next.js bundles API routes separately and dev reloads modules.
const store = globalThis as typeof globalThis & { __motoborsaAuctionHub?: Hub };
const hub = (store.__motoborsaAuctionHub ??= {
  client: null,
  connecting: null,
  listeners: new Map(),
  fetching: new Map(),
  ping: null,
  retry: null,
  failures: 0,
  stopped: false,
});

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

/** Drops a broken connection and, while anyone still watches, reconnects with backoff. */
function reset(client: Client, reason: unknown) {
  if (hub.client !== client) return;
  logger.warn({ err: reason }, "auction events LISTEN connection lost");
  hub.client = null;
  if (hub.ping) clearInterval(hub.ping);
  hub.ping = null;
  client.end().catch(() => undefined);
  scheduleReconnect();
}

function scheduleReconnect() {
  if (hub.retry || hub.stopped || hub.listeners.size === 0) return;
  hub.retry = setTimeout(() => {
    hub.retry = null;
    if (hub.listeners.size === 0 || hub.stopped) return;
    ensureListening()
      // Changes made while the connection was down were never delivered: resend every watched
      // auction's current state (each stream drops versions its browser already has).
      .then(() => hub.listeners.forEach((_, id) => void broadcast(id)))
      .catch((error) => {
        logger.error({ err: error }, "auction events reconnect failed");
        scheduleReconnect();
      });
  }, reconnectDelayMs(hub.failures++));
  hub.retry.unref();
}

function ensureListening(): Promise<void> {
  if (hub.client) return Promise.resolve();
  hub.stopped = false;
  hub.connecting ??= (async () => {
    // The direct address: through a transaction pooler LISTEN registers on a server connection
    // that is handed to someone else, and notifications silently never arrive.
    const client = new Client({
      connectionString: databaseDirectUrl(),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client.on("notification", onNotification);
    client.on("error", (error) => reset(client, error));
    client.on("end", () => reset(client, "ended"));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUCTION_EVENTS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    hub.client = client;
    hub.failures = 0;
    // Keep-alive only notices a dead peer after minutes; a query every few seconds finds a
    // terminated backend or a silently dropped connection at once.
    // A ping that gets no answer within the interval means a connection dropped without a word
    // (a NAT or load balancer forgot it): the query would wait for ever, so it counts as lost.
    hub.ping = setInterval(() => {
      const timeout = setTimeout(() => reset(client, new Error("ping unanswered")), pingMs());
      timeout.unref();
      client.query("SELECT 1").then(
        () => clearTimeout(timeout),
        (error) => {
          clearTimeout(timeout);
          reset(client, error);
        },
      );
    }, pingMs());
    hub.ping.unref();
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

/** The server process id of the LISTEN connection (tests terminate it to prove the reconnect). */
export function listenerBackendPid(): number | null {
  return hub.client?.processID ?? null;
}

/** Closes the LISTEN connection for good (shutdown); streams are closed by the stream module. */
export async function stopAuctionEvents(): Promise<void> {
  hub.stopped = true;
  if (hub.retry) clearTimeout(hub.retry);
  if (hub.ping) clearInterval(hub.ping);
  hub.retry = hub.ping = null;
  const client = hub.client;
  hub.client = null;
  await client?.end().catch(() => undefined);
}
