/**
 * Pure bidding rules: which amounts a bid may have (shared with the bid panel) and how one bid is
 * decided against the locked auction state (resolveBid). No I/O, no clock of its own: everything a
 * bid needs is passed in, so proxy bids, ties, soft close, reserve and deposit are tested
 * exhaustively without a database, and the database code only locks, applies and stores what this decides.
 */
import { BID_ERRORS, insufficientProvisionText, offGridText, tooLowText, type BidAmountField } from "@/lib/bids/labels";
import {
  depositFor,
  effectiveState,
  incrementAt,
  minimumNextBid,
  nextStep,
  SOFT_CLOSE_MS,
  type AuctionSnapshot,
} from "@/lib/auctions/rules";
import type { BidPosition } from "@/lib/bids/types";

/**
 * Which amounts a bid (and a proxy maximum) may have, shared by resolveBid below and the bid panel.
 *
 * The valid amounts are the next minimum bid plus a whole number of increments:
 * `minimum + k × step`, k ≥ 0. With a leader the minimum is the current price + one increment, so
 * this is "a whole multiple of the increment above the current price"; before the first bid the
 * minimum is the starting price, so the grid starts there. `step` is the increment at the current
 * price (before the first bid: at the starting price). A proxy maximum sits on the same grid as the
 * amount, judged against the state the bid is decided on.
 */
export function isOnBidGrid(minimum: number, step: number, amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= minimum && (amount - minimum) % step === 0;
}

/** The valid amounts around `amount`: the highest at or below it (null below the minimum) and the lowest at or above it. */
export function nearestBidAmounts(
  minimum: number,
  step: number,
  amount: number,
): { below: number | null; above: number } {
  if (amount <= minimum) return { below: amount === minimum ? minimum : null, above: minimum };
  const k = Math.floor((amount - minimum) / step);
  const below = minimum + k * step;
  return { below, above: below === amount ? amount : below + step };
}

/**
 * "Teklif tutarı 1.000 TL artışlarla verilebilir: 98.000 TL ya da 99.000 TL verebilirsiniz." The
 * server's 422 and the panel's hint, so both name the same nearest valid amounts (text: offGridText).
 */
export function offGridMessage(field: BidAmountField, minimum: number, step: number, amount: number): string {
  const { below, above } = nearestBidAmounts(minimum, step, amount);
  return offGridText(field, step, below !== null && below !== above ? below : null, above);
}

export type BidRequest = {
  bidderUid: string;
  amount: number;
  maxAmount?: number | null;
  /** The bidder's available provision, counting their own current block on this auction as available. */
  available: number;
};

export type BidRow = { bidderUid: string; amount: number; maxAmount: number | null; kind: "bid" | "auto" | "raise" };

export type BidRejection = {
  ok: false;
  code: "conflict" | "validation";
  reason:
    | "not_started"
    | "ended"
    | "cancelled"
    | "own_auction"
    | "too_low"
    | "off_increment"
    | "max_below_amount"
    | "already_leading"
    | "insufficient_provision";
  message: string;
  /** For insufficient_provision: how much more available provision the bid needs. */
  missing?: number;
  /** For off_increment: which field is off the grid. */
  field?: "amount" | "maxAmount";
};

export type BidAcceptance = {
  ok: true;
  /** The auction fields that change. */
  next: { currentPrice: number; leaderUid: string; leaderMax: number; endsAt: Date; bidCount: number };
  /** Rows to store, in order: the typed bid and any proxy bids it triggered. */
  rows: BidRow[];
  /** Whether the bidder leads after this bid. */
  leading: boolean;
  /** The block the (new) leader must hold: the commission band of their maximum. */
  leaderDeposit: number;
  /** The previous leader when the lead changed hands (their block is released). */
  outbidUid: string | null;
  extended: boolean;
};

export type BidDecision = BidAcceptance | BidRejection;

