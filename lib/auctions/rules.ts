/**
 * Pure auction rules: no I/O, no clock of its own. The states, increments, soft close, reserve,
 * deposit, the closing outcome and what staff may do next. How one bid is decided against this
 * state: lib/bids/rules.ts. The texts that quote these numbers read them from here (lib/content/rules.ts).
 */
import { buyerCommission } from "@/lib/orders/commission";

/** Every state an auction row may have (the database enum is built from this list). */
export const AUCTION_STATES = ["scheduled", "live", "sold", "unsold", "cancelled"] as const;
export type AuctionStateName = (typeof AUCTION_STATES)[number];
/** Open: may still take bids or start; ended: closed by time, sold or not. */
export const OPEN_AUCTION_STATES = ["scheduled", "live"] as const satisfies readonly AuctionStateName[];
export const ENDED_AUCTION_STATES = ["sold", "unsold"] as const satisfies readonly AuctionStateName[];

/** Upper bound of any amount: far above any motorcycle, far below Number.MAX_SAFE_INTEGER. */
export const MAX_AMOUNT = 1_000_000_000;

/** Minutes of the PRODUCT §6.4 soft close: a bid in the last 3 minutes moves the end to now + 3 minutes. */
export const SOFT_CLOSE_MINUTES = 3;
export const SOFT_CLOSE_MS = SOFT_CLOSE_MINUTES * 60 * 1000;

/** PRODUCT §6.2 default minimum increment by price: 1.000 below 100.000 TL, 2.500 below 500.000, else 5.000. */
export const INCREMENT_BANDS: readonly { below: number; step: number }[] = [
  { below: 100_000, step: 1_000 },
  { below: 500_000, step: 2_500 },
  { below: Infinity, step: 5_000 },
];

export function defaultIncrement(price: number): number {
  return INCREMENT_BANDS.find((band) => price < band.below)!.step;
}

export function incrementAt(price: number, fixed: number | null | undefined): number {
  return fixed && fixed > 0 ? fixed : defaultIncrement(price);
}

export type AuctionSnapshot = {
  state: AuctionStateName;
  startsAt: Date;
  endsAt: Date;
  startingPrice: number;
  increment: number | null;
  reservePrice: number | null;
  currentPrice: number;
  leaderUid: string | null;
  leaderMax: number | null;
  bidCount: number;
  sellerUid: string | null;
};

/** The increment the next bid moves by: at the current price, or before the first bid at the starting price. */
export function nextStep(
  a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "startingPrice" | "increment">,
): number {
  return incrementAt(a.leaderUid ? a.currentPrice : a.startingPrice, a.increment);
}

/** The smallest amount the next bid may have: the starting price first, then current + increment. */
export function minimumNextBid(
  a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "startingPrice" | "increment">,
): number {
  return a.leaderUid ? a.currentPrice + nextStep(a) : a.startingPrice;
}

/** The deposit (provision) a bid needs available, and that stays blocked while it leads: its commission band. */
export function depositFor(amount: number): number {
  return buyerCommission(amount);
}

/** What a visitor sees as the state: a scheduled auction whose start has passed is live, a live one past its end has ended. */
export function effectiveState(
  a: Pick<AuctionSnapshot, "state" | "startsAt" | "endsAt">,
  now: Date,
): "upcoming" | "live" | "ended" | "cancelled" {
  if (a.state === "cancelled") return "cancelled";
  if (a.state === "sold" || a.state === "unsold") return "ended";
  if (now.getTime() >= a.endsAt.getTime()) return "ended";
  if (a.state === "scheduled" && now.getTime() < a.startsAt.getTime()) return "upcoming";
  return "live";
}

export function reserveMet(a: Pick<AuctionSnapshot, "reservePrice" | "currentPrice" | "leaderUid">): boolean {
  return a.leaderUid !== null && (a.reservePrice === null || a.currentPrice >= a.reservePrice);
}

/**
 * The closing decision, the one rule the close applies (lib/server/auctions/closing.ts): sold when
 * someone leads and the reserve (if any) is met, otherwise unsold; a sale's order adds the buyer commission.
 */
export function closingOutcome(a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "reservePrice">): {
  state: "sold" | "unsold";
  commission: number | null;
} {
  if (reserveMet(a)) return { state: "sold", commission: buyerCommission(a.currentPrice) };
  return { state: "unsold", commission: null };
}

/**
 * What an ended auction says in public (PRODUCT §6.5): sold, or unsold because its bids stayed below the
 * hidden reserve, or unsold because nobody bid. An unsold auction with a bid can only have missed its
 * reserve (closingOutcome sells whenever someone leads and the reserve is met), so the public needs no
 * reserve figure to tell the two apart. Null while it has no result (running, being settled, cancelled).
 */
export type EndedOutcome = "sold" | "reserve_not_met" | "no_bids";

export function endedOutcome(a: { result: "sold" | "unsold" | null; bidCount: number }): EndedOutcome | null {
  if (a.result === "sold") return "sold";
  if (a.result === "unsold") return a.bidCount > 0 ? "reserve_not_met" : "no_bids";
  return null;
}

/**
 * The reserve line of an auction page's price head: met or not met while it runs; once it has ended, only
 * when someone bid (an auction nobody bid on did not miss its reserve, it drew no bid); never before it
 * starts or without a reserve.
 */
