import { listHref } from "@/lib/auctions/listUrl";
import { listingsHref } from "@/lib/buyNow/listUrl";
import { AUCTION_LIST_RULES } from "@/lib/auctions/listParams";
import type { AuctionListParams } from "@/lib/auctions/schemas";
import { LISTING_LIST_RULES } from "@/lib/buyNow/listParams";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";

/** The list page a saved search opens (defaults left out, as the list pages write their URLs). */
export function savedSearchHref(kind: SavedSearchKind, filters: Record<string, string | number>): string {
  const ordered = inListOrder(kind, filters);
  return kind === "auction"
    ? listHref(ordered as Partial<AuctionListParams>)
    : listingsHref(ordered as Partial<ListingListParams>);
}

/** The filters in the list page's own key order (jsonb keeps its own), so one search has one URL. */
export function inListOrder(
  kind: SavedSearchKind,
  filters: Record<string, string | number>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of Object.keys(kind === "auction" ? AUCTION_LIST_RULES : LISTING_LIST_RULES))
    if (filters[key] !== undefined) out[key] = filters[key];
  return out;
}
