/** SQL of staff accounts. */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { staff, users } from "@/lib/server/db/schema";

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffRow(uid: string): Promise<StaffRow | undefined> {
  const [row] = await getDb().select().from(staff).where(eq(staff.uid, uid));
  return row;
}

export async function activeStaffUids(tx: Tx, uids: string[]): Promise<string[]> {
  const rows = await tx
    .select({ uid: staff.uid })
    .from(staff)
    .where(and(inArray(staff.uid, uids), eq(staff.active, true)));
  return rows.map((r) => r.uid);
}

export async function listActiveStaff(): Promise<StaffRow[]> {
  return getDb().select().from(staff).where(eq(staff.active, true)).orderBy(asc(staff.createdAt), asc(staff.uid));
}

/**
 * Locks, in uid order, every active super staff member and the given rows (target and actor, active
 * or not). A change that could leave no super counts them under these locks, so two concurrent
 * demotions of the last two supers serialise: the second re-reads the first's rows after it commits
 * (its actor or target no longer super) and is refused.
 */
export async function lockSupersAnd(tx: Tx, uids: string[]): Promise<StaffRow[]> {
  return tx
    .select()
    .from(staff)
    .where(or(and(eq(staff.active, true), eq(staff.isSuper, true)), inArray(staff.uid, uids)))
    .orderBy(asc(staff.uid))
    .for("update");
}

export async function upsertStaff(
  tx: Tx,
  row: { uid: string; email: string; displayName: string; isSuper: boolean; roles: string[] },
): Promise<StaffRow> {
  const [saved] = await tx
    .insert(staff)
    .values({ ...row, active: true })
    .onConflictDoUpdate({
      target: staff.uid,
      set: { email: row.email, displayName: row.displayName, isSuper: row.isSuper, roles: row.roles, active: true },
    })
    .returning();
  return saved;
}

export async function setStaffRights(
  tx: Tx,
  uid: string,
  rights: { isSuper: boolean; roles: string[]; active?: boolean },
): Promise<StaffRow> {
  const [saved] = await tx.update(staff).set(rights).where(eq(staff.uid, uid)).returning();
  return saved;
}

/** The marketplace profile's name of an account, by its Firebase uid (staff-only accounts have none). */
export async function userNameByUid(uid: string): Promise<{ name: string; lastName: string } | undefined> {
  const [row] = await getDb()
    .select({ name: users.name, lastName: users.lastName })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}
