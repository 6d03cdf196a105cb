/** Turkish texts of bidding: the refusals a bid gets (the server's answer and the panel's hints) and its ledger notes. */
import { formatTL } from "@/lib/format";

export const BID_ERRORS = {
  cancelled: "Bu ihale iptal edildi; teklif verilemez.",
  ended: "Bu ihale sona erdi; teklif verilemez.",
  notStarted: "Bu ihale henüz başlamadı.",
  ownAuction: "Kendi aracınızın ihalesine teklif veremezsiniz.",
  maxBelowAmount: "Azami teklif, teklif tutarından düşük olamaz.",
  alreadyLeading: "En yüksek teklif zaten sizde. Azami teklifinizi yükseltmek için daha yüksek bir tutar girin.",
} as const;

/** The names of a bid's two amounts, as refusals and field messages call them. */
export const BID_FIELD_LABELS = {
  amount: "Teklif tutarı",
  maxAmount: "Azami teklif",
} as const;
export type BidAmountField = keyof typeof BID_FIELD_LABELS;

export const tooLowText = (minimum: number) => `Teklifiniz en az ${formatTL(minimum)} olmalıdır.`;

export const insufficientProvisionText = (required: number, missing: number) =>
  `Bu teklif için ${formatTL(required)} kullanılabilir provizyon gerekiyor; ${formatTL(missing)} eksik.`;

/** An amount off the bid grid, naming the nearest valid amounts (`below` null when only `above` is one). */
export function offGridText(field: BidAmountField, step: number, below: number | null, above: number): string {
  const options = below !== null ? `${formatTL(below)} ya da ${formatTL(above)}` : formatTL(above);
  return `${BID_FIELD_LABELS[field]} ${formatTL(step)} artışlarla verilebilir: ${options} verebilirsiniz.`;
}

/** The notes of the deposit moves a bid batch makes (Hesap hareketleri). */
export const BID_LEDGER_NOTES = {
  outbid: "Teklifiniz geçildi",
  depositChanged: "Teminat güncellendi",
  auctionDeposit: "İhale teminatı",
} as const;
