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

export const SELL_REQUEST_ERRORS = {
  notFound: "Satış talebi bulunamadı.",
  // The limits come in from the callers (rules.ts imports this file, so it cannot import rules).
  uploadLimit: (limit: number) =>
    `Bir günde en fazla ${limit} fotoğraf yükleyebilirsiniz. Lütfen daha sonra tekrar deneyin.`,
  tooManyOpen: (openMax: number) =>
    `Sonuçlanmamış ${openMax} satış talebiniz var. Yeni başvuru için bunların sonuçlanmasını bekleyin.`,
  foreignPhoto: "Fotoğraflardan biri size ait değil veya bulunamadı; lütfen fotoğrafları yeniden yükleyin.",
  auctionMissing: "Bu numarada bir ihale bulunamadı.",
  listingMissing: "Bu numarada bir Hemen Al ilanı bulunamadı.",
  otherVehicle: (what: string, plate: string) =>
    `Seçilen ${what} bu talebin aracına (${plate}) ait değil; plakası farklı.`,
  closed: (what: string) => `Seçilen ${what} kapanmış; yalnızca açık bir ${what} bağlanabilir.`,
  wrongKind: (method: SaleMethod) =>
    method === "auction"
      ? "Kabul edilen teklif İhale içindi; bir ihale numarası girin."
      : "Kabul edilen teklif Hemen Al içindi; bir Hemen Al ilan numarası girin.",
  timesRequired: "İhalenin başlangıç ve bitiş zamanını girin.",
  needsAuctions: "İhale oluşturmak için ihale yönetimi yetkisi gerekir.",
  needsListings: "Hemen Al ilanı açmak için ilan yönetimi yetkisi gerekir.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const SELL_REQUEST_LOAD_ERRORS = {
  list: "Satış talepleri yüklenemedi.",
  mine: "Satış talepleriniz yüklenemedi.",
} as const;
