import { sql } from "drizzle-orm";
import { afterAll } from "vitest";
import { getDb } from "@/lib/server/db";
import { startJobs, type JobRunner } from "@/lib/server/jobs";

/**
 * The app's job runner for the tests of the calling describe block: the returned `start` runs startJobs
 * (pg-boss, its schedules and workers, as the process starts them), and the runner is stopped after the
 * block.
 */
export function jobRunnerForBlock(): () => Promise<JobRunner> {
  let runner: JobRunner | null = null;
  afterAll(async () => {
    await runner?.stop();
  });
  return async () => (runner = await startJobs());
}

/** The cron expressions pg-boss holds for `queue` (what startJobs scheduled). */
export async function cronsOf(queue: string): Promise<string[]> {
  const schedules = await getDb().execute<{ cron: string }>(
    sql`SELECT cron FROM pgboss.schedule WHERE name = ${queue}`,
  );
  return schedules.rows.map((r) => r.cron);
}
