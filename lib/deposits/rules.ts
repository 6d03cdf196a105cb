import type { ProvisionRequestStatus } from "@/lib/deposits/types";
/** The provision amounts a user may announce and staff may credit (whole lira). Kept free of zod: content pages quote them. */
export const MIN_PROVISION_REQUEST = 1000;
export const MAX_PROVISION_REQUEST = 10_000_000;

/** Withdrawals are whole lira like the ledger; a user may have this many waiting at once. */
export const MAX_WITHDRAWAL = 10_000_000;
export const MAX_PENDING_WITHDRAWALS = 3;

/**
 * A withdrawal is asked for only on a recent sign-in: the ID token's `auth_time` at most this many
 * seconds old. A stolen session cookie (or a device left signed in) cannot send money out without the
 * password; the form asks for it again and re-authenticates.
 */
export const WITHDRAWAL_REAUTH_MAX_AGE_S = 5 * 60;

/** Whether a sign-in at `authTimeS` (seconds, the token's `auth_time`) is recent enough to withdraw at `nowMs`. */
export function signInRecentEnough(authTimeS: number, nowMs: number): boolean {
  return Number.isFinite(authTimeS) && nowMs / 1000 - authTimeS <= WITHDRAWAL_REAUTH_MAX_AGE_S;
}

/**
 * The first withdrawal to an IBAN this user has never been paid to waits this long after the request
 * before finance may pay it: the user's e-mail ("Bu işlemi siz yapmadıysanız…") has time to reach them.
 */
export const NEW_IBAN_HOLD_HOURS = 24;

/**
 * When a pending withdrawal may be paid: null when the user has been paid to this IBAN before (at
 * once), else `NEW_IBAN_HOLD_HOURS` after the request.
 */
export function withdrawalPayableAt(createdAt: Date, ibanPaidBefore: boolean): Date | null {
  return ibanPaidBefore ? null : new Date(createdAt.getTime() + NEW_IBAN_HOLD_HOURS * 3600_000);
}

/** Whether a withdrawal whose hold ends at `payableAt` may be paid at `now`. */
export function payableNow(payableAt: Date | null, now: Date): boolean {
  return payableAt === null || payableAt.getTime() <= now.getTime();
}

/** How long the cancel link of the "withdrawal requested" e-mail works (the owner can still cancel signed in). */
export const WITHDRAWAL_CANCEL_LINK_DAYS = 7;

type WithdrawalState = "pending" | "paid" | "rejected" | "cancelled";

/** The owner may cancel a provision request only while staff have not decided it. */
export function provisionRequestActionsFor(status: ProvisionRequestStatus) {
  return { cancel: status === "pending" };
}

/** Only a pending withdrawal moves: the owner may cancel it, finance may pay or reject it. */
export function withdrawalActionsFor(status: WithdrawalState) {
  const pending = status === "pending";
  return { cancel: pending, pay: pending, reject: pending };
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

/** Every withdrawal payment from the threshold up needs a second person. */
export function withdrawalNeedsSecondApproval(amount: number): boolean {
  return amount >= SECOND_APPROVAL_WITHDRAWAL_FROM;
}

/** A provision request or withdrawal as a staff decision sees it. */
export type MoneyDecisionSubject = { status: string; ownerUid: string; firstApprovalBy: string | null };

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
