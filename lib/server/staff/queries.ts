/** SQL of staff accounts. */
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "../db/index";
import { staff } from "../db/schema";

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffRow(uid: string): Promise<StaffRow | undefined> {
  const [row] = await getDb().select().from(staff).where(eq(staff.uid, uid));
  return row;
}

export async function activeStaffUids(tx: Tx, uids: string[]): Promise<string[]> {
  const rows = await tx.select({ uid: staff.uid }).from(staff).where(and(inArray(staff.uid, uids), eq(staff.active, true)));
  return rows.map((r) => r.uid);
}
