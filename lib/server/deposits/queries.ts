import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "../db/index";
import { escapeLike } from "../db/like";
import { provisionEntries, provisionRequests, staff, users } from "../db/schema";

export type ProvisionRequestRow = typeof provisionRequests.$inferSelect;
export type ProvisionRequestStatus = ProvisionRequestRow["status"];

export async function countPendingRequests(uid: string): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(provisionRequests)
    .where(and(eq(provisionRequests.uid, uid), eq(provisionRequests.status, "pending")));
  return n;
}

/** Inserts a request; null when the reference code is already taken (the caller draws another). */
export async function insertRequest(uid: string, amount: number, referenceCode: string): Promise<ProvisionRequestRow | null> {
  const [row] = await getDb()
    .insert(provisionRequests)
    .values({ uid, amount, referenceCode })
    .onConflictDoNothing({ target: provisionRequests.referenceCode })
    .returning();
  return row ?? null;
}

/** Who decided a request, as staff and the user see it: a staff member's name (or e-mail), never a uid. */
const decider = {
  name: sql<string | null>`coalesce(nullif(${staff.displayName}, ''), ${staff.email})`,
};

export function requestsOf(uid: string, limit: number) {
  return getDb()
    .select({ request: provisionRequests, decidedByName: decider.name })
    .from(provisionRequests)
    .leftJoin(staff, eq(staff.uid, provisionRequests.decidedBy))
    .where(eq(provisionRequests.uid, uid))
    .orderBy(desc(provisionRequests.id))
    .limit(limit);
}

export async function balanceOf(uid: string): Promise<{ total: number; blocked: number } | undefined> {
  const [row] = await getDb()
    .select({ total: users.provisionTotal, blocked: users.provisionBlocked })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

export function ledgerOf(uid: string, limit: number) {
  return getDb().select().from(provisionEntries).where(eq(provisionEntries.uid, uid)).orderBy(desc(provisionEntries.id)).limit(limit);
}

export async function pageOfRequests(query: { status?: ProvisionRequestStatus; q?: string; page: number; pageSize: number }) {
  const db = getDb();
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(provisionRequests.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(or(ilike(provisionRequests.referenceCode, like), sql`(${users.name} || ' ' || ${users.lastName}) ILIKE ${like}`, ilike(users.email, like))!);
  }
  const where = parts.length ? and(...parts) : undefined;
  const rows = await db
    .select({ request: provisionRequests, decidedByName: decider.name, user: { name: users.name, lastName: users.lastName, email: users.email, phone: users.phone } })
    .from(provisionRequests)
    .innerJoin(users, eq(users.uid, provisionRequests.uid))
    .leftJoin(staff, eq(staff.uid, provisionRequests.decidedBy))
    .where(where)
    .orderBy(desc(provisionRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(provisionRequests).innerJoin(users, eq(users.uid, provisionRequests.uid)).where(where);
  return { rows, total: n };
}

/**
 * Moves a pending request to its decision. Conditional on `pending`, so of many concurrent decisions
 * only one gets the row back; the others get null.
 */
export async function decidePendingRequest(
  tx: Tx,
  id: number,
  decision: { status: "approved" | "rejected"; decidedBy: string; receivedAmount?: number; rejectReason?: string },
): Promise<ProvisionRequestRow | null> {
  const [row] = await tx
    .update(provisionRequests)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: new Date(), receivedAmount: decision.receivedAmount ?? null, rejectReason: decision.rejectReason ?? null })
    .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
    .returning();
  return row ?? null;
}

export async function requestStatus(tx: Tx, id: number): Promise<ProvisionRequestStatus | null> {
  const [row] = await tx.select({ status: provisionRequests.status }).from(provisionRequests).where(eq(provisionRequests.id, id));
  return row?.status ?? null;
}

/** The request, row-locked for the rest of the transaction (a concurrent approval waits for it). */
export async function lockRequest(tx: Tx, id: number): Promise<ProvisionRequestRow | null> {
  const [row] = await tx.select().from(provisionRequests).where(eq(provisionRequests.id, id)).for("update");
  return row ?? null;
}

export async function markCancelled(tx: Tx, id: number, uid: string): Promise<ProvisionRequestRow> {
  const [row] = await tx
    .update(provisionRequests)
    .set({ status: "cancelled", decidedBy: uid, decidedAt: new Date() })
    .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
    .returning();
  return row;
}

/** A staff member's display name (or e-mail) for the answer of the decision they just made. */
export async function staffName(tx: Tx, uid: string): Promise<string | null> {
  const [row] = await tx.select({ name: decider.name }).from(staff).where(eq(staff.uid, uid));
  return row?.name ?? null;
}
