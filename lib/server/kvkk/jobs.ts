/**
 * The KVKK queues (lib/server/jobs.ts starts them): `kvkk-export` builds one export as soon as it
 * is requested; `kvkk-sweep` (each minute, one instance) catches what a lost job left, removes
 * archives past their 24 hours and retries Firebase deletions.
 */
import type PgBoss from "pg-boss";
import { createCronQueue, createQueueOnce } from "@/lib/server/jobQueue";
import { buildDataExport, sweepKvkk } from "@/lib/server/kvkk/exports";

export const KVKK_EXPORT_QUEUE = "kvkk-export";
const KVKK_SWEEP_QUEUE = "kvkk-sweep";

type ExportJob = { exportId: number };

export async function createKvkkQueues(boss: PgBoss): Promise<void> {
  await createQueueOnce(boss, KVKK_EXPORT_QUEUE, { policy: "standard", retryLimit: 0 });
  await createCronQueue(boss, KVKK_SWEEP_QUEUE, { cron: "* * * * *", singletonKey: "sweep", expireInSeconds: 300 });
}

export async function startKvkkWorkers(boss: PgBoss): Promise<void> {
  await boss.work<ExportJob>(KVKK_EXPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await buildDataExport(job.data.exportId);
  });
  await boss.work(KVKK_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await sweepKvkk();
  });
}
