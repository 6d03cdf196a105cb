import { SECOND_APPROVAL_WITHDRAWAL_FROM } from "@/lib/deposits/rules";

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

/** Only a pending withdrawal moves: the owner may cancel it, finance may pay or reject it. */
export function withdrawalActionsFor(status: WithdrawalState) {
  const pending = status === "pending";
  return { cancel: pending, pay: pending, reject: pending };
}

/** Every withdrawal payment from the threshold up needs a second person. */
export function withdrawalNeedsSecondApproval(amount: number): boolean {
  return amount >= SECOND_APPROVAL_WITHDRAWAL_FROM;
}
