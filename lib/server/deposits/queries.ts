/** SQL of deposits (provision): requests, balances, the ledger's history and the deposit blocks. Balance changes: ledger.ts. */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { escapeLike } from "@/lib/server/db/like";
import { depositBlocks, provisionEntries, provisionRequests, staff, users } from "@/lib/server/db/schema";

type Queryable = Tx | ReturnType<typeof getDb>;

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
export async function insertRequest(
  uid: string,
  amount: number,
  referenceCode: string,
): Promise<ProvisionRequestRow | null> {
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

/** Who recorded a first approval (dual control), by name like the decider. */
const firstApproverName = sql<
  string | null
>`(select coalesce(nullif(fs.display_name, ''), fs.email) from staff fs where fs.uid = ${provisionRequests.firstApprovalBy})`;

export function requestsOf(uid: string, limit: number) {
  return getDb()
    .select({ request: provisionRequests, decidedByName: decider.name })
    .from(provisionRequests)
    .leftJoin(staff, eq(staff.uid, provisionRequests.decidedBy))
    .where(eq(provisionRequests.uid, uid))
    .orderBy(desc(provisionRequests.id))
    .limit(limit);
}

export async function balanceOf(q: Queryable, uid: string): Promise<{ total: number; blocked: number } | undefined> {
  const [row] = await q
    .select({ total: users.provisionTotal, blocked: users.provisionBlocked })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

export function ledgerOf(uid: string, limit: number) {
  return getDb()
    .select()
    .from(provisionEntries)
    .where(eq(provisionEntries.uid, uid))
    .orderBy(desc(provisionEntries.id))
    .limit(limit);
}

export async function pageOfRequests(query: {
  status?: ProvisionRequestStatus | "awaiting_second_approval";
  q?: string;
  page: number;
  pageSize: number;
}) {
  const db = getDb();
  const parts: SQL[] = [];
  if (query.status === "awaiting_second_approval")
    parts.push(eq(provisionRequests.status, "pending"), isNotNull(provisionRequests.firstApprovalBy));
  else if (query.status) parts.push(eq(provisionRequests.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(
      or(
        ilike(provisionRequests.referenceCode, like),
        sql`(${users.name} || ' ' || ${users.lastName}) ILIKE ${like}`,
        ilike(users.email, like),
      )!,
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  const rows = await db
    .select({
      request: provisionRequests,
      decidedByName: decider.name,
      firstApproverName,
      user: { name: users.name, lastName: users.lastName, email: users.email, phone: users.phone },
    })
    .from(provisionRequests)
    .innerJoin(users, eq(users.uid, provisionRequests.uid))
    .leftJoin(staff, eq(staff.uid, provisionRequests.decidedBy))
    .where(where)
    .orderBy(desc(provisionRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ n }] = await db
    .select({ n: count() })
    .from(provisionRequests)
    .innerJoin(users, eq(users.uid, provisionRequests.uid))
    .where(where);
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
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      receivedAmount: decision.receivedAmount ?? null,
      rejectReason: decision.rejectReason ?? null,
    })
    .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
    .returning();
  return row ?? null;
}

/**
 * Records the first of two approvals (dual control): the request stays pending and nothing is
 * credited. Conditional on a pending request without a first approval; the caller holds the row lock.
 */
export async function recordFirstApproval(
  tx: Tx,
  id: number,
  approval: { by: string; receivedAmount: number },
): Promise<ProvisionRequestRow | null> {
  const [row] = await tx
    .update(provisionRequests)
    .set({ firstApprovalBy: approval.by, firstApprovalAt: new Date(), firstReceivedAmount: approval.receivedAmount })
    .where(
      and(
        eq(provisionRequests.id, id),
        eq(provisionRequests.status, "pending"),
        isNull(provisionRequests.firstApprovalBy),
      ),
    )
    .returning();
  return row ?? null;
}

export async function requestStatus(tx: Tx, id: number): Promise<ProvisionRequestStatus | null> {
  const [row] = await tx
    .select({ status: provisionRequests.status })
    .from(provisionRequests)
    .where(eq(provisionRequests.id, id));
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

// ---------------------------------------------------------------- deposit blocks

export type BlockRow = typeof depositBlocks.$inferSelect;

/** The active blocks of an auction (the leader's while it runs, the winner's until the order is settled). */
export async function activeAuctionBlocks(q: Queryable, auctionId: number): Promise<BlockRow[]> {
  return q
    .select()
    .from(depositBlocks)
    .where(and(eq(depositBlocks.auctionId, auctionId), eq(depositBlocks.state, "active")));
}

/** The buyer's active block on a listing (at most one: deposit_blocks_one_active_listing). */
export async function activeListingBlocks(q: Queryable, listingId: number, uid: string): Promise<BlockRow[]> {
  return q
    .select()
    .from(depositBlocks)
    .where(and(eq(depositBlocks.listingId, listingId), eq(depositBlocks.uid, uid), eq(depositBlocks.state, "active")));
}

export async function insertListingBlock(
  tx: Tx,
  block: { listingId: number; uid: string; amount: number },
): Promise<void> {
  await tx.insert(depositBlocks).values(block);
}

/** Marks a block released; false when it was not active (so its ledger release must not run). */
export async function markBlockReleased(tx: Tx, blockId: number): Promise<boolean> {
  const rows = await tx
    .update(depositBlocks)
    .set({ state: "released", releasedAt: sql`now()` })
    .where(and(eq(depositBlocks.id, blockId), eq(depositBlocks.state, "active")))
    .returning({ id: depositBlocks.id });
  return rows.length === 1;
}

/** Marks a block captured (collected as a cayma bedeli); false when it was not active (so its ledger capture must not run). */
export async function markBlockCaptured(tx: Tx, blockId: number): Promise<boolean> {
  const rows = await tx
    .update(depositBlocks)
    .set({ state: "captured", releasedAt: sql`now()` })
    .where(and(eq(depositBlocks.id, blockId), eq(depositBlocks.state, "active")))
    .returning({ id: depositBlocks.id });
  return rows.length === 1;
}

/**
 * Writes the deposit blocks of a batch of bids: the active blocks it released, then the blocks it
 * placed, each either still active (the leader's) or already released again inside the batch.
 */
export async function writeBidBlocks(
  tx: Tx,
  auctionId: number,
  releasedIds: number[],
  placed: Array<{ uid: string; amount: number; active: boolean }>,
): Promise<void> {
  if (releasedIds.length > 0) {
    const rows = await tx
      .update(depositBlocks)
      .set({ state: "released", releasedAt: sql`now()` })
      .where(and(inArray(depositBlocks.id, releasedIds), eq(depositBlocks.state, "active")))
      .returning({ id: depositBlocks.id });
    // The blocks were read under the auction lock; one that is no longer active means the books disagree.
    if (rows.length !== releasedIds.length)
      throw new Error(`auction ${auctionId}: deposit blocks ${releasedIds.join(",")} were not all active`);
  }
  if (placed.length > 0) {
    await tx.insert(depositBlocks).values(
      placed.map((b) => ({
        auctionId,
        uid: b.uid,
        amount: b.amount,
        state: b.active ? ("active" as const) : ("released" as const),
        releasedAt: b.active ? null : sql`now()`,
      })),
    );
  }
}
