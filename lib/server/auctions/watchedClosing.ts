import type { AuctionLive } from "@/lib/auctions/types";
import { logger } from "@/lib/server/logger";
import { settleById } from "@/lib/server/auctions/closing";

/**
 * An auction someone is watching starts and closes on time. The job queue runs due work within
 * about a second once it is planned, but an auction whose end was set (or moved by SQL, an import)
 * after the last planning round waits for the minute cron; the instance serving its event streams
 * closes it at its moment instead. closeAuction is idempotent, so this and the job never clash.
 */
type Timer = { at: number; handle: NodeJS.Timeout };
const store = globalThis as typeof globalThis & { __motoborsaWatchedTimers?: Map<number, Timer> };
const timers = (store.__motoborsaWatchedTimers ??= new Map());

/** Keeps one timer per watched auction at its next moment (start or end), following every new state. */
export function watchTransition(live: AuctionLive): void {
  // "ended" without a result: its time has passed but nobody has closed it yet, so at once.
  const unclosed = live.status === "ended" && live.result === null;
  const next = live.status === "upcoming" ? live.startsAt : live.status === "live" || unclosed ? live.endsAt : null;
  const at = next ? new Date(next).getTime() : null;
  const current = timers.get(live.id);
  if (current && current.at === at) return;
  if (current) clearTimeout(current.handle);
  timers.delete(live.id);
  if (at === null) return;
  const handle = setTimeout(
    () => {
      timers.delete(live.id);
      settleById(live.id).catch((error) =>
        logger.error({ err: error, auctionId: live.id }, "watched auction settle failed"),
      );
    },
    Math.max(0, at - Date.now()) + 100,
  );
  handle.unref();
  timers.set(live.id, { at, handle });
}