const reject = (
  code: BidRejection["code"],
  reason: BidRejection["reason"],
  message: string,
  missing?: number,
  field?: BidRejection["field"],
): BidRejection => ({
  ok: false,
  code,
  reason,
  message,
  ...(missing !== undefined ? { missing } : {}),
  ...(field ? { field } : {}),
});

/**
 * Decides one bid against the locked auction state at `now`.
 *
 * Proxy bidding follows Copart's Bid4U: each bidder may give a hidden maximum; competing maximums
 * resolve at once, the higher maximum leading at one increment above the other maximum (capped at
 * its own); on equal maximums the earlier one (the standing leader) keeps the lead. A leader
 * bidding again only raises their hidden maximum. When the leading maximum reaches a hidden
 * reserve, the price rises to the reserve so the auction can sell.
 */
export function resolveBid(auction: AuctionSnapshot, bid: BidRequest, now: Date): BidDecision {
  const phase = effectiveState(auction, now);
  if (phase === "cancelled") return reject("conflict", "cancelled", BID_ERRORS.cancelled);
  if (phase === "ended") return reject("conflict", "ended", BID_ERRORS.ended);
  if (phase === "upcoming") return reject("conflict", "not_started", BID_ERRORS.notStarted);
  if (auction.sellerUid && auction.sellerUid === bid.bidderUid) {
    return reject("conflict", "own_auction", BID_ERRORS.ownAuction);
  }

  const minimum = minimumNextBid(auction);
  const step = nextStep(auction);
  if (bid.amount < minimum) {
    return reject("validation", "too_low", tooLowText(minimum));
  }
  // Amounts move in whole increments from the minimum, so a stray digit (188.001 TL) cannot make
  // every later price odd; the maximum sits on the same grid because proxy prices are built from it.
  const offGrid = (field: BidAmountField, value: number) =>
    reject("validation", "off_increment", offGridMessage(field, minimum, step, value), undefined, field);
  if (!isOnBidGrid(minimum, step, bid.amount)) return offGrid("amount", bid.amount);
  if (bid.maxAmount != null && bid.maxAmount < bid.amount) {
    return reject("validation", "max_below_amount", BID_ERRORS.maxBelowAmount);
  }
  if (bid.maxAmount != null && !isOnBidGrid(minimum, step, bid.maxAmount)) return offGrid("maxAmount", bid.maxAmount);
  const max = Math.max(bid.amount, bid.maxAmount ?? bid.amount);
  const isLeader = auction.leaderUid === bid.bidderUid;
  if (isLeader && max <= (auction.leaderMax ?? auction.currentPrice)) {
    return reject("conflict", "already_leading", BID_ERRORS.alreadyLeading);
  }
  const required = depositFor(max);
  if (bid.available < required) {
    const missing = required - Math.max(0, bid.available);
    return reject("conflict", "insufficient_provision", insufficientProvisionText(required, missing), missing);
  }

  const rows: BidRow[] = [];
  let price: number;
  let leaderUid: string;
  let leaderMax: number;

  if (!auction.leaderUid) {
    rows.push({ bidderUid: bid.bidderUid, amount: bid.amount, maxAmount: bid.maxAmount ?? null, kind: "bid" });
    price = bid.amount;
    leaderUid = bid.bidderUid;
    leaderMax = max;
  } else if (isLeader) {
    // Bidding against oneself never raises the price; the new maximum simply stands behind it.
    price = auction.currentPrice;
    leaderUid = bid.bidderUid;
    leaderMax = max;
    rows.push({ bidderUid: bid.bidderUid, amount: price, maxAmount: max, kind: "raise" });
  } else {
    const standing = auction.leaderUid;
    const standingMax = auction.leaderMax ?? auction.currentPrice;
    rows.push({ bidderUid: bid.bidderUid, amount: bid.amount, maxAmount: bid.maxAmount ?? null, kind: "bid" });
    if (max > standingMax) {
      leaderUid = bid.bidderUid;
      leaderMax = max;
      if (bid.amount > standingMax) {
        price = bid.amount;
      } else {
        if (standingMax > bid.amount)
          rows.push({ bidderUid: standing, amount: standingMax, maxAmount: null, kind: "auto" });
        price = Math.min(max, standingMax + incrementAt(standingMax, auction.increment));
        rows.push({ bidderUid: bid.bidderUid, amount: price, maxAmount: null, kind: "auto" });
      }
    } else {
      // Equal maximums: the earlier maximum, i.e. the standing leader, keeps the lead.
      leaderUid = standing;
      leaderMax = standingMax;
      if (max > bid.amount) rows.push({ bidderUid: bid.bidderUid, amount: max, maxAmount: null, kind: "auto" });
      price = Math.min(standingMax, max + incrementAt(max, auction.increment));
      rows.push({ bidderUid: standing, amount: price, maxAmount: null, kind: "auto" });
    }
  }

  if (auction.reservePrice !== null && price < auction.reservePrice && leaderMax >= auction.reservePrice) {
    const last = rows[rows.length - 1];
    if (last.bidderUid === leaderUid && last.kind === "auto") last.amount = auction.reservePrice;
    else rows.push({ bidderUid: leaderUid, amount: auction.reservePrice, maxAmount: null, kind: "auto" });
    price = auction.reservePrice;
  }

  const visibleBids = rows.filter((r) => r.kind !== "raise").length;
  const priceMoved = visibleBids > 0;
  let endsAt = auction.endsAt;
  let extended = false;
  if (priceMoved && auction.endsAt.getTime() - now.getTime() < SOFT_CLOSE_MS) {
    endsAt = new Date(now.getTime() + SOFT_CLOSE_MS);
    extended = true;
  }

  return {
    ok: true,
    next: { currentPrice: price, leaderUid, leaderMax, endsAt, bidCount: auction.bidCount + visibleBids },
    rows,
    leading: leaderUid === bid.bidderUid,
    leaderDeposit: depositFor(leaderMax),
    outbidUid: auction.leaderUid && auction.leaderUid !== leaderUid ? auction.leaderUid : null,
    extended,
  };
}

