import type { AuctionStatus } from "@/lib/auctions/types";

/** User-facing auction texts in one place, for a Turkish editor to review in one read. */
export const auctionText = {
  status: { live: "Canlı", upcoming: "Yakında", ended: "Sona erdi", cancelled: "İptal edildi" } satisfies Record<
    AuctionStatus,
    string
  >,
  sold: "Satıldı",
  unsold: "Satılmadı",
  bids: (n: number) => `${n} teklif`,
  noBids: "Henüz teklif yok",
  currentPrice: "Güncel fiyat",
  startingPrice: "Başlangıç fiyatı",
  endsIn: "Bitişe kalan",
  startsIn: "Başlangıca kalan",
  endedAt: "Bitiş",
};

export const statusTone: Record<AuctionStatus, string> = {
  // Tokens from styles/globals.css that keep white text readable (axe color-contrast).
  live: "bg-live text-white",
  upcoming: "bg-upcoming text-white",
  ended: "bg-neutral-700 text-white",
  cancelled: "bg-red-700 text-white",
};

export const SORT_LABELS = {
  ending: "Bitişi en yakın",
  newest: "En yeni",
  price_asc: "Fiyat (artan)",
  price_desc: "Fiyat (azalan)",
} as const;

export const STATE_LABELS = {
  active: "Canlı ve yakında",
  live: "Canlı",
  upcoming: "Yakında başlayacak",
  ended: "Sona erenler",
} as const;
