/**
 * How /ihaleler is served (no imports: next.config.ts reads this file).
 *
 * The default view (no list parameter in the URL) comes from the ISR cache: pages/ihaleler/index.tsx.
 * A URL carrying any list parameter is server-rendered by pages/ihaleler/filtre.tsx under the same
 * /ihaleler URL, through a `beforeFiles` rewrite per parameter in next.config.ts. Config rewrites
 * are resolved by the client router too (the build manifest carries them), so client-side
 * navigation asks for /_next/data/…/ihaleler/filtre.json directly.
 */
export const FILTERED_LIST_PATH = "/ihaleler/filtre";

/** Every query key of auctionListQuerySchema (a unit test keeps the two in step). */
export const AUCTION_LIST_QUERY_KEYS = [
  "brand",
  "model",
  "city",
  "yearMin",
  "yearMax",
  "kmMin",
  "kmMax",
  "ccMin",
  "ccMax",
  "state",
  "sort",
  "page",
  "pageSize",
] as const;

/** How often the cached default view is rebuilt in the background (ISR `revalidate`, seconds). */
export const DEFAULT_LIST_REVALIDATE_SECONDS = 5;
