import { MAX_AMOUNT } from "@/lib/auctions/rules";
import { LIST_FILTER_LABELS as T } from "@/lib/api/list/labels";
import { lenientParser, pagingRules, YEAR_RANGE_RULES, type ListParamsOf, type ParamRule } from "@/lib/listParams";

export const LISTING_SORTS = ["newest", "price_asc", "price_desc", "year_desc"] as const;
export const LISTING_PAGE_SIZE = 12;

/** The /hemenal URL state; listingListQuerySchema (the API) is built from the same rules. */
export const LISTING_LIST_RULES = {
  brand: { kind: "text", max: 40 },
  city: { kind: "province" },
  priceMin: { kind: "int", label: T.priceMin, min: 0, max: MAX_AMOUNT },
  priceMax: { kind: "int", label: T.priceMax, min: 0, max: MAX_AMOUNT },
  ...YEAR_RANGE_RULES,
  sort: { kind: "enum", values: LISTING_SORTS, default: "newest", error: T.sortInvalid },
  ...pagingRules(LISTING_PAGE_SIZE),
} as const satisfies Record<string, ParamRule>;

/** The /hemenal URL state as parsed: the shape of ListingListParams (schemas.ts), without zod. */
export type ListingListState = ListParamsOf<typeof LISTING_LIST_RULES>;

/** The /hemenal filters from a URL a person may have edited (invalid values dropped). */
export const parseListingQueryLenient = lenientParser(LISTING_LIST_RULES);
