import { Client } from "pg";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";

/**
 * Runs `act` while another connection holds an uncommitted suspension of `uid` (what staff's
 * suspendUser writes), commits the suspension once `act`'s request waits on the user's row lock
 * (or has already answered, which is the race this exists to catch), and returns `act`'s result.
 */
export async function duringSuspension<T>(uid: string, reason: string, act: () => Promise<T>): Promise<T> {
  const staff = new Client({ connectionString: process.env.DATABASE_URL });
  await staff.connect();
  try {
    await staff.query("BEGIN");
    await staff.query(
      "UPDATE users SET suspended_at = now(), suspension_reason = $2, updated_at = now() WHERE uid = $1",
      [uid, reason],
    );
    let answered = false;
    const pending = act().finally(() => (answered = true));
    while (!answered && !(await waitsForUserRow())) await new Promise((resolve) => setTimeout(resolve, 20));
    await staff.query("COMMIT");
    return await pending;
  } finally {
    await staff.end();
  }
}

async function waitsForUserRow(): Promise<boolean> {
  const result = await getDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%from "users"%for share%'`,
  );
  return result.rows[0].n > 0;
}
