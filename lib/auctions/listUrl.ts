import { listPageHref } from "@/lib/listParams";
import type { AuctionListParams } from "@/lib/auctions/schemas";
import { DEFAULT_PAGE_SIZE } from "@/lib/auctions/listParams";

const DEFAULTS: Partial<Record<keyof AuctionListParams, unknown>> = {
  state: "active",
  sort: "ending",
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The list URL for a set of filters; defaults are left out so the plain /ihaleler stays canonical. */
export function listHref(params: Partial<AuctionListParams>): string {
  return listPageHref("/ihaleler", DEFAULTS, params);
}
