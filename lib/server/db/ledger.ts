import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "./index";
import { provisionEntries, users } from "./schema";

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
      return { set: { provisionBlocked: sql`${users.provisionBlocked} - ${amount}` }, guard: gte(users.provisionBlocked, amount) };
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
