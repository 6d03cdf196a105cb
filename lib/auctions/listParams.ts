import { LIST_FILTER_LABELS as T } from "@/lib/api/list/labels";
import { lenientParser, pagingRules, YEAR_RANGE_RULES, type ListParamsOf, type ParamRule } from "@/lib/listParams";

export const AUCTION_STATE_FILTERS = ["active", "live", "upcoming", "ended"] as const;
export const AUCTION_SORTS = ["ending", "newest", "price_asc", "price_desc"] as const;
export const DEFAULT_PAGE_SIZE = 12;

/** The /ihaleler URL state; auctionListQuerySchema (the API) is built from the same rules. */
export const AUCTION_LIST_RULES = {
  brand: { kind: "text", max: 40 },
  model: { kind: "text", max: 60 },
  city: { kind: "province" },
  ...YEAR_RANGE_RULES,
  kmMin: { kind: "int", label: T.kmMin, min: 0, max: 10_000_000 },
  kmMax: { kind: "int", label: T.kmMax, min: 0, max: 10_000_000 },
  ccMin: { kind: "int", label: T.ccMin, min: 0, max: 10_000 },
  ccMax: { kind: "int", label: T.ccMax, min: 0, max: 10_000 },
  state: { kind: "enum", values: AUCTION_STATE_FILTERS, default: "active", error: T.auctionStateInvalid },
  sort: { kind: "enum", values: AUCTION_SORTS, default: "ending", error: T.sortInvalid },
  ...pagingRules(DEFAULT_PAGE_SIZE),
} as const satisfies Record<string, ParamRule>;

/** The /ihaleler URL state as parsed: the shape of AuctionListParams (schemas.ts), without zod. */
export type AuctionListState = ListParamsOf<typeof AUCTION_LIST_RULES>;

/** The auction list's filters from a URL a person may have edited (invalid values dropped). */
export const parseListQueryLenient = lenientParser(AUCTION_LIST_RULES);
