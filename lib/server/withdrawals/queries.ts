/** SQL of provision withdrawals. Balance changes go through the deposits service's ledger moves in the service's transaction. */
import { and, count, desc, eq, ilike, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/index";
import { escapeLike } from "@/lib/server/db/like";
import {
  firstApproverName,
  moneyQueuePage,
  staffDisplayName,
  staffName,
  type QueueStatus,
} from "@/lib/server/db/dualControl";
import { ownerContactColumns, ownerMatches } from "@/lib/server/accounts/owner";
import { outerColumn } from "@/lib/server/db/outerColumn";
import { users, withdrawals } from "@/lib/server/db/schema";
import { pageWithTotal } from "@/lib/server/db/paging";
import { lockRow } from "@/lib/server/db/lockRow";

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow["status"];

/** The profile's name and whether it exists, under the balance row lock the request takes. */
export async function lockOwner(tx: Tx, uid: string) {
  const [row] = await tx
    .select({
      name: users.name,
      lastName: users.lastName,
      total: users.provisionTotal,
      blocked: users.provisionBlocked,
    })
    .from(users)
    .where(eq(users.uid, uid))
    .for("update");
  return row;
}

export async function countPending(tx: Tx, uid: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.uid, uid), eq(withdrawals.status, "pending")));
  return n;
}

export async function insertWithdrawal(
  tx: Tx,
  values: { uid: string; amount: number; iban: string; accountName: string },
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row;
}

export async function findWithdrawal(db: Db | Tx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Whether this user has been paid to this IBAN before (the new-IBAN hold: lib/deposits/rules.ts). */
export async function ibanPaidBefore(tx: Tx, uid: string, iban: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.uid, uid), eq(withdrawals.iban, iban), eq(withdrawals.status, "paid")))
    .limit(1);
  return row !== undefined;
}

/** The same, per row of a withdrawals select (correlated; served by withdrawals_uid_idx). */
const ibanPaidBeforeColumn = sql<boolean>`EXISTS (SELECT 1 FROM ${withdrawals} prior WHERE prior.uid = ${outerColumn(withdrawals.uid)} AND prior.iban = ${outerColumn(withdrawals.iban)} AND prior.status = 'paid')`;

export function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow | undefined> {
  return lockRow(tx, withdrawals, eq(withdrawals.id, id));
}

export async function decide(
  tx: Tx,
  id: number,
  change: {
    status: "paid" | "rejected" | "cancelled";
    decidedBy: string;
    rejectReason?: string;
    paymentReference?: string;
  },
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...change, decidedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending")))
    .returning();
  return row;
}

/**
 * Records the first of two approvals of a payment (dual control): the withdrawal stays pending and
 * its hold stays blocked. Conditional on pending without a first approval; the caller holds the row lock.
 */
export async function recordFirstApproval(
  tx: Tx,
  id: number,
  approval: { by: string; paymentReference?: string },
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      firstApprovalBy: approval.by,
      firstApprovalAt: sql`now()`,
      firstPaymentReference: approval.paymentReference ?? null,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending"), isNull(withdrawals.firstApprovalBy)))
    .returning();
  return row;
}

export async function approverName(tx: Tx, uid: string | null): Promise<string | null> {
  return uid ? staffName(tx, uid) : null;
}

export { staffName };

export async function pageOfMine(uid: string, page: number, pageSize: number) {
  const db = getDb();
  const where = eq(withdrawals.uid, uid);
  return pageWithTotal(
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)),
    db.select({ n: count() }).from(withdrawals).where(where),
    { page, pageSize },
  );
}

export function pageOfAll(query: {
  status?: QueueStatus<WithdrawalStatus>;
  q?: string;
  page: number;
  pageSize: number;
}) {
  const columns = {
    withdrawal: withdrawals,
    decidedByName: staffDisplayName,
    firstApproverName: firstApproverName(withdrawals.firstApprovalBy),
    ibanPaidBefore: ibanPaidBeforeColumn,
    user: ownerContactColumns,
  };
  return moneyQueuePage(withdrawals, columns, query, (like, text) => [
    ilike(withdrawals.iban, `%${escapeLike(text.replace(/\s+/g, "").toUpperCase())}%`),
    ...ownerMatches(like),
  ]);
}

export async function ownerContact(tx: Tx, uid: string) {
  const [row] = await tx.select(ownerContactColumns).from(users).where(eq(users.uid, uid));
  return row;
}

/** KVKK account deletion: the account holder's name; amount, IBAN and dates stay with the ledger. */
export async function anonymiseWithdrawals(tx: Tx, uid: string, displayName: string): Promise<void> {
  await tx.update(withdrawals).set({ accountName: displayName }).where(eq(withdrawals.uid, uid));
}
