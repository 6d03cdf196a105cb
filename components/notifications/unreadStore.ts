/**
 * The signed-in user's unread count, shared by the header bell and the mobile menu: one live
 * connection per tab (the SSE stream /api/me/notifications/stream, opened by EventSource with a
 * short-lived ticket since EventSource cannot send the Authorization header), reconnecting with
 * backoff while anyone listens.
 */
import { API_BASES } from "@/lib/httpAuth";
import { refreshToken, tokenNeedsRefresh } from "@/lib/tokenRefresh";
import { getUserToken } from "@/lib/tokens";

type State = { unread: number | null; changes: number };

let state: State = { unread: null, changes: 0 };
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let connecting = false;
let retry: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

function emit(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

/** Sets the count after this tab marked notifications read (the stream only signals new ones). */
export function setUnread(unread: number) {
  emit({ unread });
}

/** Trades the ID token for a short-lived stream ticket: null when signed out or not a registered user. */
async function ticket(): Promise<string | null | undefined> {
  if (tokenNeedsRefresh(getUserToken())) await refreshToken();
  const token = getUserToken();
  if (!token) return null;
  const response = await fetch(`${API_BASES.notification}/api/me/notifications/stream-ticket`, {
    method: "POST",
    headers: { Authorization: token },
    cache: "no-store",
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) return undefined;
  return ((await response.json()) as { ticket: string }).ticket;
}

function scheduleRetry() {
  // The server restarted, the network dropped or the ticket expired: a new ticket, slower each time.
  if (retry || listeners.size === 0) return;
  retry = setTimeout(
    () => {
      retry = null;
      void connect();
    },
    Math.min(30_000, 1000 * 2 ** Math.min(failures++, 5)),
  );
}

async function connect() {
  if (source || connecting || listeners.size === 0) return;
  connecting = true;
  try {
    const t = await ticket();
    // Signed out or not a registered user: no bell to update; the next sign-in starts again.
    if (t === null) return;
    if (t === undefined) throw new Error("no stream ticket");
    if (listeners.size === 0) return;
    // EventSource, not a fetch stream: browsers and test drivers treat it as a live channel (a page
    // with it open still reaches "network idle").
    const es = (source = new EventSource(
      `${API_BASES.notification}/api/me/notifications/stream?ticket=${encodeURIComponent(t)}`,
    ));
    es.addEventListener("unread", (event) => {
      failures = 0;
      emit({
        unread: (JSON.parse((event as MessageEvent<string>).data) as { unread: number }).unread,
        changes: state.changes + 1,
      });
    });
    es.onerror = () => {
      // Its own reconnect would reuse a ticket that may have expired: close and start over.
      es.close();
      if (source === es) source = null;
      scheduleRetry();
    };
  } catch {
    scheduleRetry();
  } finally {
    connecting = false;
  }
}

function disconnect() {
  source?.close();
  source = null;
  if (retry) clearTimeout(retry);
  retry = null;
}

export function subscribeUnread(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      disconnect();
      state = { unread: null, changes: 0 };
    }
  };
}

export const unreadSnapshot = () => state;
const serverState: State = { unread: null, changes: 0 };
export const unreadServerSnapshot = () => serverState;
