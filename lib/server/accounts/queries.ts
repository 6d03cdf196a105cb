/** SQL of user accounts: profiles, and what the services that serve a user's requests (Borsa'da Sat, Nakliye) read. */
import { and, sql, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { users, withdrawals } from "@/lib/server/db/schema";

import { ownerColumns, type OwnerRow } from "@/lib/server/accounts/owner";
import { updateRow } from "@/lib/server/db/updateRow";

type Queryable = Db | Tx;

export async function owner(db: Queryable, uid: string): Promise<OwnerRow | undefined> {
  const [row] = await db.select(ownerColumns).from(users).where(eq(users.uid, uid));
  return row;
}

/**
 * Serialises one user's submissions (both services) for the rest of the transaction, so a
 * double-clicked form cannot slip past the open-request cap. An advisory lock, not the users row,
 * so balance updates on that row never wait for it.
 */
export async function lockSubmitter(tx: Tx, scope: string, uid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${scope}:${uid}`}))`);
}

/**
 * The suspension reason of a user, or null when they are not suspended (or have no profile).
 * `share`: FOR SHARE on the user's row, so a suspension (an UPDATE of that row) waits for the
 * caller's transaction, or the caller waits for it and then reads the committed reason.
 */
export async function suspensionReason(db: Queryable, uid: string, share = false): Promise<string | null> {
  const select = db.select({ reason: users.suspensionReason }).from(users).where(eq(users.uid, uid));
  const [row] = share ? await select.for("share") : await select;
  return row?.reason ?? null;
}

/**
 * The profile's name under the users row lock (the one a withdrawal request takes), then whether a
 * withdrawal of the user is pending: a name change and a withdrawal request cannot pass each other.
 * Two statements on purpose: a subquery in the locking statement would read the snapshot taken
 * before it waited for the lock and miss a withdrawal committed meanwhile.
 */
export async function lockNameForUpdate(
  tx: Tx,
  uid: string,
): Promise<{ name: string; lastName: string; pendingWithdrawal: boolean } | undefined> {
  const [row] = await tx
    .select({ name: users.name, lastName: users.lastName })
    .from(users)
    .where(eq(users.uid, uid))
    .for("update");
  if (!row) return undefined;
  const [pending] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.uid, uid), eq(withdrawals.status, "pending")))
    .limit(1);
  return { ...row, pendingWithdrawal: pending !== undefined };
}

export type ProfileRow = typeof users.$inferSelect;
export type NewProfile = Pick<
  typeof users.$inferInsert,
  "uid" | "email" | "name" | "lastName" | "phone" | "city" | "kvkkAcceptedAt" | "membershipAcceptedAt"
>;
export type ProfileChange = Pick<typeof users.$inferInsert, "name" | "lastName" | "phone" | "city">;

export async function profile(db: Queryable, uid: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row;
}

export async function setProfileEmail(db: Queryable, uid: string, email: string): Promise<ProfileRow | undefined> {
  const [row] = await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.uid, uid)).returning();
  return row;
}

/** Undefined when the uid already has a profile. */
export async function insertProfile(db: Queryable, values: NewProfile): Promise<ProfileRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.uid }).returning();
  return row;
}

export async function updateProfileFields(
  db: Queryable,
  uid: string,
  change: ProfileChange,
): Promise<ProfileRow | undefined> {
  return updateRow(db, users, eq(users.uid, uid), { ...change, updatedAt: sql`now()` });
}

/**
 * KVKK account deletion: the profile's personal columns overwritten; the row stays as the anonymous
 * owner of the ledger and orders (the balance columns are untouched). A suspension keeps its time,
 * its free-text reason goes.
 */
export async function anonymiseProfile(tx: Tx, uid: string, displayName: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email: "",
      name: displayName,
      lastName: "",
      phone: "",
      city: "",
      suspensionReason: sql`CASE WHEN ${users.suspendedAt} IS NULL THEN NULL ELSE '' END`,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.uid, uid));
}
