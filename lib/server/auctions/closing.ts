import { closingOutcome } from "@/lib/auctions/rules";
import { getDb } from "../db";
import { withRetry } from "../db/retry";
import { activeAuctionBlocks, releaseBlock } from "../deposits/service";
import { createAuctionOrder } from "../orders/service";
import { logger } from "../logger";
import * as q from "./queries";
import type { AuctionRow } from "./queries";

/**
 * Closes one auction if it is due. Sold: an order for the winner (price + commission) and the
 * winner's block stays until the order is settled. Unsold: every block released. Safe to call from
 * any number of instances at once: only the caller whose locking read still finds it live and due does
 * anything, and what it does is the one closing rule, closingOutcome (lib/auctions/rules.ts).
 */
export async function closeAuction(id: number, now = new Date()): Promise<AuctionRow | null> {
  return withRetry(() =>
    getDb().transaction(async (tx) => {
      const due = await q.lockDueAuction(tx, id, now);
      if (!due) return null;
      const outcome = closingOutcome(due);
      const closed = await q.markClosed(tx, id, outcome.state, now);
      const blocks = await activeAuctionBlocks(tx, id);
      if (closed.state === "sold" && closed.leaderUid) {
        await createAuctionOrder(tx, { auctionId: id, vehicleId: closed.vehicleId, buyerUid: closed.leaderUid, price: closed.currentPrice, commission: outcome.commission! });
      }
      for (const block of blocks) {
        if (closed.state === "sold" && block.uid === closed.leaderUid) continue;
        await releaseBlock(tx, block, closed.state === "sold" ? "İhale kapandı" : "İhale satışsız kapandı");
      }
      return closed;
    }),
  );
}

let sweeping: Promise<void> | null = null;
let lastSweep = 0;

/** Starts due auctions and closes ended ones; overlapping calls in one process share one run. */
export function sweepAuctions(now = new Date()): Promise<void> {
  sweeping ??= (async () => {
    try {
      await q.activateDue(now);
      for (const id of await q.dueAuctionIds(now)) await closeAuction(id, now);
    } finally {
      lastSweep = Date.now();
      sweeping = null;
    }
  })();
  return sweeping;
}

/** The on-read check for lists: at most one sweep per second per process (the timer covers the rest). */
export async function sweepIfStale(): Promise<void> {
  if (Date.now() - lastSweep < 1000) return;
  await sweepAuctions().catch((error) => logger.error({ err: error }, "auction sweep failed"));
}

/** On-read check for one auction: start it or close it if its time has come. */
export async function settle(row: AuctionRow, now: Date): Promise<boolean> {
  if (row.state === "scheduled" && row.startsAt <= now) {
    await q.activateDue(now);
    if (row.endsAt <= now) await closeAuction(row.id, now);
    return true;
  }
  if (row.state === "live" && row.endsAt <= now) {
    await closeAuction(row.id, now);
    return true;
  }
  return false;
}

const CLOCK_KEY = "__motoborsaAuctionClock";

/** The closing timer every app instance runs (started from instrumentation.ts). */
export function startAuctionClock(intervalMs = 1000): void {
  const store = globalThis as typeof globalThis & { [CLOCK_KEY]?: NodeJS.Timeout };
  if (store[CLOCK_KEY]) return;
  const timer = setInterval(() => {
    sweepAuctions().catch((error) => logger.error({ err: error }, "auction sweep failed"));
  }, intervalMs);
  timer.unref();
  store[CLOCK_KEY] = timer;
}
