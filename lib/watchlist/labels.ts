import { formatNumber } from "@/lib/format";

/** Turkish texts of the watchlist ("Takip Et"). */
export const watchlistText = {
  follow: "Takip Et",
  following: "Takip Ediliyor",
  followers: (n: number) => (n === 1 ? "1 kişi takip ediyor" : `${formatNumber(n)} kişi takip ediyor`),
  auctionNotFound: "İhale bulunamadı.",
  listingNotFound: "İlan bulunamadı.",
  failed: "Takip durumu değiştirilemedi. Lütfen tekrar deneyin.",
} as const;
