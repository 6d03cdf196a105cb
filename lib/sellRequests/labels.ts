/**
 * Borsa'da Sat (DESIGN §3): the states and their Turkish labels, shared by the /borsadasat form, the
 * API and the management screen so all three say the same thing. No zod here: pages import this.
 */
export const SELL_STATUSES = ["submitted", "in_review", "offer_made", "accepted", "declined", "listed", "rejected", "withdrawn"] as const;
export type SellRequestStatus = (typeof SELL_STATUSES)[number];

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

export const SALE_METHODS = ["auction", "buy_now"] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];
export const SALE_METHOD_LABELS: Record<SaleMethod, string> = { auction: "İhale", buy_now: "Hemen Al" };
