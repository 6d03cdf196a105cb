/** The KVKK self-service rules (pure): when an account may be deleted, how long links live. */
import { DELETION_PHRASE } from "@/lib/kvkk/labels";
import type { DeletionBlocker } from "@/lib/kvkk/types";

/** The download link of a data export, and the archive itself, live this long. */
export const EXPORT_LINK_HOURS = 24;
/** The e-mailed account deletion link must be followed within this time. */
export const DELETION_LINK_HOURS = 24;

/** What the deletion decision needs to know about the account, read under its row lock. */
export type DeletionFacts = {
  /** Open (scheduled or live) auctions the user currently leads. */
  leadingAuctions: number;
  /** `provision_blocked` of the balance row: deposits held for auctions, purchases or withdrawals. */
  blockedProvision: number;
  /** Orders waiting for the user's payment. */
  unpaidOrders: number;
  /** Withdrawals not yet paid, rejected or cancelled. */
  pendingWithdrawals: number;
};

/**
 * Why the account cannot be deleted now, in a fixed order (empty: it can). Each reason is a duty
 * someone is still owed: a seller the leading bid, the buyer's deposit or withdrawal money, the
 * unpaid order; an anonymised account could no longer settle any of them.
 */
export function deletionBlockers(facts: DeletionFacts): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [];
  if (facts.leadingAuctions > 0) blockers.push("leading_auction");
  if (facts.blockedProvision > 0) blockers.push("blocked_provision");
  if (facts.unpaidOrders > 0) blockers.push("unpaid_order");
  if (facts.pendingWithdrawals > 0) blockers.push("pending_withdrawal");
  return blockers;
}

/** The end of a link made at `from` that lives `hours`. */
export function linkExpiry(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * 3600_000);
}

/** The typed confirmation phrase, forgiving case (Turkish capitals) and surrounding spaces. */
export function isDeletionPhrase(text: string): boolean {
  return text.trim().toLocaleUpperCase("tr-TR") === DELETION_PHRASE;
}
