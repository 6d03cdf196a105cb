import { and, count, desc, eq } from "drizzle-orm";
import { getDb, type Tx } from "./index";
import { provisionEntries, provisionRequests, users } from "./schema";

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

export function requestsOf(uid: string, limit: number): Promise<ProvisionRequestRow[]> {
  return getDb().select().from(provisionRequests).where(eq(provisionRequests.uid, uid)).orderBy(desc(provisionRequests.id)).limit(limit);
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

export async function pageOfRequests(query: { status?: ProvisionRequestStatus; page: number; pageSize: number }) {
  const db = getDb();
  const where = query.status ? eq(provisionRequests.status, query.status) : undefined;
  const rows = await db
    .select({ request: provisionRequests, user: { name: users.name, lastName: users.lastName, email: users.email, phone: users.phone } })
    .from(provisionRequests)
    .innerJoin(users, eq(users.uid, provisionRequests.uid))
    .where(where)
    .orderBy(desc(provisionRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(provisionRequests).where(where);
  return { rows, total: n };
}

/**
 * Moves a pending request to its decision. Conditional on `pending`, so of many concurrent decisions
 * only one gets the row back; the others get null.
 */
export async function decidePendingRequest(
  tx: Tx,
  id: number,
  decision: { status: "approved" | "rejected"; decidedBy: string; rejectReason?: string },
): Promise<ProvisionRequestRow | null> {
  const [row] = await tx
    .update(provisionRequests)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: new Date(), rejectReason: decision.rejectReason ?? null })
    .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
    .returning();
  return row ?? null;
}

export async function requestStatus(tx: Tx, id: number): Promise<ProvisionRequestStatus | null> {
  const [row] = await tx.select({ status: provisionRequests.status }).from(provisionRequests).where(eq(provisionRequests.id, id));
  return row?.status ?? null;
}
