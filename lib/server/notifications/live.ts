/**
 * The live side of the outbox: one LISTEN connection per process on NOTIFICATIONS_CHANNEL, whose
 * payload is the user id of committed notifications (never sent to a browser). Each open
 * notification stream subscribes for its own user; the e-mail worker subscribes for every row.
 * Any app instance's commit reaches every instance, because PostgreSQL sends the NOTIFY to all.
 */
import { Client, type Notification } from "pg";
import { databaseDirectUrl } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { NOTIFICATIONS_CHANNEL } from "@/lib/server/notifications/outbox";

type Listener = () => void;

type Hub = {
  client: Client | null;
  connecting: Promise<void> | null;
  users: Map<string, Set<Listener>>;
  any: Set<Listener>;
  ping: NodeJS.Timeout | null;
  retry: NodeJS.Timeout | null;
  failures: number;
  stopped: boolean;
};

const pingMs = () => Number(process.env.AUCTION_EVENTS_PING_MS) || 20_000;
const reconnectDelayMs = (failures: number) => Math.min(30_000, 250 * 2 ** Math.min(failures, 7));

// On globalThis: Next.js bundles API routes separately and dev reloads modules.
const store = globalThis as typeof globalThis & { __motoborsaNotificationHub?: Hub };
const hub = (store.__motoborsaNotificationHub ??= {
  client: null,
  connecting: null,
  users: new Map(),
  any: new Set(),
  ping: null,
  retry: null,
  failures: 0,
  stopped: false,
});

const watched = () => hub.users.size > 0 || hub.any.size > 0;

function call(listener: Listener) {
  try {
    listener();
  } catch (error) {
    logger.error({ err: error }, "notification listener failed");
  }
}

/** Everyone: after a reconnect, changes made meanwhile were never signalled. */
function callAll() {
  hub.any.forEach(call);
  hub.users.forEach((set) => set.forEach(call));
}

function onNotification(message: Notification) {
  if (message.channel !== NOTIFICATIONS_CHANNEL || !message.payload) return;
  hub.any.forEach(call);
  hub.users.get(message.payload)?.forEach(call);
}

function reset(client: Client, reason: unknown) {
  if (hub.client !== client) return;
  logger.warn({ err: reason }, "notification LISTEN connection lost");
  hub.client = null;
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
    ensureListening()
      .then(callAll)
      .catch((error) => {
        logger.error({ err: error }, "notification LISTEN reconnect failed");
        scheduleReconnect();
      });
  }, reconnectDelayMs(hub.failures++));
  hub.retry.unref();
}

function ensureListening(): Promise<void> {
  if (hub.client) return Promise.resolve();
  hub.stopped = false;
  hub.connecting ??= (async () => {
    // The direct address: LISTEN through a transaction pooler silently receives nothing.
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
      await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    hub.client = client;
    hub.failures = 0;
    // A silently dropped connection would never deliver again: prove it alive, replace it otherwise.
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

/** Calls `listener` after every committed notification of `uid`, from any app instance. */
export async function subscribeUserNotifications(uid: string, listener: Listener): Promise<() => void> {
  await ensureListening();
  let set = hub.users.get(uid);
  if (!set) hub.users.set(uid, (set = new Set<Listener>()));
  set.add(listener);
  return () => {
    const current = hub.users.get(uid);
    current?.delete(listener);
    if (current?.size === 0) hub.users.delete(uid);
  };
}

/** Calls `listener` after every committed notification of anyone (the e-mail worker's wake-up). */
export async function subscribeAllNotifications(listener: Listener): Promise<() => void> {
  await ensureListening();
  hub.any.add(listener);
  return () => void hub.any.delete(listener);
}

export async function stopNotificationEvents(): Promise<void> {
  hub.stopped = true;
  if (hub.retry) clearTimeout(hub.retry);
  if (hub.ping) clearInterval(hub.ping);
  hub.retry = hub.ping = null;
  const client = hub.client;
  hub.client = null;
  await client?.end().catch(() => undefined);
}
