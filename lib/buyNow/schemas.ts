import { z } from "zod";
import { MAX_AMOUNT } from "@/lib/auctions/rules";
import { BUY_NOW_FIELD_ERRORS as E } from "@/lib/buyNow/labels";
import { intQuery, optionalText, provinceQuery } from "@/lib/listQuery";
import {
  LISTING_LIST_RULES as L,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  parseListingQueryLenient,
  type ListingListState,
} from "@/lib/buyNow/listParams";

export { LISTING_PAGE_SIZE, LISTING_SORTS, parseListingQueryLenient };

const int = (rule: { label: string; min: number; max: number }) => intQuery(rule.label, rule.min, rule.max);

/** The API's listing query; the bounds, labels and defaults are the page's rules (listParams.ts). */
export const listingListQuerySchema = z.object({
  brand: optionalText(L.brand.max),
  city: provinceQuery(),
  priceMin: int(L.priceMin).optional(),
  priceMax: int(L.priceMax).optional(),
  yearMin: int(L.yearMin).optional(),
  yearMax: int(L.yearMax).optional(),
  sort: z.enum(LISTING_SORTS, { error: L.sort.error }).default(L.sort.default),
  page: int(L.page).default(L.page.default),
  pageSize: int(L.pageSize).default(L.pageSize.default),
});

export type ListingListParams = z.infer<typeof listingListQuerySchema>;
// The page parses its URL without zod (listParams.ts); both must describe the same shape.
const sameShape: [ListingListParams, ListingListState] extends [ListingListState, ListingListParams] ? true : false =
  true;
void sameShape;

const price = z.number({ error: E.priceType }).int(E.priceWhole).min(1_000, E.priceMin).max(MAX_AMOUNT, E.priceMax);

export const listingCreateSchema = z.object({
  vehicleId: z.number({ error: E.vehicle }).int(E.vehicle).positive(E.vehicle),
  price,
});

export const listingPriceSchema = z.object({ price });

/** Relist a withdrawn listing (PRODUCT §7.1): the price may be left out to keep the old one. */
export const listingRelistSchema = z.object({ price: price.optional() });

export const LISTING_STATES = ["on_sale", "reserved", "sold", "withdrawn"] as const;
