import { formatDateTime, formatTL } from "@/lib/format";
import type { OfferStatus } from "@/lib/offers/types";

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

/** The API's field messages (lib/offers/schemas.ts). */
export const OFFER_FIELD_ERRORS = {
  priceNumber: "Karşı teklif fiyatı bir sayı olmalıdır.",
  priceWhole: "Karşı teklif fiyatı tam TL olmalıdır.",
  priceInvalid: "Karşı teklif fiyatı geçersiz.",
  priceTooHigh: "Karşı teklif fiyatı en fazla 1.000.000.000 TL olabilir.",
  status: "Geçersiz teklif durumu.",
  reasonRequired: "Yasağı kaldırma gerekçesi gerekli.",
  reasonShort: "Yasağı kaldırma gerekçesi en az 5 karakter olmalıdır.",
  reasonLong: "Gerekçe en fazla 500 karakter olabilir.",
} as const;

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: "Yanıtınızı bekliyor",
  accepted: "Kabul edildi",
  declined: "Reddedildi",
  expired: "Süresi doldu",
};

export const offerLabels = {
  sectionTitle: "İhale sonrası teklifler",
  receivedTitle: "Araçlarınıza gelen rezerv teklifleri",
  reserveTitle: "Rezerv fiyatına satın alma teklifi",
  secondChanceTitle: "İkinci şans teklifi",
  priceLine: (price: number, commission: number, countered: boolean) =>
    `${countered ? "Karşı teklif" : "Fiyat"}: ${formatTL(price)} + ${formatTL(commission)} hizmet bedeli`,
  topBidLine: (topBid: number, price: number) => `En yüksek teklif ${formatTL(topBid)}, istenen ${formatTL(price)}`,
  orderLine: (orderId: number) => `Sipariş no ${orderId}: Siparişlerim bölümünden ödeyebilirsiniz.`,
  expiresAt: "Son kabul zamanı",
  accept: (total: number) => `Kabul Et (${formatTL(total)})`,
  decline: "Reddet",
  counter: "Karşı Teklif Ver",
  counterPrice: "Karşı teklif fiyatı (TL)",
  counterInvalid: "Geçerli bir tutar girin.",
  answerError: "Yanıtınız kaydedilemedi.",
  counterError: "Karşı teklif gönderilemedi.",
  accepted: "Teklif kabul edildi; siparişiniz oluşturuldu.",
  declined: "Teklifi reddettiniz.",
  countered: "Karşı teklif gönderildi.",
  banTitle: "Teklif ve satın alma yasağı",
  // The same sentence the API refuses with while the ban lasts.
  banUntil: OFFER_ERRORS.banned,
  loadError: "Teklifler yüklenemedi.",
} as const;

/** Management › İhaleler: the open offers after an auction, with the counter staff may give once. */
export const managedOfferLabels = {
  title: "İhale sonrası açık teklifler",
  text: "Rezervi karşılanmayan ihalelerde en yüksek teklif sahibine 24 saat süre verilir; rezervle en yüksek teklif arasında bir kez karşı teklif verebilirsiniz.",
  auction: (id: number) => `İhale #${id}`,
  topBid: "En yüksek teklif",
  reserve: "Rezerv",
  price: (countered: boolean) => (countered ? "Karşı teklif" : "İstenen fiyat"),
  deadline: "Son kabul zamanı",
  ownerCounters: "Emanet araç: karşı teklifi araç sahibi Profil sayfasından verir.",
  countered: "Karşı teklif verildi; alıcının yanıtı bekleniyor.",
  loadError: "Teklifler yüklenemedi.",
} as const;

/** Ledger notes of the offers' deposit moves. */
export const OFFER_LEDGER_NOTES = {
  expired: "Teklif süresi doldu",
  declined: "Teklif reddedildi",
  accepted: (orderId: number) => `İhale sonrası teklif kabul edildi (sipariş ${orderId})`,
} as const;

/** Management › Kullanıcılar: a non-payer's ban and its lift. */
export const banLiftLabels = {
  title: "Ödememe nedeniyle teklif ve satın alma yasağı",
  until: (endsAt: Date) =>
    `Bu kullanıcı ${formatDateTime(endsAt)} tarihine kadar teklif veremez ve satın alma yapamaz.`,
  reason: "Kaldırma gerekçesi",
  submit: "Yasağı kaldır",
  done: "Yasak kaldırıldı.",
  error: "Yasak kaldırılamadı.",
} as const;
