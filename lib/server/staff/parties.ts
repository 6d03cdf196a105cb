import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/server/db/index";

/**
 * `uid` when `party` (a domain's party SQL for `uid`) holds on the record `where` picks, else
 * nothing: the parties assertNotOwnRecord checks (separation of duties, issue 21).
 */
export async function partiesAmong(
  q: Db | Tx,
  table: PgTable,
  where: SQL,
  party: SQL<boolean>,
  uid: string,
): Promise<string[]> {
  const [row] = await q.select({ party }).from(table).where(where);
  return row?.party ? [uid] : [];
}
