/**
 * The live side of the outbox: NOTIFICATIONS_CHANNEL on the process's LISTEN hub, whose
 * payload is the user id of committed notifications (never sent to a browser). Each open
 * notification stream subscribes for its own user; the e-mail worker subscribes for every row.
 * Any app instance's commit reaches every instance, because PostgreSQL sends the NOTIFY to all.
 */
import { addListener, listenOn, registerChannel } from "@/lib/server/live/listenHub";
import { logger } from "@/lib/server/logger";
import { NOTIFICATIONS_CHANNEL } from "@/lib/server/notifications/outbox";

type Listener = () => void;

// The listeners of this process, on globalThis because Next.js bundles API routes separately and
// dev reloads modules. The connection itself is the process's LISTEN hub (lib/server/live/listenHub.ts).
type Watchers = { users: Map<string, Set<Listener>>; any: Set<Listener> };
const store = globalThis as typeof globalThis & { __motoborsaNotificationWatchers?: Watchers };
const hub = (store.__motoborsaNotificationWatchers ??= { users: new Map(), any: new Set() });

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

registerChannel(NOTIFICATIONS_CHANNEL, {
  onPayload: (uid) => {
    hub.any.forEach(call);
    hub.users.get(uid)?.forEach(call);
  },
  onReconnect: callAll,
  watched,
});

/** Calls `listener` after every committed notification of `uid`, from any app instance. */
export async function subscribeUserNotifications(uid: string, listener: Listener): Promise<() => void> {
  await listenOn(NOTIFICATIONS_CHANNEL);
  return addListener(hub.users, uid, listener);
}

/** Calls `listener` after every committed notification of anyone (the e-mail worker's wake-up). */
export async function subscribeAllNotifications(listener: Listener): Promise<() => void> {
  await listenOn(NOTIFICATIONS_CHANNEL);
  hub.any.add(listener);
  return () => void hub.any.delete(listener);
}
