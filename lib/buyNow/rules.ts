/**
 * Pure buy-now and order rules: no I/O, no clock. The domain modules lock rows, ask these what to
 * do and apply it, so every rule is tested exhaustively without a database.
 */
import { buyerCommission } from "@/lib/orders/commission";
import { formatDateTime, formatTL } from "@/lib/format";
import { isPaymentOverdue } from "@/lib/orders/rules";
import type { OrderStatus } from "@/lib/orders/types";

export type ListingStateName = "on_sale" | "reserved" | "sold" | "withdrawn";

export const buyNowMessages = {
  notFound: "İlan bulunamadı.",
  vehicleNotFound: "Araç bulunamadı.",
  ownListing: "Bu araç size ait; kendi ilanınızı satın alamazsınız.",
  reserved: "Bu araç başka bir alıcı tarafından satın alındı; ilan şu an ayrılmış durumda.",
  sold: "Bu araç satıldı.",
  withdrawn: "Bu ilan satıştan kaldırıldı.",
  insufficient: (missing: number, needed: number) => `Provizyonunuz yetersiz: bu araç için ${formatTL(needed)} kullanılabilir provizyon gerekiyor, ${formatTL(missing)} eksik.`,
  priceOnlyOnSale: "Yalnızca satıştaki bir ilanın fiyatı değiştirilebilir.",
  withdrawOnlyOnSale: "Yalnızca satıştaki bir ilan kaldırılabilir; ayrılmış veya satılmış ilanlar siparişten yönetilir.",
  vehicleHasAuction: "Bu araç için planlanmış veya devam eden bir ihale var.",
  vehicleHasListing: "Bu araç zaten Hemen Al'da satışta.",
  vehicleSold: "Bu araç için açık veya tamamlanmış bir sipariş var; yeniden satışa çıkarılamaz.",
  orderNotFound: "Sipariş bulunamadı.",
  priceChanged: (price: number) => `İlanın fiyatı değişti; güncel fiyat ${formatTL(price)}. Lütfen yeni fiyatı kontrol edip tekrar onaylayın.`,
  forfeitOnlyOnCancel: "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir.",
  forfeitOnlyUnpaid: "Ödemesi alınmış bir siparişin teminatı cayma bedeli olarak tahsil edilemez; yalnızca ödeme bekleyen bir sipariş iptal edilirken tahsil edilebilir.",
  forfeitBeforeDue: (dueAt: Date | string) =>
    `Ödeme süresi henüz dolmadı; cayma bedeli son ödeme tarihinden (${formatDateTime(dueAt)}) sonra tahsil edilebilir. Siparişi şimdi iptal etmek için teminatı serbest bırakın.`,
  noDepositToForfeit: "Bu sipariş için bloke edilmiş bir teminat yok; cayma bedeli tahsil edilemez. Siparişi teminatı serbest bırakarak iptal edebilirsiniz.",
} as const;

/** The deposit a purchase blocks until the order is settled: the buyer commission band of the price (DESIGN §3). */
export function depositForPrice(price: number): number {
  return buyerCommission(price);
}

export type BuyDecision =
  | { ok: true; commission: number; deposit: number }
  | { ok: false; code: "conflict" | "not_found"; reason: "own_listing" | "reserved" | "sold" | "withdrawn" | "price_changed" | "insufficient_provision"; message: string; missing?: number };

/**
 * Whether this buyer may buy this listing now; `available` is total − blocked of the buyer and
 * `confirmedPrice` the price the buyer saw and confirmed (when given it must still be the price).
 */
export function decideBuy(listing: { state: ListingStateName; price: number; sellerUid: string | null }, buyerUid: string, available: number, confirmedPrice?: number): BuyDecision {
  if (listing.state === "withdrawn") return { ok: false, code: "not_found", reason: "withdrawn", message: buyNowMessages.withdrawn };
  if (listing.state === "sold") return { ok: false, code: "conflict", reason: "sold", message: buyNowMessages.sold };
  if (listing.state === "reserved") return { ok: false, code: "conflict", reason: "reserved", message: buyNowMessages.reserved };
  if (listing.sellerUid !== null && listing.sellerUid === buyerUid) return { ok: false, code: "conflict", reason: "own_listing", message: buyNowMessages.ownListing };
  if (confirmedPrice !== undefined && confirmedPrice !== listing.price) return { ok: false, code: "conflict", reason: "price_changed", message: buyNowMessages.priceChanged(listing.price) };
  const deposit = depositForPrice(listing.price);
  if (available < deposit) {
    const missing = deposit - available;
    return { ok: false, code: "conflict", reason: "insufficient_provision", message: buyNowMessages.insufficient(missing, deposit), missing };
  }
  return { ok: true, commission: buyerCommission(listing.price), deposit };
}

/** Order lifecycle (DESIGN §3): awaiting payment → paid → completed; cancelled from either open state. */
export const ORDER_NEXT: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = { awaiting_payment: "ödeme bekleniyor", paid: "ödendi", completed: "tamamlandı", cancelled: "iptal edildi" };

/** What happens to the buyer's blocked deposit when an order moves: kept, released, or captured as a cayma bedeli. */
export type DepositOutcome = "keep" | "release" | "capture";

export type OrderStep =
  | { ok: true; deposit: DepositOutcome; listingState: ListingStateName | null }
  | { ok: false; message: string };

/**
 * What moving an order to `to` does. The deposit guaranteed the order, so it is released when the
 * order ends either way, unless staff cancel an order the buyer did not pay and choose to collect
 * the deposit as a cayma bedeli (membership agreement; never once the order is paid, never before its
 * payment due date). A buy-now
 * listing is sold once paid and goes back on sale when its order is cancelled, forfeit or not.
 */
export function orderStep(
  order: { status: OrderStatus; listingId: number | null; paymentDueAt: Date | string },
  to: OrderStatus,
  opts: { forfeitDeposit?: boolean; now?: Date } = {},
): OrderStep {
  if (!ORDER_NEXT[order.status].includes(to)) {
    return { ok: false, message: `Sipariş ${ORDER_STATUS_TEXT[order.status]} durumunda; ${ORDER_STATUS_TEXT[to]} olarak işaretlenemez.` };
  }
  if (opts.forfeitDeposit) {
    if (to !== "cancelled") return { ok: false, message: buyNowMessages.forfeitOnlyOnCancel };
    if (order.status !== "awaiting_payment") return { ok: false, message: buyNowMessages.forfeitOnlyUnpaid };
    // The buyer has until the due date to pay (membership agreement): collecting earlier punishes a buyer who did nothing wrong.
    if (!isPaymentOverdue(order.paymentDueAt, opts.now ?? new Date())) return { ok: false, message: buyNowMessages.forfeitBeforeDue(order.paymentDueAt) };
  }
  const deposit: DepositOutcome = to === "completed" || to === "cancelled" ? (opts.forfeitDeposit ? "capture" : "release") : "keep";
  let listingState: ListingStateName | null = null;
  if (order.listingId !== null) {
    if (to === "paid") listingState = "sold";
    if (to === "cancelled") listingState = "on_sale";
  }
  return { ok: true, deposit, listingState };
}
