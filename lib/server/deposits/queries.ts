/** SQL of deposits (provision): requests, balances, the ledger (its moves and history) and the deposit blocks. */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql } from "drizzle-orm";
import { balanceAfter, type Balance } from "@/lib/deposits/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { firstApproverName, moneyQueuePage, staffDisplayName, type QueueStatus } from "@/lib/server/db/dualControl";
import { ownerContactColumns, ownerMatches } from "@/lib/server/accounts/owner";
import { depositBlocks, provisionEntries, provisionRequests, staff, users } from "@/lib/server/db/schema";
import { lockRow } from "@/lib/server/db/lockRow";

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

export function requestsOf(uid: string, limit: number) {
  return getDb()
    .select({ request: provisionRequests, decidedByName: staffDisplayName })
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

/** A user's ledger rows, newest first; all of them without `limit`. */
export function ledgerOf(uid: string, limit?: number) {
  const rows = getDb()
    .select()
    .from(provisionEntries)
    .where(eq(provisionEntries.uid, uid))
    .orderBy(desc(provisionEntries.id))
    .$dynamic();
  return limit === undefined ? rows : rows.limit(limit);
}

export function pageOfRequests(query: {
  status?: QueueStatus<ProvisionRequestStatus>;
  q?: string;
  page: number;
  pageSize: number;
}) {
  const columns = {
    request: provisionRequests,
    decidedByName: staffDisplayName,
    firstApproverName: firstApproverName(provisionRequests.firstApprovalBy),
    user: ownerContactColumns,
  };
  return moneyQueuePage(provisionRequests, columns, query, (like) => [
    ilike(provisionRequests.referenceCode, like),
    ...ownerMatches(like),
  ]);
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
  return (await lockRow(tx, provisionRequests, eq(provisionRequests.id, id))) ?? null;
}

export async function markCancelled(tx: Tx, id: number, uid: string): Promise<ProvisionRequestRow> {
  const [row] = await tx
    .update(provisionRequests)
    .set({ status: "cancelled", decidedBy: uid, decidedAt: new Date() })
    .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
    .returning();
  return row;
}

export { staffName } from "@/lib/server/db/dualControl";

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

export async function insertAuctionBlock(
  tx: Tx,
  block: { auctionId: number; uid: string; amount: number },
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
    // One array per column (unnest): the statement's text and parameter count stay the same whatever
    // the batch size, which keeps a busy auction's batch cheap to build and to plan.
    await tx.execute(sql`
      INSERT INTO ${depositBlocks} (auction_id, uid, amount, state, released_at)
      SELECT ${auctionId}::bigint, p.uid, p.amount, p.state::deposit_block_state, CASE WHEN p.state = 'active' THEN NULL ELSE now() END
      FROM unnest(${sql.param(placed.map((b) => b.uid))}::text[], ${sql.param(placed.map((b) => b.amount))}::bigint[],
        ${sql.param(placed.map((b) => (b.active ? "active" : "released")))}::text[]) AS p(uid, amount, state)`);
  }
}

// The ledger: balance changes and their rows.

export type { Balance };

export type LedgerKind = (typeof provisionEntries.$inferInsert)["kind"];

export type LedgerMove = {
  uid: string;
  kind: LedgerKind;
  amount: number;
  refType: string;
  refId: string | number;
  note?: string;
};

const available = sql`${users.provisionTotal} - ${users.provisionBlocked}`;

/** How each kind changes the cached balances, and what must hold before it may apply. */
function balanceChange(kind: LedgerKind, amount: number) {
  switch (kind) {
    case "deposit":
      return { set: { provisionTotal: sql`${users.provisionTotal} + ${amount}` }, guard: undefined };
    case "withdrawal":
      return { set: { provisionTotal: sql`${users.provisionTotal} - ${amount}` }, guard: gte(available, amount) };
    case "block":
      return { set: { provisionBlocked: sql`${users.provisionBlocked} + ${amount}` }, guard: gte(available, amount) };
    case "release":
      return {
        set: { provisionBlocked: sql`${users.provisionBlocked} - ${amount}` },
        guard: gte(users.provisionBlocked, amount),
      };
    case "capture":
      return {
        set: {
          provisionTotal: sql`${users.provisionTotal} - ${amount}`,
          provisionBlocked: sql`${users.provisionBlocked} - ${amount}`,
        },
        guard: gte(users.provisionBlocked, amount),
      };
  }
}

