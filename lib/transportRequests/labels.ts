import { formatTurkishDate } from "@/lib/dates";
import type { TransportRequestStatus } from "@/lib/transportRequests/types";

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
