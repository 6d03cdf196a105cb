import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/server/db/index";

/**
 * The one row `where` picks, locked FOR UPDATE until the transaction ends: the lock every change of a
 * domain's record takes first, so two changes of one record run one after the other.
 */
export async function lockRow<T extends PgTable>(tx: Tx, table: T, where: SQL): Promise<T["$inferSelect"] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for("update");
  return row as T["$inferSelect"] | undefined;
}
