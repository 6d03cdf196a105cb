/**
 * The business rules the institutional texts quote (PRODUCT §13), in one place so the
 * texts and the tables cannot drift apart.
 */

import { INCREMENT_BANDS, SOFT_CLOSE_MINUTES } from "@/lib/auctions/rules";
import { COMMISSION_BANDS } from "@/lib/orders/commission";
import { PAYMENT_BUSINESS_DAYS } from "@/lib/orders/rules";
import { formatTL } from "@/lib/format";
import { MIN_PROVISION_REQUEST } from "@/lib/deposits/rules";

/** Whole TL with a dot thousands separator: 250000 → "250.000 TL". */
export const tl = formatTL;

/** Buyer service fee (alıcı hizmet bedeli) by sale price, from the commission rule itself (PRODUCT §5.2). */
export const BUYER_FEE_BANDS = COMMISSION_BANDS.map((band, i) => ({
  from: i === 0 ? 0 : COMMISSION_BANDS[i - 1].below,
  below: Number.isFinite(band.below) ? band.below : null,
  fee: band.commission,
}));

/** Default minimum bid increment by current price, PRODUCT §6.2, from the increment rule itself (lib/auctions/rules.ts). */
export const BID_INCREMENT_BANDS = INCREMENT_BANDS.map((band, i) => ({
  from: i === 0 ? 0 : INCREMENT_BANDS[i - 1].below,
  below: Number.isFinite(band.below) ? band.below : null,
  step: band.step,
}));

export const RULES = {
  minProvisionRequest: MIN_PROVISION_REQUEST,
  softCloseMinutes: SOFT_CLOSE_MINUTES,
  /** Working days the buyer has to pay for an order (price + service fee). */
  paymentDays: PAYMENT_BUSINESS_DAYS,
  /** Working days staff need to check a provision transfer against its reference code. */
  provisionApprovalDays: 1,
  /** Working days to pay out a withdrawal of available provision. */
  withdrawalDays: 3,
  /** Working days for the first answer to a "Borsa'da Sat" application. */
  sellReviewDays: 2,
  /** Days an offer for a "Borsa'da Sat" vehicle stays open. */
  sellOfferValidDays: 7,
  /** Days a transport quote stays open. */
  transportQuoteValidDays: 3,
} as const;

/** "250.000 TL altı", "250.000 TL – 499.999 TL", "500.000 TL ve üzeri" */
export function bandLabel(band: { from: number; below: number | null }): string {
  if (band.from === 0 && band.below !== null) return `${tl(band.below)} altı`;
  if (band.below === null) return `${tl(band.from)} ve üzeri`;
  return `${tl(band.from)} – ${tl(band.below - 1)}`;
}

/**
 * The bidding rules in short, under the bid panel of a live or upcoming auction (the full text is
 * the buying guide's). Each line is a rule lib/bids/rules.ts enforces.
 */
export const BIDDING_EXPLAINER: readonly string[] = [
  "Teklifler bağlayıcıdır ve geri alınamaz; gönderilmeden önce tutarı yazıyla birlikte onaylarsınız.",
  "Teklif tutarı, sonraki en az teklif ile artış tutarının tam katları kadar üstüdür: en az teklif 97.000 TL ve artış 1.000 TL ise 97.000, 98.000, 99.000 TL… verilebilir. Azami teklif de bu tutarlardan biri olmalıdır.",
  "En yüksek teklif sizdeyken teklifinizin (azami teklif verdiyseniz azami tutarın) hizmet bedeli kadar provizyonunuz bloke edilir; teklifiniz geçilirse hemen serbest kalır.",
  "En yüksek teklif zaten sizdeyken verdiğiniz teklif fiyatı ve teklif geçmişini değiştirmez; yalnızca azami tutarınızı yükseltir.",
  `Son ${RULES.softCloseMinutes} dakikada verilen her teklif bitişi ${RULES.softCloseMinutes} dakika uzatır.`,
];
