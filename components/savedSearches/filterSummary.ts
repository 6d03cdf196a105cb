import { AUCTION_SORT_LABELS, AUCTION_STATE_LABELS } from "@/lib/auctions/labels";
import { LISTING_SORT_LABELS } from "@/lib/buyNow/labels";
import { formatNumber, formatTL } from "@/lib/format";
import type { SavedSearch } from "@/lib/savedSearches/types";

const range = (min: unknown, max: unknown, show: (n: number) => string): string | null => {
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined) return `${show(Number(min))} – ${show(Number(max))}`;
  return min !== undefined ? `en az ${show(Number(min))}` : `en çok ${show(Number(max))}`;
};

/** The filters in words: "Honda · CBR · İstanbul · Yıl: 2018 – 2022 · Sıralama: …". */
export function filterSummary(search: SavedSearch): string {
  const f = search.filters;
  const parts: Array<string | null> = [
    f.brand ? String(f.brand) : null,
    f.model ? `Model: ${f.model}` : null,
    f.city ? String(f.city) : null,
    range(f.yearMin, f.yearMax, String) && `Yıl: ${range(f.yearMin, f.yearMax, String)}`,
    range(f.kmMin, f.kmMax, (n) => `${formatNumber(n)} km`),
    range(f.ccMin, f.ccMax, (n) => `${formatNumber(n)} cc`),
    range(f.priceMin, f.priceMax, formatTL) && `Fiyat: ${range(f.priceMin, f.priceMax, formatTL)}`,
    f.state ? (AUCTION_STATE_LABELS[f.state as keyof typeof AUCTION_STATE_LABELS] ?? null) : null,
    f.sort
      ? `Sıralama: ${(search.kind === "auction" ? AUCTION_SORT_LABELS[f.sort as keyof typeof AUCTION_SORT_LABELS] : LISTING_SORT_LABELS[f.sort as keyof typeof LISTING_SORT_LABELS]) ?? f.sort}`
      : null,
  ];
  const text = parts.filter(Boolean).join(" · ");
  return text || (search.kind === "auction" ? "Tüm ihaleler" : "Tüm Hemen Al ilanları");
}
