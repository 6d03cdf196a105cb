/**
 * Notification retention: rows older than NOTIFICATION_RETENTION_DAYS (lib/notifications/rules.ts)
 * are deleted by the hourly `notification-prune` queue (lib/server/jobs.ts starts it), in batches so
 * each delete is a short transaction beside the bid batch's outbox inserts.
 */
import { cronSweep } from "@/lib/server/jobQueue";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { NOTIFICATION_PRUNE_BATCH, NOTIFICATION_RETENTION_DAYS } from "@/lib/notifications/rules";

export const NOTIFICATION_PRUNE_QUEUE = "notification-prune";

/**
 * Deletes every notification created before `now` minus the retention period; answers how many.
 * A row still waiting for its e-mail (`pending`, `sending`) is deleted too: an e-mail about an event
 * half a year old is no longer worth sending.
 */
export async function pruneNotifications(
  now: Date = new Date(),
  batch: number = NOTIFICATION_PRUNE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    // The BRIN index on created_at finds the old block ranges without a scan of the whole table.
    const result = await getDb().execute(sql`
      DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE created_at < ${cutoff.toISOString()} LIMIT ${batch}
      )`);
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < batch) return total;
  }
}

// Hourly: a missed hour (no instance running) costs nothing; the next run deletes what is due.
export const notificationPruneSweep = cronSweep(
  NOTIFICATION_PRUNE_QUEUE,
  { cron: "7 * * * *", singletonKey: "prune", expireInSeconds: 3600, pollingIntervalSeconds: 5 },
  async () => {
    const deleted = await pruneNotifications();
    if (deleted) logger.info({ deleted, retentionDays: NOTIFICATION_RETENTION_DAYS }, "old notifications pruned");
  },
);
