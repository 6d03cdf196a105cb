/**
 * Pure auction rules: no I/O, no clock of its own. Everything a bid needs is passed in, so the
 * rules (increments, proxy bids, ties, soft close, reserve, deposit) are tested exhaustively
 * without a database, and the database code only locks, applies and stores what this decides.
 */
import { isOnBidGrid, offGridMessage } from "@/lib/bids/rules";
import { buyerCommission } from "@/lib/orders/commission";
import { formatTL } from "@/lib/format";

/** Upper bound of any amount: far above any motorcycle, far below Number.MAX_SAFE_INTEGER. */
export const MAX_AMOUNT = 1_000_000_000;

/** A bid in the last 3 minutes moves the end to now + 3 minutes (DESIGN §3 soft close). */
export const SOFT_CLOSE_MS = 3 * 60 * 1000;

/** Upper bound of any amount we accept: far above any motorcycle, far below Number.MAX_SAFE_INTEGER. */
export const MAX_BID_AMOUNT = 1_000_000_000;

export type AuctionStateName = "scheduled" | "live" | "sold" | "unsold" | "cancelled";

/** DESIGN §3 default minimum increment: 1.000 below 100.000 TL, 2.500 below 500.000, else 5.000. */
export function defaultIncrement(price: number): number {
  if (price < 100_000) return 1_000;
  if (price < 500_000) return 2_500;
  return 5_000;
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
export function nextStep(a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "startingPrice" | "increment">): number {
  return incrementAt(a.leaderUid ? a.currentPrice : a.startingPrice, a.increment);
}

/** The smallest amount the next bid may have: the starting price first, then current + increment. */
export function minimumNextBid(a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "startingPrice" | "increment">): number {
  return a.leaderUid ? a.currentPrice + nextStep(a) : a.startingPrice;
}


/** The deposit (provision) a bid needs available, and that stays blocked while it leads: its commission band. */
export function depositFor(amount: number): number {
  return buyerCommission(amount);
}

/** What a visitor sees as the state: a scheduled auction whose start has passed is live, a live one past its end has ended. */
export function effectiveState(a: Pick<AuctionSnapshot, "state" | "startsAt" | "endsAt">, now: Date): "upcoming" | "live" | "ended" | "cancelled" {
  if (a.state === "cancelled") return "cancelled";
  if (a.state === "sold" || a.state === "unsold") return "ended";
  if (now.getTime() >= a.endsAt.getTime()) return "ended";
  if (a.state === "scheduled" && now.getTime() < a.startsAt.getTime()) return "upcoming";
  return "live";
}

export function reserveMet(a: Pick<AuctionSnapshot, "reservePrice" | "currentPrice" | "leaderUid">): boolean {
  return a.leaderUid !== null && (a.reservePrice === null || a.currentPrice >= a.reservePrice);
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
  reason: "not_started" | "ended" | "cancelled" | "own_auction" | "too_low" | "off_increment" | "max_below_amount" | "already_leading" | "insufficient_provision";
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

const reject = (code: BidRejection["code"], reason: BidRejection["reason"], message: string, missing?: number, field?: BidRejection["field"]): BidRejection => ({
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
  if (phase === "cancelled") return reject("conflict", "cancelled", "Bu ihale iptal edildi; teklif verilemez.");
  if (phase === "ended") return reject("conflict", "ended", "Bu ihale sona erdi; teklif verilemez.");
  if (phase === "upcoming") return reject("conflict", "not_started", "Bu ihale henüz başlamadı.");
  if (auction.sellerUid && auction.sellerUid === bid.bidderUid) {
    return reject("conflict", "own_auction", "Kendi aracınızın ihalesine teklif veremezsiniz.");
  }

  const minimum = minimumNextBid(auction);
  const step = nextStep(auction);
  if (bid.amount < minimum) {
    return reject("validation", "too_low", `Teklifiniz en az ${formatTL(minimum)} olmalıdır.`);
  }
  // Amounts move in whole increments from the minimum, so a stray digit (188.001 TL) cannot make
  // every later price odd; the maximum sits on the same grid because proxy prices are built from it.
  if (!isOnBidGrid(minimum, step, bid.amount)) {
    return reject("validation", "off_increment", offGridMessage("Teklif tutarı", minimum, step, bid.amount), undefined, "amount");
  }
  if (bid.maxAmount != null && bid.maxAmount < bid.amount) {
    return reject("validation", "max_below_amount", "Azami teklif, teklif tutarından düşük olamaz.");
  }
  if (bid.maxAmount != null && !isOnBidGrid(minimum, step, bid.maxAmount)) {
    return reject("validation", "off_increment", offGridMessage("Azami teklif", minimum, step, bid.maxAmount), undefined, "maxAmount");
  }
  const max = Math.max(bid.amount, bid.maxAmount ?? bid.amount);
  const isLeader = auction.leaderUid === bid.bidderUid;
  if (isLeader && max <= (auction.leaderMax ?? auction.currentPrice)) {
    return reject("conflict", "already_leading", "En yüksek teklif zaten sizde. Azami teklifinizi yükseltmek için daha yüksek bir tutar girin.");
  }
  const required = depositFor(max);
  if (bid.available < required) {
    const missing = required - Math.max(0, bid.available);
    return reject(
      "conflict",
      "insufficient_provision",
      `Bu teklif için ${formatTL(required)} kullanılabilir provizyon gerekiyor; ${formatTL(missing)} eksik.`,
      missing,
    );
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
        if (standingMax > bid.amount) rows.push({ bidderUid: standing, amount: standingMax, maxAmount: null, kind: "auto" });
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

/** The closing decision: sold when someone leads and the reserve (if any) is met, otherwise unsold. */
export function closingOutcome(a: Pick<AuctionSnapshot, "leaderUid" | "currentPrice" | "reservePrice">): { state: "sold" | "unsold"; commission: number | null } {
  if (reserveMet(a)) return { state: "sold", commission: buyerCommission(a.currentPrice) };
  return { state: "unsold", commission: null };
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
