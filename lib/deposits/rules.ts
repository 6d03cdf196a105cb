import type { ProvisionRequestStatus } from "@/lib/deposits/types";
/** The provision amounts a user may announce and staff may credit (whole lira). Kept free of zod: content pages quote them. */
export const MIN_PROVISION_REQUEST = 1000;
export const MAX_PROVISION_REQUEST = 10_000_000;

/** The owner may cancel a provision request only while staff have not decided it. */
export function provisionRequestActionsFor(status: ProvisionRequestStatus) {
  return { cancel: status === "pending" };
}

/**
 * Dual control (maker–checker, issue 21): money that leaves or enters a balance above these amounts
 * takes two different staff members holding provision:approve. The first records the decision, the
 * second confirms it, and only the confirmation moves the ledger.
 */
export const SECOND_APPROVAL_PROVISION_FROM = 100_000;
export const SECOND_APPROVAL_WITHDRAWAL_FROM = 50_000;

/** A provision approval needs a second person when it credits a large amount or not what the user announced. */
export function provisionNeedsSecondApproval(requestedAmount: number, receivedAmount: number): boolean {
  return receivedAmount !== requestedAmount || receivedAmount >= SECOND_APPROVAL_PROVISION_FROM;
}

/** The management lists' filter for pending requests and withdrawals whose first approval waits for a second one. */
export const AWAITING_SECOND_APPROVAL = "awaiting_second_approval";

/** A provision request or withdrawal as a staff decision sees it. */
export type MoneyDecisionSubject = { status: string; ownerUid: string; firstApprovalBy: string | null };

/** The columns of a provision request or withdrawal row that make its MoneyDecisionSubject. */
export type MoneyDecisionRow = { status: string; uid: string; firstApprovalBy: string | null };

export const moneyDecisionSubject = (row: MoneyDecisionRow): MoneyDecisionSubject => ({
  status: row.status,
  ownerUid: row.uid,
  firstApprovalBy: row.firstApprovalBy,
});

/** What a staff member may do to it: decide (approve/pay, possibly as a first step), confirm someone else's first step, reject. */
export type MoneyDecisionStep = "decide" | "confirm" | "reject";

/**
 * Why `viewerUid` may not take `step`, or null. The owner never decides (own record); while a first
 * approval waits, only a different staff member may confirm or reject it, and nobody decides afresh.
 */
export function moneyDecisionRefusal(
  subject: MoneyDecisionSubject,
  viewerUid: string,
  step: MoneyDecisionStep,
): "decided" | "ownRecord" | "ownFirstApproval" | "awaitingSecond" | "notAwaiting" | null {
  if (subject.ownerUid === viewerUid) return "ownRecord";
  if (subject.status !== "pending") return "decided";
  const awaiting = subject.firstApprovalBy !== null;
  if (step === "decide") return awaiting ? "awaitingSecond" : null;
  if (step === "confirm" && !awaiting) return "notAwaiting";
  if (awaiting && subject.firstApprovalBy === viewerUid) return "ownFirstApproval";
  return null;
}

/** The staff buttons of a money request for `viewerUid`, from the same rule the services refuse with. */
export function moneyDecisionActions(subject: MoneyDecisionSubject, viewerUid: string) {
  return {
    decide: moneyDecisionRefusal(subject, viewerUid, "decide") === null,
    confirm: moneyDecisionRefusal(subject, viewerUid, "confirm") === null,
    reject: moneyDecisionRefusal(subject, viewerUid, "reject") === null,
    ownRecord: subject.ownerUid === viewerUid,
  };
}

/** The kinds of ledger movement (provision_entry_kind in the schema). */
export type LedgerKind = "deposit" | "withdrawal" | "block" | "release" | "capture";

export type Balance = { total: number; blocked: number };

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
