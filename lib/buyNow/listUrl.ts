import { listPageHref } from "@/lib/listParams";
import { LISTING_PAGE_SIZE } from "@/lib/buyNow/listParams";
import type { ListingListParams } from "@/lib/buyNow/schemas";

const DEFAULTS: Partial<Record<keyof ListingListParams, unknown>> = {
  sort: "newest",
  page: 1,
  pageSize: LISTING_PAGE_SIZE,
};

/** The /hemenal URL for a set of filters; defaults are left out so the plain /hemenal stays canonical. */
export function listingsHref(params: Partial<ListingListParams>): string {
  return listPageHref("/hemenal", DEFAULTS, params);
}
