import type { SaleMethod, SellRequestStatus } from "@/lib/sellRequests/types";

/** The same words /kurumsal/teklifal uses for the stages. */
export const SELL_STATUS_LABELS: Record<SellRequestStatus, string> = {
  submitted: "Başvuru alındı",
  in_review: "İncelemede",
  offer_made: "Teklif verildi",
  accepted: "Teklif kabul edildi",
  declined: "Teklif reddedildi",
  listed: "Yayında",
  rejected: "Başvuru reddedildi",
  withdrawn: "Geri çekildi",
};

export const SELL_STATUS_TONES: Record<SellRequestStatus, "warning" | "success" | "danger" | "neutral" | "info"> = {
  submitted: "neutral",
  in_review: "info",
  offer_made: "warning",
  accepted: "success",
  declined: "neutral",
  listed: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

export const SALE_METHOD_LABELS: Record<SaleMethod, string> = { auction: "İhale", buy_now: "Hemen Al" };
