/**
 * Timed notifications of followed (and led) auctions, from the pg-boss queue (ARCHITECTURE §5), never from
 * in-process timers: "a followed auction started" and "ends within 1 hour / 10 minutes". A minute cron
 * plans one job per moment (start, end − 60 min, end − 10 min) in the next minutes and also catches up
 * whatever a job missed (an instance down, an end moved by a late bid). Each reminder is written with a
 * dedupe key per auction, window and user, so the job, the cron and a second instance together still
 * notify once.
 */
import type PgBoss from "pg-boss";
import { createCronQueue, createQueueOnce } from "@/lib/server/jobQueue";
import { vehicleTitle } from "@/lib/vehicles/labels";
import { FOLLOW_REMINDERS } from "@/lib/watchlist/labels";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyMany, type NotificationInput } from "@/lib/server/notifications/outbox";
import * as q from "@/lib/server/watchlist/queries";

export const FOLLOW_SWEEP_QUEUE = "follow-sweep";
export const FOLLOW_DUE_QUEUE = "follow-due";
/** Moments this far ahead get their job now (the cron runs every minute). */
const PLAN_AHEAD_MS = 150_000;

type DueJob = { auctionId: number };

function startedNotice(r: q.ReminderRow): NotificationInput {
  const title = vehicleTitle(r);
  return {
    userId: r.userId,
    kind: "followed_auction_started",
    title: FOLLOW_REMINDERS.startedTitle,
    body: FOLLOW_REMINDERS.startedBody(title, r.endsAt),
    link: `/ihaleler/${r.auctionId}`,
    data: { auctionId: r.auctionId },
    dedupeKey: `followed_auction_started:${r.auctionId}:${r.userId}`,
  };
}

function endingNotice(r: q.ReminderRow): NotificationInput {
  return {
    userId: r.userId,
    kind: "auction_ending_soon",
    title: FOLLOW_REMINDERS.endingTitle(r.window),
    body: FOLLOW_REMINDERS.endingBody(vehicleTitle(r), r.endsAt, r.leading),
    link: `/ihaleler/${r.auctionId}`,
    data: { auctionId: r.auctionId, minutes: r.window, endsAt: r.endsAt.toISOString() },
    dedupeKey: `auction_ending_soon:${r.auctionId}:${r.window}:${r.userId}`,
  };
}

/**
 * Writes the start and ending-soon reminders now due, for one auction or (null) for all; answers how
 * many were written. Safe to run any number of times and from any number of instances.
 */
export async function sendFollowReminders(auctionId: number | null, now = new Date()): Promise<number> {
  return getDb().transaction(async (tx) => {
    const started = await q.startedRecipients(tx, auctionId, now);
    const ending = await q.endingSoonRecipients(tx, auctionId, now);
    const ids = await notifyMany(tx, [...started.map(startedNotice), ...ending.map(endingNotice)]);
    return ids.length;
  });
}

/** Plans a job at every reminder moment of the next few minutes (singleton key per auction and moment). */
export async function planFollowMoments(boss: PgBoss, now = new Date()): Promise<number> {
  const moments = await q.upcomingMoments(new Date(now.getTime() - 1_000), new Date(now.getTime() + PLAN_AHEAD_MS));
  for (const { id, at } of moments) {
    await boss.send(FOLLOW_DUE_QUEUE, { auctionId: id } satisfies DueJob, {
      startAfter: at,
      singletonKey: `${id}:${at.getTime()}`,
      retryLimit: 5,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 120,
    });
  }
  return moments.length;
}

/** Creates the queues and the cron (serialised across instances by lib/server/jobs.ts). */
export async function createFollowQueues(boss: PgBoss): Promise<void> {
  await createCronQueue(boss, FOLLOW_SWEEP_QUEUE, { cron: "* * * * *", singletonKey: "sweep", expireInSeconds: 300 });
  await createQueueOnce(boss, FOLLOW_DUE_QUEUE, { policy: "short" });
}

async function sweep(boss: PgBoss): Promise<void> {
  await sendFollowReminders(null);
  await planFollowMoments(boss);
}

export async function startFollowWorkers(boss: PgBoss): Promise<void> {
  await boss.work(FOLLOW_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, () => sweep(boss));
  await boss.work<DueJob>(FOLLOW_DUE_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await sendFollowReminders(job.data.auctionId);
  });
  // An instance starting after an idle period catches up at once.
  await sweep(boss).catch((error) => logger.error({ err: error }, "follow reminders sweep failed"));
}