/**
 * Applies one ledger movement: the balance update and its ledger row in the caller's transaction.
 * The guarded UPDATE is the double-spend gate: it changes nothing (and answers false) when the
 * balance does not allow the move, so two concurrent blocks can never both take the same lira.
 */
export async function applyLedgerMove(tx: Tx, move: LedgerMove): Promise<boolean> {
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0) throw new Error(`invalid ledger amount ${move.amount}`);
  const { set, guard } = balanceChange(move.kind, move.amount);
  const updated = await tx
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(guard ? and(eq(users.uid, move.uid), guard) : eq(users.uid, move.uid))
    .returning({ uid: users.uid });
  if (updated.length === 0) return false;
  await tx.insert(provisionEntries).values({
    uid: move.uid,
    kind: move.kind,
    amount: move.amount,
    refType: move.refType,
    refId: String(move.refId),
    note: move.note,
  });
  return true;
}

/** A locked balance with the user's suspension reason (null when not suspended), read in the same statement. */
export type LockedBalance = Balance & { suspensionReason: string | null };

/**
 * Locks the balance rows of several users (uid order, so two callers never wait on each other in
 * opposite order) and answers them. Users without a row are missing from the map. The suspension
 * comes with the lock so the bid batch refuses a suspended bidder without another round trip, and a
 * suspension (an UPDATE of the same row) cannot slip between the check and the bid.
 */
export async function lockBalances(tx: Tx, uids: string[]): Promise<Map<string, LockedBalance>> {
  const unique = [...new Set(uids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({
      uid: users.uid,
      total: users.provisionTotal,
      blocked: users.provisionBlocked,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(inArray(users.uid, unique))
    .orderBy(asc(users.uid))
    .for("update");
  return new Map(
    rows.map((r) => [r.uid, { total: r.total, blocked: r.blocked, suspensionReason: r.suspensionReason }]),
  );
}

/**
 * Applies many ledger moves in order against balances the caller locked with lockBalances in this
 * transaction: every move is checked with the same guard as applyLedgerMove, one after the other,
 * and then all of them are written in two statements (the balances and one ledger row per move).
 * Answers false, writing nothing, when any move is refused. This is what lets a batch of bids on
 * one auction hold its row lock for a fixed number of round trips instead of two per move.
 */
export async function applyLedgerMoves(tx: Tx, locked: Map<string, Balance>, moves: LedgerMove[]): Promise<boolean> {
  if (moves.length === 0) return true;
  const after = new Map<string, Balance>();
  for (const move of moves) {
    if (!Number.isSafeInteger(move.amount) || move.amount <= 0) throw new Error(`invalid ledger amount ${move.amount}`);
    const current = after.get(move.uid) ?? locked.get(move.uid);
    if (!current) throw new Error(`ledger move for ${move.uid} without its locked balance`);
    const next = balanceAfter(current, move.kind, move.amount);
    if (!next) return false;
    after.set(move.uid, next);
  }
  // One array parameter per column (unnest) rather than a tuple per row: a bid batch moves a few
  // hundred rows, and building and planning that many parameters was a measurable share of each bid.
  const balances = [...after];
  await tx.execute(sql`
    UPDATE ${users} SET provision_total = v.total, provision_blocked = v.blocked, updated_at = now()
    FROM unnest(${sql.param(balances.map(([uid]) => uid))}::text[], ${sql.param(balances.map(([, b]) => b.total))}::bigint[],
      ${sql.param(balances.map(([, b]) => b.blocked))}::bigint[]) AS v(uid, total, blocked)
    WHERE ${users.uid} = v.uid`);
  // unnest keeps the arrays' order, so the entries' ids follow the moves' order as before.
  await tx.execute(sql`
    INSERT INTO ${provisionEntries} (uid, kind, amount, ref_type, ref_id, note)
    SELECT e.uid, e.kind::provision_entry_kind, e.amount, e.ref_type, e.ref_id, e.note
    FROM unnest(${sql.param(moves.map((m) => m.uid))}::text[], ${sql.param(moves.map((m) => m.kind))}::text[],
      ${sql.param(moves.map((m) => m.amount))}::bigint[], ${sql.param(moves.map((m) => m.refType))}::text[],
      ${sql.param(moves.map((m) => String(m.refId)))}::text[], ${sql.param(moves.map((m) => m.note ?? null))}::text[])
      WITH ORDINALITY AS e(uid, kind, amount, ref_type, ref_id, note, n)
    ORDER BY e.n`);
  for (const [uid, b] of after) locked.set(uid, { ...locked.get(uid), ...b });
  return true;
}
