import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/server/db/index";
import { provisionEntries, users } from "@/lib/server/db/schema";

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

export type Balance = { total: number; blocked: number };

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

/** A balance after one move, or null when the move's guard refuses it (the same rules as applyLedgerMove). */
export function balanceAfter(balance: Balance, kind: LedgerKind, amount: number): Balance | null {
  const available = balance.total - balance.blocked;
  switch (kind) {
    case "deposit":
      return { total: balance.total + amount, blocked: balance.blocked };
    case "withdrawal":
      return available >= amount ? { total: balance.total - amount, blocked: balance.blocked } : null;
    case "block":
      return available >= amount ? { total: balance.total, blocked: balance.blocked + amount } : null;
    case "release":
      return balance.blocked >= amount ? { total: balance.total, blocked: balance.blocked - amount } : null;
    case "capture":
      return balance.blocked >= amount ? { total: balance.total - amount, blocked: balance.blocked - amount } : null;
  }
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
  const values = sql.join(
    [...after].map(([uid, b]) => sql`(${uid}::text, ${b.total}::bigint, ${b.blocked}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${users} SET provision_total = v.total, provision_blocked = v.blocked, updated_at = now()
    FROM (VALUES ${values}) AS v(uid, total, blocked) WHERE ${users.uid} = v.uid`);
  await tx.insert(provisionEntries).values(
    moves.map((m) => ({
      uid: m.uid,
      kind: m.kind,
      amount: m.amount,
      refType: m.refType,
      refId: String(m.refId),
      note: m.note,
    })),
  );
  for (const [uid, b] of after) locked.set(uid, { ...locked.get(uid), ...b });
  return true;
}
