/**
 * The KVKK queues (lib/server/jobs.ts starts them): `kvkk-export` builds one export as soon as it
 * is requested; `kvkk-sweep` (each minute, one instance) catches what a lost job left, removes
 * archives past their 24 hours and retries Firebase deletions.
 */
import type PgBoss from "pg-boss";
import { buildDataExport, sweepKvkk } from "@/lib/server/kvkk/exports";

export const KVKK_EXPORT_QUEUE = "kvkk-export";
const KVKK_SWEEP_QUEUE = "kvkk-sweep";

type ExportJob = { exportId: number };

export async function createKvkkQueues(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(KVKK_EXPORT_QUEUE)))
    await boss.createQueue(KVKK_EXPORT_QUEUE, { name: KVKK_EXPORT_QUEUE, policy: "standard", retryLimit: 0 });
  if (!(await boss.getQueue(KVKK_SWEEP_QUEUE)))
    await boss.createQueue(KVKK_SWEEP_QUEUE, {
      name: KVKK_SWEEP_QUEUE,
      policy: "singleton",
      expireInSeconds: 300,
      retryLimit: 0,
    });
  await boss.schedule(KVKK_SWEEP_QUEUE, "* * * * *", {}, { singletonKey: "sweep" });
}

export async function startKvkkWorkers(boss: PgBoss): Promise<void> {
  await boss.work<ExportJob>(KVKK_EXPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await buildDataExport(job.data.exportId);
  });
  await boss.work(KVKK_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await sweepKvkk();
  });
}
