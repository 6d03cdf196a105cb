/**
 * The signed-in user's unread count, shared by the header bell and the mobile menu: one live
 * connection per tab (the SSE stream /api/me/notifications/stream, read with fetch because it needs
 * the Authorization header EventSource cannot send), reconnecting with backoff while anyone listens.
 */
import { API_BASES } from "@/lib/http";
import { refreshToken, tokenNeedsRefresh } from "@/lib/tokenRefresh";
import { getUserToken } from "@/lib/tokens";

type State = { unread: number | null; changes: number };

let state: State = { unread: null, changes: 0 };
const listeners = new Set<() => void>();
let controller: AbortController | null = null;
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

async function connect() {
  if (controller || listeners.size === 0) return;
  const abort = (controller = new AbortController());
  try {
    if (tokenNeedsRefresh(getUserToken())) await refreshToken();
    const token = getUserToken();
    if (!token) return;
    const response = await fetch(`${API_BASES.notification}/api/me/notifications/stream`, { headers: { Authorization: token, Accept: "text/event-stream" }, signal: abort.signal, cache: "no-store" });
    // Signed out or not a registered user: no bell to update; the next sign-in starts again.
    if (response.status === 401 || response.status === 403) return;
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    failures = 0;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const events = buffer.split("\n\n");
      buffer = events.pop() ?? "";
      for (const event of events) {
        const data = /^event: unread\ndata: (.*)$/m.exec(event);
        if (data) emit({ unread: (JSON.parse(data[1]) as { unread: number }).unread, changes: state.changes + 1 });
      }
    }
    throw new Error("stream ended");
  } catch {
    if (abort.signal.aborted) return;
    controller = null;
    // The server restarted or the network dropped: try again, slower each time, while someone listens.
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, Math.min(30_000, 1000 * 2 ** Math.min(failures++, 5)));
    return;
  }
}

function disconnect() {
  controller?.abort();
  controller = null;
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
