import { allowedActions, type Actions } from "@/lib/actions";
import { buyerCommission } from "@/lib/orders/commission";
import { OFFER_ERRORS } from "@/lib/offers/labels";
import type { OfferBuyerAction, OfferKind, OfferStaffAction, OfferStatus } from "@/lib/offers/types";

/**
 * Offers after an auction (PRODUCT §6.5, §7.3): pure decisions, no I/O. A reserve offer lets the top
 * bidder of an auction that closed below its reserve buy at the reserve (or at one counter price)
 * within 24 hours; a second chance lets the next-highest bidder buy at their own highest bid after
 * the winner's order was cancelled for non-payment.
 */

/** How long the buyer has to accept. */
export const OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;

export type OfferSnapshot = {
  kind: OfferKind;
  status: OfferStatus;
  price: number;
  topBid: number;
  counteredAt: Date | null;
  expiresAt: Date;
};

/** The buyer may act while the offer is open and its 24 hours have not run out. */
export function isOfferOpen(o: Pick<OfferSnapshot, "status" | "expiresAt">, now: Date): boolean {
  return o.status === "open" && now < o.expiresAt;
}

/** The reserve offer an auction closing below its reserve makes, or null (sold, no bidder, no reserve). */
export function reserveOfferFor(
  a: { leaderUid: string | null; currentPrice: number; reservePrice: number | null },
  now: Date,
): { buyerUid: string; price: number; topBid: number; expiresAt: Date } | null {
  if (a.leaderUid === null || a.reservePrice === null || a.currentPrice >= a.reservePrice) return null;
  return {
    buyerUid: a.leaderUid,
    price: a.reservePrice,
    topBid: a.currentPrice,
    expiresAt: new Date(now.getTime() + OFFER_WINDOW_MS),
  };
}

/** The next-highest distinct bidder after the non-payer, with their own highest bid; null when nobody else bid. */
export function secondChanceBidder(
  bids: Array<{ bidderUid: string; amount: number }>,
  nonPayerUid: string,
): { buyerUid: string; price: number } | null {
  const best = new Map<string, number>();
  for (const b of bids) {
    if (b.bidderUid === nonPayerUid) continue;
    best.set(b.bidderUid, Math.max(best.get(b.bidderUid) ?? 0, b.amount));
  }
  let pick: { buyerUid: string; price: number } | null = null;
  for (const [buyerUid, price] of best) if (!pick || price > pick.price) pick = { buyerUid, price };
  return pick;
}

type Refusal = { ok: false; message: string };

/** A counter: once, on an open reserve offer, strictly between the top bid and the reserve. */
export function decideCounter(o: OfferSnapshot, price: number, now: Date): { ok: true; price: number } | Refusal {
  if (o.kind !== "reserve") return { ok: false, message: OFFER_ERRORS.counterOnlyReserve };
  if (!isOfferOpen(o, now)) return { ok: false, message: OFFER_ERRORS.notOpen };
  if (o.counteredAt !== null) return { ok: false, message: OFFER_ERRORS.alreadyCountered };
  if (!(price > o.topBid && price < o.price))
    return { ok: false, message: OFFER_ERRORS.counterRange(o.topBid, o.price) };
  return { ok: true, price };
}

/**
 * Accepting: the offer open, and the deposit the price's commission band needs (PRODUCT §5.2).
 * `held` is what the buyer already has blocked on this auction (the reserve offer keeps the top
 * bidder's block); the rest must be available.
 */
export function decideAccept(
  o: OfferSnapshot,
  balance: { available: number; held: number },
  now: Date,
): { ok: true; commission: number; deposit: number; topUp: number } | (Refusal & { code: "conflict" }) {
  if (!isOfferOpen(o, now)) return { ok: false, code: "conflict", message: OFFER_ERRORS.notOpen };
  const commission = buyerCommission(o.price);
  const topUp = Math.max(0, commission - balance.held);
  if (topUp > balance.available)
    return { ok: false, code: "conflict", message: OFFER_ERRORS.insufficient(topUp - balance.available, commission) };
  return { ok: true, commission, deposit: Math.max(commission, balance.held), topUp };
}

export function buyerOfferActions(o: OfferSnapshot, now: Date): Actions<OfferBuyerAction> {
  const open = isOfferOpen(o, now);
  return allowedActions({ accept: open, decline: open });
}

/** Staff (or a consigned vehicle's owner) counter a reserve offer once. */
export function counterActions(o: OfferSnapshot, now: Date): Actions<OfferStaffAction> {
  return allowedActions({ counter: o.kind === "reserve" && isOfferOpen(o, now) && o.counteredAt === null });
}

// ---------------------------------------------------------------- non-payers (PRODUCT §7.3)

export const BAN_CAPTURE_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;
export const BAN_LENGTH_MS = 90 * 24 * 60 * 60 * 1000;

/** Two captured deposits within 12 months (the one just captured included) ban bidding and buying for 90 days. */
export function banAfterCapture(capturedAt: Date[], now: Date): { startsAt: Date; endsAt: Date } | null {
  const recent = capturedAt.filter((at) => now.getTime() - at.getTime() <= BAN_CAPTURE_WINDOW_MS);
  if (recent.length < 2) return null;
  return { startsAt: now, endsAt: new Date(now.getTime() + BAN_LENGTH_MS) };
}

export function isBanActive(b: { endsAt: Date; liftedAt: Date | null }, now: Date): boolean {
  return b.liftedAt === null && now < b.endsAt;
}
