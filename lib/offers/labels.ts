import { formatDateTime, formatTL } from "@/lib/format";

/** Turkish texts of the offers after an auction and of the non-payer ban. */
export const OFFER_ERRORS = {
  notFound: "Teklif bulunamadı.",
  notOpen: "Bu teklif artık geçerli değil.",
  counterOnlyReserve: "Karşı teklif yalnızca rezerv karşılanmayan ihalelerde verilebilir.",
  alreadyCountered: "Bu teklife zaten bir kez karşı teklif verildi.",
  counterRange: (topBid: number, reserve: number) =>
    `Karşı teklif ${formatTL(topBid)} ile ${formatTL(reserve)} arasında olmalıdır.`,
  insufficient: (missing: number, deposit: number) =>
    `Bu satın alma için ${formatTL(deposit)} teminat gerekiyor; kullanılabilir provizyonunuzda ${formatTL(missing)} eksik.`,
  orderExists: "Bu ihale için zaten açık bir sipariş var.",
  ownerCounters: "Emanet araçta karşı teklifi araç sahibi verir.",
  banned: (endsAt: Date) =>
    `Ödenmeyen iki sipariş nedeniyle ${formatDateTime(endsAt)} tarihine kadar teklif veremez ve satın alma yapamazsınız.`,
  banNotFound: "Aktif bir teklif yasağı bulunamadı.",
} as const;

export const offerLabels = {
  reserveTitle: "Rezerv fiyatına satın alma teklifi",
  secondChanceTitle: "İkinci şans teklifi",
  price: "Teklif fiyatı",
  expiresAt: "Son kabul zamanı",
  accept: "Kabul et",
  decline: "Reddet",
  counter: "Karşı teklif ver",
  counterPrice: "Karşı teklif fiyatı",
  accepted: "Teklif kabul edildi; siparişiniz oluşturuldu.",
  declined: "Teklifi reddettiniz.",
  countered: "Karşı teklif gönderildi.",
  banTitle: "Teklif ve satın alma yasağı",
  banUntil: (endsAt: Date) =>
    `Ödenmeyen iki sipariş nedeniyle ${formatDateTime(endsAt)} tarihine kadar teklif veremez ve satın alma yapamazsınız.`,
  loadError: "Teklifler yüklenemedi.",
} as const;

/** Ledger notes of the offers' deposit moves. */
export const OFFER_LEDGER_NOTES = {
  expired: "Teklif süresi doldu",
  declined: "Teklif reddedildi",
  accepted: (orderId: number) => `İhale sonrası teklif kabul edildi (sipariş ${orderId})`,
} as const;
