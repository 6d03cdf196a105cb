import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db";

/** How many rows a table holds. */
export async function rowCount(table: PgTable): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(table);
  return n;
}

/** How many rows each table holds: taken before and after a refused request to prove it changed nothing. */
export async function countRows<K extends string>(tables: Record<K, PgTable>): Promise<Record<K, number>> {
  const counted = await Promise.all(
    Object.entries<PgTable>(tables).map(async ([name, table]) => [name, await rowCount(table)] as const),
  );
  return Object.fromEntries(counted) as Record<K, number>;
}
