import type PgBoss from "pg-boss";
import { createCronQueue, createQueueOnce } from "@/lib/server/jobQueue";
import { closingOutcome } from "@/lib/auctions/rules";
import { getDb } from "@/lib/server/db";
import { withRetry } from "@/lib/server/db/retry";
import { activeAuctionBlocks, releaseBlock } from "@/lib/server/deposits/service";
import { createAuctionOrder } from "@/lib/server/orders/service";
import { logger } from "@/lib/server/logger";
import { openReserveOffer } from "@/lib/server/offers/service";
import { closingNotices } from "@/lib/notifications/labels";
import { AUCTION_LEDGER_NOTES } from "@/lib/auctions/labels";
import { auctionBiddersAndTitle, notifyMany, type NotificationInput } from "@/lib/server/notifications/service";
import * as q from "@/lib/server/auctions/queries";
import type { AuctionRow } from "@/lib/server/auctions/queries";

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
      let order: Awaited<ReturnType<typeof createAuctionOrder>>;
      if (closed.state === "sold" && closed.leaderUid) {
        order = await createAuctionOrder(tx, {
          auctionId: id,
          vehicleId: closed.vehicleId,
          buyerUid: closed.leaderUid,
          price: closed.currentPrice,
          commission: outcome.commission!,
        });
      }
      // Below the reserve: the top bidder may still buy at the reserve for 24 hours (PRODUCT §6.5), and
      // their deposit stays blocked for it.
      const offer = closed.state === "unsold" ? await openReserveOffer(tx, closed, now) : null;
      for (const block of blocks) {
        if (closed.state === "sold" && block.uid === closed.leaderUid) continue;
        if (offer && block.uid === offer.buyerUid) continue;
        await releaseBlock(
          tx,
          block,
          closed.state === "sold" ? AUCTION_LEDGER_NOTES.closedSold : AUCTION_LEDGER_NOTES.closedUnsold,
        );
      }
      // The result for every bidder, in the closing's own transaction (the outbox): the winner with
      // the order and its payment deadline, the others lost or, below the reserve, unsold.
      const { bidders, title } = await auctionBiddersAndTitle(tx, id);
      const ref = { auctionId: id, title };
      const notices: NotificationInput[] = bidders.map((uid): NotificationInput => {
        if (closed.state === "sold" && uid === closed.leaderUid && order) {
          return closingNotices.won({
            ...ref,
            uid,
            price: closed.currentPrice,
            commission: order.commission,
            orderId: order.id,
            paymentDueAt: order.paymentDueAt,
          });
        }
        if (offer && uid === offer.buyerUid)
          return closingNotices.reserveOffer({
            ...ref,
            uid,
            price: closed.currentPrice,
            offerId: offer.id,
            reserve: offer.price,
            expiresAt: offer.expiresAt,
          });
        return closed.state === "sold"
          ? closingNotices.lost({ ...ref, uid, price: closed.currentPrice })
          : closingNotices.reserveNotMet({ ...ref, uid, price: closed.currentPrice });
      });
      await notifyMany(tx, notices);
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

/** The on-read check for lists: at most one sweep per second per process (the job queue covers the rest). */
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

/** The on-read check by id: start or close the auction if its time has come. */
export async function settleById(id: number, now = new Date()): Promise<void> {
  const row = await q.findAuction(getDb(), id);
  if (row) await settle(row, now);
}

// ------------------------------------------------------------------ timed closing (pg-boss)

/** Every minute, on one instance (pg-boss cron): a full sweep, then the next minutes' due jobs. */
export const AUCTION_SWEEP_QUEUE = "auction-sweep";
/** One job per auction start or end, run at that moment by whichever instance fetches it first. */
export const AUCTION_DUE_QUEUE = "auction-due";
/** Starts and ends this far ahead get their job now, so the minute cron never makes one late. */
const PLAN_AHEAD_MS = 150_000;

type DueJob = { auctionId: number };

async function sendDue(boss: PgBoss, auctionId: number, at: Date): Promise<void> {
  // The queue's "short" policy keeps one queued job per key, so every instance and every sweep may
  // plan the same moment without a second job; an end moved by a late bid gets a key of its own.
  await boss.send(AUCTION_DUE_QUEUE, { auctionId } satisfies DueJob, {
    startAfter: at,
    singletonKey: `${auctionId}:${at.getTime()}`,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
  });
}

/** Plans a due job for every start and end within the next few minutes. */
export async function planDueAuctions(boss: PgBoss, now = new Date()): Promise<number> {
  const due = await q.upcomingTransitions(new Date(now.getTime() + PLAN_AHEAD_MS));
  for (const { id, at } of due) await sendDue(boss, id, at);
  return due.length;
}

/**
 * One auction's moment: start it and/or close it (closeAuction's conditional UPDATE makes a second
 * run a no-op). If a soft-close bid moved the end, the job plans the new end instead.
 */
export async function runDueAuction(boss: PgBoss, auctionId: number, now = new Date()): Promise<void> {
  const row = await q.findAuction(getDb(), auctionId);
  if (!row) return;
  if (row.state === "scheduled" && row.startsAt <= now) await q.activateDue(now);
  if ((row.state === "live" || row.state === "scheduled") && row.endsAt <= now) {
    await closeAuction(auctionId, now);
    return;
  }
  const after = await q.findAuction(getDb(), auctionId);
  if (after?.state === "scheduled") await sendDue(boss, auctionId, after.startsAt);
  else if (after?.state === "live") await sendDue(boss, auctionId, after.endsAt);
}

/** Creates the queues and the cron (callers serialise this across instances: see lib/server/jobs.ts). */
export async function createAuctionQueues(boss: PgBoss): Promise<void> {
  await createCronQueue(boss, AUCTION_SWEEP_QUEUE, { cron: "* * * * *", singletonKey: "sweep", expireInSeconds: 300 });
  await createQueueOnce(boss, AUCTION_DUE_QUEUE, { policy: "short" });
}

/** Starts this instance's workers on the auction queues. */
export async function startAuctionWorkers(boss: PgBoss): Promise<void> {
  await boss.work(AUCTION_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await sweepAuctions();
    await planDueAuctions(boss);
  });
  await boss.work<DueJob>(AUCTION_DUE_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await runDueAuction(boss, job.data.auctionId);
  });
  // An instance starting after an idle period (scale to zero) catches up at once.
  await sweepAuctions();
  await planDueAuctions(boss);
}
