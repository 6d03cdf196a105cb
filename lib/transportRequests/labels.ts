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
