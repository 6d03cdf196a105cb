import { COMPANY } from "@/lib/company";
import { formatTurkishDate } from "@/lib/dates";
import type { TransportAction, TransportRequestStatus } from "@/lib/transportRequests/types";

/** "Talep alındı" and "Teslim edildi" are the words /kurumsal/nakliye promises. */
export const TRANSPORT_STATUS_LABELS: Record<TransportRequestStatus, string> = {
  requested: "Talep alındı",
  quoted: "Fiyat teklifi verildi",
  accepted: "Teklif kabul edildi",
  declined: "Teklif reddedildi",
  scheduled: "Planlandı",
  delivered: "Teslim edildi",
  cancelled: "İptal edildi",
};

export const TRANSPORT_STATUS_TONES: Record<
  TransportRequestStatus,
  "warning" | "success" | "danger" | "neutral" | "info"
> = {
  requested: "neutral",
  quoted: "warning",
  accepted: "info",
  declined: "neutral",
  scheduled: "info",
  delivered: "success",
  cancelled: "danger",
};

/** A stored calendar day (yyyy-mm-dd) in words; noon UTC keeps it on the same day in Istanbul. */
export const formatDay = (day: string) => formatTurkishDate(`${day}T12:00:00Z`);

export const TRANSPORT_REQUEST_ERRORS = {
  notFound: "Nakliye talebi bulunamadı.",
  // The limit comes in from TRANSPORT_LIMITS (rules.ts imports this file, so it cannot import rules).
  tooManyOpen: (openMax: number) =>
    `Yanıt bekleyen ${openMax} nakliye talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.`,
  orderMissing: "Seçtiğiniz motosiklet siparişleriniz arasında bulunamadı.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const TRANSPORT_REQUEST_LOAD_ERRORS = {
  list: "Nakliye talepleri yüklenemedi.",
  mine: "Nakliye talepleriniz yüklenemedi.",
} as const;

/** What a refused transition "cannot" do, ending the sentence "Talep “…” durumunda olduğu için …" (lib/transportRequests/rules.ts). */
export const TRANSPORT_ACTION_REFUSALS: Record<TransportAction, string> = {
  quote: "fiyat teklifi verilemez",
  accept: "kabul edilemez",
  decline: "reddedilemez",
  withdraw: "iptal edilemez",
  schedule: "planlanamaz",
  deliver: "teslim edildi olarak işaretlenemez",
  cancel: "iptal edilemez",
};

/** The 409 texts of the transport flow (decideTransport). */
export const TRANSPORT_FLOW_ERRORS = {
  stateRefusal: (status: TransportRequestStatus, refused: string) =>
    `Talep “${TRANSPORT_STATUS_LABELS[status]}” durumunda olduğu için ${refused}.`,
  quoteOpen: "Bu talepte süresi dolmamış bir fiyat teklifi var; yeni teklif ancak süresi dolunca verilebilir.",
  quoteExpired: "Fiyat teklifinin geçerlilik süresi doldu. Ekibimiz size yeni bir teklif iletecek.",
  notPickedUpYet: (day: string) => {
    const [y, m, d] = day.split("-");
    return `Teslim alma tarihi (${d}.${m}.${y}) gelmeden taşıma teslim edildi olarak işaretlenemez.`;
  },
  alreadyAccepted: "Bu fiyat teklifini zaten kabul ettiniz.",
  alreadyDeclined: "Bu fiyat teklifini zaten reddettiniz.",
  noQuote: "Bu talepte yanıtlanacak bir fiyat teklifi yok.",
  /** Why the user can no longer cancel, for each state the withdrawal rule does not start from. */
  withdraw: {
    accepted: `Fiyatı onayladığınız için taşımanız planlanıyor; iptal için lütfen bizi arayın: ${COMPANY.phone}.`,
    scheduled: `Taşımanız planlandı; iptal için lütfen bizi arayın: ${COMPANY.phone}.`,
    delivered: "Bu taşıma tamamlandı; iptal edilemez.",
    declined: "Fiyat teklifini reddettiğinizde bu talep zaten kapandı.",
    cancelled: "Bu talep zaten iptal edildi.",
  } as Partial<Record<TransportRequestStatus, string>>,
};

/** The transport forms' fields (lib/transportRequests/schemas.ts); limits come in from TRANSPORT_LIMITS. */
export const TRANSPORT_FIELD_ERRORS = {
  required: (label: string) => `${label} zorunludur.`,
  dayInvalid: (label: string) => `${label} geçerli bir tarih olmalıdır.`,
  dayPast: (label: string) => `${label} geçmiş bir gün olamaz.`,
  dayTooFar: (label: string, daysAhead: number) => `${label} en fazla ${daysAhead} gün sonrası olabilir.`,
  date: "Tarih",
  provinceRequired: (label: string) => `${label} ilini seçin.`,
  province: (label: string) => `${label} için listeden bir il seçin.`,
  districtRequired: (label: string) => `${label} ilçesini yazın.`,
  districtMin: (label: string, min: number) => `${label} ilçesi en az ${min} karakter olmalıdır.`,
  districtMax: (label: string, max: number) => `${label} ilçesi en fazla ${max} karakter olabilir.`,
  districtPattern: (label: string) => `${label} ilçesi yalnızca harf ve rakam içerebilir.`,
  textType: (label: string) => `${label} metin olmalıdır.`,
  textMax: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`,
  from: "Çıkış",
  to: "Varış",
  order: "Seçilen motosiklet geçersiz.",
  brandLabel: "Marka",
  modelLabel: "Model",
  noteLabel: "Not",
  preferredDate: "Tercih ettiğiniz tarih",
  pickupDate: "Alım tarihi",
  brand: "Motosikletin markasını yazın.",
  model: "Motosikletin modelini yazın.",
  priceType: "Fiyat bir sayı olmalıdır.",
  priceWhole: "Fiyat tam TL olmalıdır.",
  priceMin: (min: number) => `Fiyat en az ${min} TL olmalıdır.`,
  priceMax: "Fiyat en fazla 1.000.000 TL olabilir.",
  reasonRequired: "İptal nedeni zorunludur.",
  reasonMin: (min: number) => `İptal nedeni en az ${min} karakter olmalıdır.`,
  reasonMax: (max: number) => `İptal nedeni en fazla ${max} karakter olabilir.`,
} as const;
