import type { AuctionStatus } from "@/lib/auctions/types";
import type { EndedOutcome } from "@/lib/auctions/rules";

// The texts of the public auction list and its cards (and the detail page's status pill), apart from
// the rest of the domain's texts in ../labels.ts (which re-exports these): the bundler keeps every text
// of a module that some client page uses, so /ihaleler loaded the management, error and buy-now texts
// too and was over its JavaScript budget (docs/DEVELOPING.md, benchmarks).

/** User-facing auction texts in one place, for a Turkish editor to review in one read. */
export const AUCTION_LABELS = {
  status: { live: "Canlı", upcoming: "Yakında", ended: "Sona erdi", cancelled: "İptal edildi" } satisfies Record<
    AuctionStatus,
    string
  >,
  sold: "Satıldı",
  unsold: "Satılmadı",
  reserveNote: { met: "Rezerv fiyat karşılandı", not_met: "Rezerv fiyat karşılanmadı" },
  bids: (n: number) => `${n} teklif`,
  noBids: "Henüz teklif yok",
  currentPrice: "Güncel fiyat",
  startingPrice: "Başlangıç fiyatı",
  endsIn: "Bitişe kalan",
  startsIn: "Başlangıca kalan",
  endedAt: "Bitiş",
};

/** What an ended auction shows in public (endedOutcome): the price it sold for, a missed reserve, or no bid. */
export const soldPriceLabel = (outcome: EndedOutcome, price: string): string =>
  outcome === "sold" ? `Satıldı: ${price}` : outcome === "reserve_not_met" ? "Rezerv karşılanmadı" : "Teklif gelmedi";