// ---------------------------------------------------------------- after the bids

/**
 * Where `uid` stands in an auction they bid on (Tekliflerim): a cancelled auction says so; a closed
 * one was won only by its leader when it sold; a running one (by time, even before the close ran)
 * is leading or outbid.
 */
export function bidPosition(
  auction: Pick<AuctionSnapshot, "state" | "startsAt" | "endsAt" | "leaderUid">,
  uid: string,
  now: Date,
): BidPosition {
  const leading = auction.leaderUid === uid;
  if (effectiveState(auction, now) === "cancelled") return "cancelled";
  if (auction.state === "sold" || auction.state === "unsold")
    return auction.state === "sold" && leading ? "won" : "lost";
  return leading ? "leading" : "outbid";
}

/**
 * Whom a settled bid batch tells who is not looking: each leader who lost the lead during the batch
 * and does not hold it again at its end (`outbid`), and a standing leader whose maximum the price has
 * now reached (`maxReached`). Bidders of the batch learn their own outcome from the answer to their bid.
 */
export function batchNoticeTargets(
  before: Pick<AuctionSnapshot, "leaderUid" | "currentPrice">,
  after: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "leaderMax">,
  bidderUids: readonly string[],
  outbid: ReadonlySet<string>,
): { outbid: string[]; maxReached: string | null } {
  const leader = after.leaderUid;
  const maxReached =
    leader &&
    leader === before.leaderUid &&
    after.currentPrice > before.currentPrice &&
    after.currentPrice === after.leaderMax &&
    !bidderUids.includes(leader)
      ? leader
      : null;
  return { outbid: [...outbid].filter((uid) => uid !== after.leaderUid), maxReached };
}
