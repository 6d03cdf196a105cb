import type { IncomingMessage } from "node:http";
import { clientIp } from "@/lib/server/clientIp";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/errors";
import { API_ERRORS } from "@/lib/api/labels";

/**
 * Caps on open live streams (Server-Sent Events: an auction's events, the watchlist's /api/auctions/live,
 * the unread count), in one place. Each open stream holds a socket, a listener on the LISTEN hub and
 * a heartbeat timer for as long as the client likes, and each (re)connect costs a query: without a
 * cap one client could open thousands and starve the instance.
 *
 * - per client address (clientIp: X-Forwarded-For only for TRUST_PROXY_HOPS): generous, because
 *   an office or a mobile carrier's NAT puts many people behind one address; a browser over HTTP/1.1
 *   opens at most six connections per site anyway, over HTTP/2 about a hundred.
 * - per signed-in user (the unread count stream, which knows its user): a few tabs' worth.
 * - per instance (LIVE_STREAMS_PER_INSTANCE, default below): past it the load balancer's other
 *   instances serve the browser's retry.
 */
export const LIVE_STREAM_LIMITS = { perClient: 30, perUser: 10, perInstance: 2_000 } as const;

type Counts = { total: number; byClient: Map<string, number>; byUser: Map<string, number> };
// On globalThis: Next.js bundles each API route separately, and every stream kind shares the caps.
const store = globalThis as typeof globalThis & { __motoborsaStreamCounts?: Counts };
const counts = (store.__motoborsaStreamCounts ??= { total: 0, byClient: new Map(), byUser: new Map() });

const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
};

/**
 * Takes one stream slot for this request or refuses with the Turkish 429 (before the stream's headers
 * are written). Returns the release, which is safe to call more than once; call it when the stream ends.
 */
export function claimStreamSlot(req: IncomingMessage, uid: string | null = null): () => void {
  const client = clientIp(req);
  const perInstance = config().LIVE_STREAMS_PER_INSTANCE ?? LIVE_STREAM_LIMITS.perInstance;
  const full =
    counts.total >= perInstance ||
    (counts.byClient.get(client) ?? 0) >= LIVE_STREAM_LIMITS.perClient ||
    (uid !== null && (counts.byUser.get(uid) ?? 0) >= LIVE_STREAM_LIMITS.perUser);
  if (full) throw new AppError("rate_limited", API_ERRORS.tooManyStreams);
  counts.total++;
  bump(counts.byClient, client, 1);
  if (uid !== null) bump(counts.byUser, uid, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    counts.total--;
    bump(counts.byClient, client, -1);
    if (uid !== null) bump(counts.byUser, uid, -1);
  };
}

/** Open streams of this instance (tests, diagnostics). */
export function openStreamCount(): number {
  return counts.total;
}
