import { Client } from "pg";
import PgBoss from "pg-boss";
import { createAuctionQueues, planDueAuctions, startAuctionWorkers } from "@/lib/server/auctions/closing";
import { databaseDirectUrl } from "@/lib/server/db";
import { createFollowQueues, planFollowMoments, startFollowWorkers } from "@/lib/server/watchlist/reminders";
import { invoiceSubmitSweep } from "@/lib/server/invoices/submission";
import { createKvkkQueues, startKvkkWorkers } from "@/lib/server/kvkk/jobs";
import { logger } from "@/lib/server/logger";
import { createOfferQueues, startOfferWorkers } from "@/lib/server/offers/workers";
import { createNotificationQueues, startEmailWorker, type EmailWorker } from "@/lib/server/notifications/delivery";
import { notificationPruneSweep } from "@/lib/server/notifications/retention";

/**
 * Timed and background work runs from pg-boss on the app's own PostgreSQL (ARCHITECTURE §5): any number
 * of instances share the queues, each job is fetched by exactly one of them (SKIP LOCKED), the
 * cron fires once per minute across all of them, and with no instance running the jobs simply
 * wait in the table (the on-read closing in auctions/closing.ts covers a page viewed meanwhile).
 */
export type JobRunner = { boss: PgBoss; stop(): Promise<void> };

type BossStep = (boss: PgBoss) => Promise<void>;

/** Each domain's queues (created one instance at a time, below) and then its workers, in this order. */
const JOB_DOMAINS: Array<{ create: BossStep; start?: BossStep }> = [
  { create: createAuctionQueues, start: startAuctionWorkers },
  // Its e-mail worker starts on its own (startEmailWorker below).
  { create: createNotificationQueues },
  { create: createFollowQueues, start: startFollowWorkers },
  { create: createKvkkQueues, start: startKvkkWorkers },
  { create: createOfferQueues, start: startOfferWorkers },
  notificationPruneSweep,
  invoiceSubmitSweep,
];

export async function startJobs(connectionString: string = databaseDirectUrl()): Promise<JobRunner> {
  // The direct address: pg-boss relies on advisory locks and session state a pooler does not keep.
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 4, application_name: "motoborsa-jobs" });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  // Instances starting together deadlock in pg-boss's schema and queue creation (seen in
  // tests/integration/manyInstances.test.ts): one at a time under an advisory lock.
  const lock = new Client({ connectionString });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(727002)");
    await boss.start();
    for (const { create } of JOB_DOMAINS) await create(boss);
  } finally {
    await lock.query("SELECT pg_advisory_unlock(727002)").catch(() => undefined);
    await lock.end();
  }
  for (const { start } of JOB_DOMAINS) await start?.(boss);
  // E-mail from the notification outbox. A failure to start it (its LISTEN connection) is logged and
  // leaves this instance without e-mail; it is never a reason to stop the auctions' jobs.
  const email: EmailWorker | null = await startEmailWorker(boss).catch((error) => {
    logger.error({ err: error }, "notification e-mail worker could not start");
    return null;
  });
  return {
    boss,
    // Graceful: running jobs finish (up to the timeout); what is left is retried by any instance.
    stop: async () => {
      await email?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

const store = globalThis as typeof globalThis & { __motoborsaJobs?: Promise<JobRunner | null> };

/** The process's job runner (instrumentation.ts); a failure is logged, pages keep serving. */
export function startJobsOnce(): Promise<JobRunner | null> {
  store.__motoborsaJobs ??= startJobs().catch((error) => {
    logger.error({ err: error }, "job queue could not start");
    return null;
  });
  return store.__motoborsaJobs;
}

export async function stopJobs(): Promise<void> {
  const runner = await store.__motoborsaJobs;
  store.__motoborsaJobs = undefined;
  await runner?.stop();
}

/**
 * After staff open or reschedule an auction: plan its start/end jobs now. The minute cron plans only
 * 150 s ahead, so an auction set to end within that window would otherwise close up to a minute late
 * (or when someone views it). Planning is idempotent (one job per auction and moment).
 */
export function planDueSoon(): void {
  void store.__motoborsaJobs
    ?.then((runner) => runner && Promise.all([planDueAuctions(runner.boss), planFollowMoments(runner.boss)]))
    .catch((error) => logger.error({ err: error }, "planning auction jobs failed"));
}
