import { formatDateTime } from "@/lib/format";
import { FOLLOW_BUTTON_LABELS } from "@/lib/watchlist/list/labels";

/** Turkish texts of the watchlist ("Takip Et"). */
export const WATCHLIST_LABELS = {
  ...FOLLOW_BUTTON_LABELS,
  auctionNotFound: "İhale bulunamadı.",
  listingNotFound: "İlan bulunamadı.",
  failed: "Takip durumu değiştirilemedi. Lütfen tekrar deneyin.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const WATCHLIST_LOAD_ERRORS = {
  mine: "Takip listeniz yüklenemedi.",
} as const;

/** The timed notices of a followed auction (lib/server/watchlist/reminders.ts). */
export const FOLLOW_REMINDERS = {
  startedTitle: "Takip ettiğiniz ihale başladı",
  startedBody: (title: string, endsAt: Date) =>
    `${title} ihalesi başladı; ${formatDateTime(endsAt)} tarihinde sona erecek. Teklif vermek için ihale sayfasına gidin.`,
  endingTitle: (window: number) => (window === 10 ? "İhale 10 dakika içinde bitiyor" : "İhale 1 saat içinde bitiyor"),
  endingBody: (title: string, endsAt: Date, leading: boolean) =>
    `${title} ihalesi ${formatDateTime(endsAt)} tarihinde sona eriyor. ${leading ? "Şu an en yüksek teklif sizde." : "Son tekliflerinizi kaçırmayın."}`,
};
