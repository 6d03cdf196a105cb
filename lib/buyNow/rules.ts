/**
 * Pure Hemen Al rules: no I/O, no clock. The domain modules lock rows, ask these what to do and
 * apply it, so every rule is tested exhaustively without a database. What happens to the order
 * afterwards (for auction orders too): lib/orders/rules.ts.
 */
import { buyerCommission } from "@/lib/orders/commission";
import { BUY_NOW_ERRORS } from "@/lib/buyNow/labels";
import type { ListingAction } from "@/lib/buyNow/types";

export type ListingStateName = "on_sale" | "reserved" | "sold" | "withdrawn";

/** The deposit a purchase blocks until the order is settled: the buyer commission band of the price (PRODUCT §7.1). */
export function depositForPrice(price: number): number {
  return buyerCommission(price);
}

export type BuyDecision =
  | { ok: true; commission: number; deposit: number }
  | {
      ok: false;
      code: "conflict" | "not_found";
      reason: "own_listing" | "reserved" | "sold" | "withdrawn" | "price_changed" | "insufficient_provision";
      message: string;
      missing?: number;
    };

/**
 * Whether this buyer may buy this listing now; `available` is total − blocked of the buyer and
 * `confirmedPrice` the price the buyer saw and confirmed (when given it must still be the price).
 */
export function decideBuy(
  listing: { state: ListingStateName; price: number; sellerUid: string | null },
  buyerUid: string,
  available: number,
  confirmedPrice?: number,
): BuyDecision {
  if (listing.state === "withdrawn")
    return { ok: false, code: "not_found", reason: "withdrawn", message: BUY_NOW_ERRORS.withdrawn };
  if (listing.state === "sold") return { ok: false, code: "conflict", reason: "sold", message: BUY_NOW_ERRORS.sold };
  if (listing.state === "reserved")
    return { ok: false, code: "conflict", reason: "reserved", message: BUY_NOW_ERRORS.reserved };
  if (listing.sellerUid !== null && listing.sellerUid === buyerUid)
    return { ok: false, code: "conflict", reason: "own_listing", message: BUY_NOW_ERRORS.ownListing };
  if (confirmedPrice !== undefined && confirmedPrice !== listing.price)
    return {
      ok: false,
      code: "conflict",
      reason: "price_changed",
      message: BUY_NOW_ERRORS.priceChanged(listing.price),
    };
  const deposit = depositForPrice(listing.price);
  if (available < deposit) {
    const missing = deposit - available;
    return {
      ok: false,
      code: "conflict",
      reason: "insufficient_provision",
      message: BUY_NOW_ERRORS.insufficient(missing, deposit),
      missing,
    };
  }
  return { ok: true, commission: buyerCommission(listing.price), deposit };
}

/**
 * The actions staff may take on a listing now, for the management list's buttons. A listing on sale
 * may change price or be withdrawn; a reserved or sold listing's price is its buyer's order price, and
 * it is settled through that order (lib/orders/rules.ts). A withdrawn listing ended without a sale and
 * may be relisted (PRODUCT §7.1): a new listing of the same vehicle.
 */
export function listingActionsFor(listing: { state: ListingStateName }): ListingAction[] {
  if (listing.state === "on_sale") return ["price", "withdraw"];
  if (listing.state === "withdrawn") return ["relist"];
  return [];
}
