import type PgBoss from "pg-boss";
import { createCronQueue, createQueueOnce } from "@/lib/server/jobQueue";
import { OFFER_EXPIRY_QUEUE, OFFER_SWEEP_QUEUE, type OfferExpiryJob } from "@/lib/server/offers/jobs";
import { expireDueOffers, expireOffer } from "@/lib/server/offers/service";

/** Creates the offer queues and their cron (callers serialise this across instances: lib/server/jobs.ts). */
export async function createOfferQueues(boss: PgBoss): Promise<void> {
  await createCronQueue(boss, OFFER_SWEEP_QUEUE, { cron: "* * * * *", singletonKey: "sweep", expireInSeconds: 300 });
  await createQueueOnce(boss, OFFER_EXPIRY_QUEUE, { policy: "short" });
}

/**
 * A job may run late (no instance was up) or twice (a retry after a lost acknowledgement): expiring
 * is a conditional change under the offer's row lock, so a second run and a run racing an accept are no-ops.
 */
export async function startOfferWorkers(boss: PgBoss): Promise<void> {
  await boss.work(OFFER_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await expireDueOffers();
  });
  await boss.work<OfferExpiryJob>(OFFER_EXPIRY_QUEUE, { pollingIntervalSeconds: 2, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await expireOffer(job.data.offerId);
  });
  await expireDueOffers();
}
