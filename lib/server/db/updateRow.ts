import type { SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/server/db/index";

/**
 * The row `where` picks, changed by `values` and answered as it now is (undefined when none matched,
 * like the first row of any select): the one statement of a domain's "change this record", taken
 * after its row lock (lockRow) where changes of one record must queue.
 */
export async function updateRow<T extends PgTable>(
  db: Db | Tx,
  table: T,
  where: SQL,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"]> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning();
  return row as T["$inferSelect"];
}
