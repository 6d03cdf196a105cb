/**
 * Every live stream (Server-Sent Events: an auction's events, the watchlist's /api/auctions/live,
 * the unread count) is served by serveEventStream: the per-connection caps, the headers, the retry
 * delay, the heartbeat, the end on disconnect and on shutdown. Domains only say how to subscribe and
 * what to send first.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { claimStreamSlot } from "@/lib/server/streamLimits";
import { PLUMBING_LABELS } from "@/lib/api/labels";

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

/** Writes one event unless the response has ended; `id` becomes the browser's Last-Event-ID. */
export function writeEvent(res: NextApiResponse, event: string, data: unknown, id?: number): void {
  if (res.writableEnded) return;
  res.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export type EventStreamOptions = {
  /** The signed-in user, for the per-user cap (lib/server/streamLimits.ts); null when anonymous. */
  uid?: string | null;
  /**
   * Runs before the headers, so its errors become the handler's JSON error (404, 503): subscribe
   * first, then read, so a change committed in between is not lost. Returns the unsubscribe. On an
   * error it must undo its own partial subscriptions.
   */
  prepare: () => Promise<() => void>;
  /** Runs right after the headers: the current state as the first events. */
  open: () => void | Promise<void>;
};

/**
 * Serves one browser's event stream and resolves when it ends (the browser left, or shutdown).
 * Per (re)connect one slot of the caps is taken first (429 when full) and released at the end.
 */
export async function serveEventStream(
  req: NextApiRequest,
  res: NextApiResponse,
  options: EventStreamOptions,
): Promise<void> {
  const release = claimStreamSlot(req, options.uid ?? null);
  let unsubscribe: () => void;
  try {
    unsubscribe = await options.prepare();
  } catch (error) {
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
  await options.open();
  const heartbeat = setInterval(() => res.write(`${PLUMBING_LABELS.heartbeat}\n\n`), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      unsubscribe();
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
