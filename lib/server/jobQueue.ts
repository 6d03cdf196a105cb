import type PgBoss from "pg-boss";
import { logger } from "@/lib/server/logger";

/**
 * The process's running job queue as lib/server/jobs.ts keeps it on globalThis, seen from services
 * that only send work. A separate module so that a service whose worker jobs.ts starts does not
 * import jobs.ts back (an import cycle).
 */
type Runner = { boss: { send(name: string, data: object, options?: object): Promise<unknown> } } | null;
const store = globalThis as typeof globalThis & { __motoborsaJobs?: Promise<Runner> };

/**
 * After commit: a job for work someone waits for (a data export). Without a running job queue (a
 * test, a failed start) nothing is sent; the queue's own sweep picks the work up from its table.
 */
export function sendJobSoon(queue: string, data: object, options?: object): void {
  void store.__motoborsaJobs
    ?.then((runner) => runner?.boss.send(queue, data, options))
    .catch((error) => logger.error({ err: error, queue }, "sending a job failed"));
}

/** Creates a queue unless it exists (queue creation is serialised across instances by lib/server/jobs.ts). */
export async function createQueueOnce(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">): Promise<void> {
  if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
}

/**
 * A sweep on a cron: a singleton queue (a run still going is never doubled), no retries (the next
 * tick is the retry), its run expired after `expireInSeconds`.
 */
export async function createCronQueue(
  boss: PgBoss,
  name: string,
  schedule: { cron: string; singletonKey: string; expireInSeconds: number },
): Promise<void> {
  await createQueueOnce(boss, name, { policy: "singleton", expireInSeconds: schedule.expireInSeconds, retryLimit: 0 });
  await boss.schedule(name, schedule.cron, {}, { singletonKey: schedule.singletonKey });
}

/**
 * A sweep on a cron (createCronQueue) and its worker, which runs `run` on every tick it fetches:
 * `create` and `start` for lib/server/jobs.ts.
 */
export function cronSweep(
  name: string,
  schedule: { cron: string; singletonKey: string; expireInSeconds: number; pollingIntervalSeconds: number },
  run: () => Promise<unknown>,
) {
  const { pollingIntervalSeconds, ...cron } = schedule;
  return {
    create: (boss: PgBoss) => createCronQueue(boss, name, cron),
    start: async (boss: PgBoss) => {
      await boss.work(name, { pollingIntervalSeconds }, async () => {
        await run();
      });
    },
  };
}