export function reserveNote(
  a: { hasReserve: boolean; reserveMet: boolean; bidCount: number },
  status: "upcoming" | "live" | "ended" | "cancelled",
): "met" | "not_met" | null {
  if (!a.hasReserve || status === "upcoming") return null;
  if (status !== "live" && a.bidCount === 0) return null;
  return a.reserveMet ? "met" : "not_met";
}

/** `Mehmet Yılmaz` → `M*** Y***`: enough to tell bidders apart in the history, never who they are. */
export function maskName(name: string, lastName: string): string {
  const initial = (s: string) => (s.trim() ? `${s.trim().charAt(0).toLocaleUpperCase("tr-TR")}***` : "");
  return [initial(name), initial(lastName)].filter(Boolean).join(" ") || "***";
}

/** A plate is never shown in full publicly: `34ABC123` → `34 *** 23`. */
export function maskPlate(plate: string): string {
  if (!plate) return "";
  return `${plate.slice(0, 2)} *** ${plate.slice(-2)}`;
}

// ---------------------------------------------------------------- buy-now during an auction (PRODUCT §6.8)

/** Hemen Al during an auction is offered while the current price is below this share of its price. */
export const BUY_NOW_OFFER_SHARE = 0.7;

/**
 * Whether an auction's Hemen Al price may be taken now: it has one, it is live (started, not ended,
 * not closed) and the current price is still below 70 % of it. The price at exactly 70 % no longer offers it.
 */
export function buyNowOffered(
  a: Pick<AuctionSnapshot, "state" | "startsAt" | "endsAt" | "currentPrice"> & { buyNowPrice: number | null },
  now: Date,
): boolean {
  if (a.buyNowPrice === null) return false;
  if (effectiveState(a, now) !== "live") return false;
  return a.currentPrice < a.buyNowPrice * BUY_NOW_OFFER_SHARE;
}

/**
 * The management editor's check of a Hemen Al price: above the starting price and not below the
 * reserve (a buy below the reserve would sell under what the seller accepts). Null when valid or absent.
 */
export function buyNowPriceProblem(input: {
  startingPrice: number;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
}): "belowStart" | "belowReserve" | null {
  if (input.buyNowPrice == null) return null;
  if (input.buyNowPrice <= input.startingPrice) return "belowStart";
  if (input.reservePrice != null && input.buyNowPrice < input.reservePrice) return "belowReserve";
  return null;
}

export type AuctionBuyDecision =
  | { ok: true; price: number; commission: number; deposit: number }
  | { ok: false; reason: AuctionBuyRefusal; missing?: number };

/** Why a buy-now is refused; the texts are AUCTION_BUY_REFUSALS (lib/auctions/labels.ts). */
export type AuctionBuyRefusal = "own_auction" | "not_offered" | "price_changed" | "insufficient_provision";

/**
 * Whether this buyer may take the auction at its Hemen Al price now (the caller holds the auction's
 * row lock, so a bid cannot move the price in between). `available` is the buyer's total − blocked
 * with their own block on this auction counted back in (it is released for the sale's deposit);
 * `confirmedPrice`, when given, is the price the buyer confirmed and must still be the price.
 */
export function decideAuctionBuy(
  a: Pick<AuctionSnapshot, "state" | "startsAt" | "endsAt" | "currentPrice" | "sellerUid"> & {
    buyNowPrice: number | null;
  },
  buyerUid: string,
  available: number,
  now: Date,
  confirmedPrice?: number,
): AuctionBuyDecision {
  if (a.sellerUid !== null && a.sellerUid === buyerUid) return { ok: false, reason: "own_auction" };
  if (!buyNowOffered(a, now)) return { ok: false, reason: "not_offered" };
  const price = a.buyNowPrice!;
  if (confirmedPrice !== undefined && confirmedPrice !== price) return { ok: false, reason: "price_changed" };
  const deposit = depositFor(price);
  if (available < deposit) {
    const missing = deposit - available;
    return { ok: false, reason: "insufficient_provision", missing };
  }
  return { ok: true, price, commission: buyerCommission(price), deposit };
}

/** The public sold-prices chart covers this many months back (PRODUCT §6.5). */
export const SOLD_PRICES_MONTHS = 12;

// ---------------------------------------------------------------- what staff may do next

/** A staff action on an auction: change its times and prices, cancel it, or relist an unsold one. */
export type AuctionAction = "edit" | "cancel" | "relist";

/**
 * The actions staff may take on an auction now, for the management list's buttons: it may be edited
 * only before it starts (a started auction is cancelled instead), cancelled until it has ended, and
 * relisted (a new auction of the same vehicle) once it closed unsold and no offer after the close
 * (`openOffer`, PRODUCT §6.5) still waits for its buyer.
 */
export function auctionActionsFor(
  a: Pick<AuctionSnapshot, "state" | "startsAt"> & { openOffer?: boolean },
  now: Date,
): AuctionAction[] {
  const actions: AuctionAction[] = [];
  if (a.state === "scheduled" && a.startsAt.getTime() > now.getTime()) actions.push("edit");
  if ((OPEN_AUCTION_STATES as readonly string[]).includes(a.state)) actions.push("cancel");
  if (a.state === "unsold" && !a.openOffer) actions.push("relist");
  return actions;
}
