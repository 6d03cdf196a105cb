import { formatNumber } from "@/lib/format";

/** Turkish texts of the watchlist ("Takip Et"). */
export const WATCHLIST_LABELS = {
  follow: "Takip Et",
  following: "Takip Ediliyor",
  /** While the signed-in user's state is not known yet (the button is disabled then). */
  unknown: "Takip",
  followers: (n: number) => (n === 1 ? "1 kişi takip ediyor" : `${formatNumber(n)} kişi takip ediyor`),
  auctionNotFound: "İhale bulunamadı.",
  listingNotFound: "İlan bulunamadı.",
  failed: "Takip durumu değiştirilemedi. Lütfen tekrar deneyin.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const WATCHLIST_LOAD_ERRORS = {
  mine: "Takip listeniz yüklenemedi.",
} as const;
