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
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (DEFAULTS[key as keyof AuctionListParams] === value) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `/ihaleler?${qs}` : "/ihaleler";
}
