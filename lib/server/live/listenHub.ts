/**
 * The process's one PostgreSQL LISTEN connection, shared by every domain that reacts to commits
 * of any app instance (auction events, notification counts, the e-mail worker's wake-up).
 * Domains register a channel once with its handlers; the hub connects when someone first needs
 * it, proves the connection alive with a ping, reconnects with backoff while any channel is
 * still watched, and tells each channel after a reconnect so it can resend what was missed.
 */
import { Client, type Notification } from "pg";
import { databaseDirectUrl } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";

export type ChannelHandler = {
  /** Called with the NOTIFY payload of every committed signal on the channel (never empty). */
  onPayload: (payload: string) => void;
  /** Called after a reconnect: signals sent while the connection was down never arrived. */
  onReconnect: () => void;
  /** Whether anyone still listens on the channel; the hub reconnects only while someone does. */
  watched: () => boolean;
};

type Hub = {
  client: (Client & { processID?: number }) | null;
  connecting: Promise<void> | null;
  channels: Map<string, ChannelHandler>;
  /** Channels the current connection has run LISTEN for. */
  listening: Set<string>;
  ping: NodeJS.Timeout | null;
  retry: NodeJS.Timeout | null;
  failures: number;
  stopped: boolean;
};

/** How often the LISTEN connection proves it is alive; a dead one is replaced (env for tests). */
const pingMs = () => Number(process.env.AUCTION_EVENTS_PING_MS) || 20_000;
const reconnectDelayMs = (failures: number) => Math.min(30_000, 250 * 2 ** Math.min(failures, 7));

// On globalThis: Next.js bundles API routes separately and dev reloads modules, yet the process
// must hold one connection.
const store = globalThis as typeof globalThis & { __motoborsaListenHub?: Hub };
const hub = (store.__motoborsaListenHub ??= {
  client: null,
  connecting: null,
  channels: new Map(),
  listening: new Set(),
  ping: null,
  retry: null,
  failures: 0,
  stopped: false,
});

const watched = () => [...hub.channels.values()].some((channel) => channel.watched());

function safely(what: string, call: () => void) {
  try {
    call();
  } catch (error) {
    logger.error({ err: error }, `${what} failed`);
  }
}

function onNotification(message: Notification) {
  const channel = hub.channels.get(message.channel);
  if (!channel || !message.payload) return;
  const payload = message.payload;
  safely(`LISTEN ${message.channel} handler`, () => channel.onPayload(payload));
}

/** Drops a broken connection and, while anyone still watches, reconnects with backoff. */
function reset(client: Client, reason: unknown) {
  if (hub.client !== client) return;
  logger.warn({ err: reason }, "LISTEN connection lost");
  hub.client = null;
  hub.listening.clear();
  if (hub.ping) clearInterval(hub.ping);
  hub.ping = null;
  client.end().catch(() => undefined);
  scheduleReconnect();
}

function scheduleReconnect() {
  if (hub.retry || hub.stopped || !watched()) return;
  hub.retry = setTimeout(() => {
    hub.retry = null;
    if (!watched() || hub.stopped) return;
    connect()
      .then(() => hub.channels.forEach((channel, name) => safely(`LISTEN ${name} catch-up`, channel.onReconnect)))
      .catch((error) => {
        logger.error({ err: error }, "LISTEN reconnect failed");
        scheduleReconnect();
      });
  }, reconnectDelayMs(hub.failures++));
  hub.retry.unref();
}

/** Opens the connection (once, however many callers wait) and LISTENs on every registered channel. */
function connect(): Promise<void> {
  hub.stopped = false;
  hub.connecting ??= (async () => {
    if (hub.client) return;
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
    const channels = [...hub.channels.keys()];
    try {
      await client.connect();
      for (const name of channels) await client.query(`LISTEN ${name}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    hub.client = client;
    hub.listening = new Set(channels);
    hub.failures = 0;
    // Keep-alive only notices a dead peer after minutes; a query every few seconds finds a
    // terminated backend at once. A ping that gets no answer within the interval means a
    // connection dropped without a word (a NAT or load balancer forgot it): it counts as lost.
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

/**
 * Adds `listener` to the set of `key` (one set per watched record or user) and answers its
 * unsubscribe, which drops the set once empty: an empty map means nobody watches the channel here.
 */
export function addListener<K, L>(listeners: Map<K, Set<L>>, key: K, listener: L): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set<L>()));
  set.add(listener);
  return () => {
    const current = listeners.get(key);
    current?.delete(listener);
    if (current?.size === 0) listeners.delete(key);
  };
}

/**
 * Registers a domain's channel. A module evaluated again (each API route bundle, a dev reload)
 * registers again and its handlers replace the earlier ones, which is why domains keep their
 * listeners on globalThis. The name is an SQL identifier chosen in code, never user input.
 */
export function registerChannel(name: string, handler: ChannelHandler): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid LISTEN channel ${name}`);
  hub.channels.set(name, handler);
}

/**
 * Resolves once the connection LISTENs on `name`; a subscriber calls it before adding itself, so
 * no commit after its subscription is missed.
 */
export async function listenOn(name: string): Promise<void> {
  if (!hub.channels.has(name)) throw new Error(`LISTEN channel ${name} is not registered`);
  for (;;) {
    if (!hub.client) await connect();
    const client = hub.client;
    if (!client) continue;
    if (hub.listening.has(name)) return;
    await client.query(`LISTEN ${name}`);
    if (hub.client === client) {
      hub.listening.add(name);
      return;
    }
  }
}

/** The server process id of the LISTEN connection (tests terminate it to prove the reconnect). */
export function listenerBackendPid(): number | null {
  return hub.client?.processID ?? null;
}

/** Closes the LISTEN connection for good (shutdown); streams are closed by lib/server/live/sse.ts. */
export async function stopListenHub(): Promise<void> {
  hub.stopped = true;
  if (hub.retry) clearTimeout(hub.retry);
  if (hub.ping) clearInterval(hub.ping);
  hub.retry = hub.ping = null;
  const client = hub.client;
  hub.client = null;
  hub.listening.clear();
  await client?.end().catch(() => undefined);
}
