import { listHref } from "@/components/auctions/listUrl";
import { listingsHref } from "@/components/buyNow/listUrl";
import type { AuctionListParams } from "@/lib/auctions/schemas";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import { AUCTION_LIST_RULES } from "@/lib/auctions/listParams";
import { LISTING_LIST_RULES } from "@/lib/buyNow/listParams";

export const SAVED_SEARCH_KINDS = ["auction", "listing"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** Saved searches one user may keep; each is matched against every new auction or listing. */
export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_NAME_MAX = 80;

/** URL keys that say where in the list one is, not what one searches for: never saved. */
export const POSITION_KEYS = ["page", "pageSize"] as const;

/** The list page a saved search opens (defaults left out, as the list pages write their URLs). */
export function savedSearchHref(kind: SavedSearchKind, filters: Record<string, string | number>): string {
  const ordered = inListOrder(kind, filters);
  return kind === "auction" ? listHref(ordered as Partial<AuctionListParams>) : listingsHref(ordered as Partial<ListingListParams>);
}

/** The filters in the list page's own key order (jsonb keeps its own), so one search has one URL. */
export function inListOrder(kind: SavedSearchKind, filters: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of Object.keys(kind === "auction" ? AUCTION_LIST_RULES : LISTING_LIST_RULES)) if (filters[key] !== undefined) out[key] = filters[key];
  return out;
}

/** The filters part of a list URL's query (position keys and empty values dropped). */
export function filtersOfQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined || first === "" || (POSITION_KEYS as readonly string[]).includes(key)) continue;
    out[key] = first;
  }
  return out;
}
