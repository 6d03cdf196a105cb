import { lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/index";
import { rateLimitBuckets } from "@/lib/server/db/schema";

/**
 * Counts one hit in the bucket for (key, window) and answers the new count. A single upsert, so
 * concurrent requests on any number of app instances each get a distinct count.
 */
export async function hit(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  return row.hits;
}

export async function pruneBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, before));
}
