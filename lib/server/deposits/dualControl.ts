import {
  moneyDecisionRefusal,
  moneyDecisionSubject,
  type MoneyDecisionRow,
  type MoneyDecisionStep,
} from "@/lib/deposits/rules";
import { dualControlMessages } from "@/lib/deposits/labels";
import type { Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";

/** What one dual-control queue (provision requests, withdrawals) gives the decision gate both share. */
export type MoneyQueue<Row extends MoneyDecisionRow> = {
  /** The own-record kind of separation of duties. */
  kind: "provision_request" | "withdrawal";
  /** The row, locked for the rest of the transaction. */
  lock: (tx: Tx, id: number) => Promise<Row | null | undefined>;
  notFound: string;
  /** The 409 of a row someone already decided (or its owner cancelled). */
  decided: (row: Row) => string;
  awaitingSecond: string;
  notAwaiting: string;
};

/**
 * The row under its row lock, refused unless `staff` may take `step` on it now: 404, 403 on one's
 * own record or one's own first approval (separation of duties), 409 when already decided or in the
 * wrong stage. Every decision locks the row first, then (through the ledger) the balance, so
 * concurrent approvals, confirmations and the owner's cancel run one after the other.
 */
export async function lockForMoneyDecision<Row extends MoneyDecisionRow>(
  tx: Tx,
  staff: StaffMember,
  id: number,
  step: MoneyDecisionStep,
  queue: MoneyQueue<Row>,
): Promise<Row> {
  const row = await queue.lock(tx, id);
  if (!row) throw new AppError("not_found", queue.notFound);
  const refusal = moneyDecisionRefusal(moneyDecisionSubject(row), staff.uid, step);
  if (refusal === "ownRecord") assertNotOwnRecord(staff, queue.kind, [row.uid]);
  if (refusal === "ownFirstApproval") throw new AppError("own_record", dualControlMessages.ownFirstApproval);
  if (refusal === "decided") throw new AppError("conflict", queue.decided(row));
  if (refusal === "awaitingSecond") throw new AppError("conflict", queue.awaitingSecond);
  if (refusal === "notAwaiting") throw new AppError("conflict", queue.notAwaiting);
  return row;
}
