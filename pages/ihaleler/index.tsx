import type { GetStaticProps } from "next";
import { AuctionListPage, type AuctionListProps } from "@/components/auctions/AuctionListPage";
import { AUCTION_LIST_COPY } from "@/components/auctions/auctionFilterFields";
import { DEFAULT_LIST_REVALIDATE_SECONDS } from "@/lib/auctions/listRoutes";
import { parseListQueryLenient } from "@/lib/auctions/listParams";

/**
 * The default view (live and upcoming, ending soonest) is the URL everyone lands on and is the same for
 * every visitor (the session is read in the browser), so it comes from the ISR cache, rebuilt in the
 * background at most every few seconds: a price may lag a bid by that much (the detail page is live)
 * and countdowns tick in the browser. A URL with any list parameter is served per request by
 * ./filtre.tsx (next.config.ts rewrites; see lib/auctions/listRoutes.ts).
 */
export const getStaticProps: GetStaticProps<AuctionListProps> = async () => {
  const params = parseListQueryLenient({});
  // A build machine usually has no database: build a placeholder that the first request replaces (the
  // browser loads the list from ./filtre.tsx meanwhile). At run time an error must surface, so ISR
  // keeps serving the last good page.
  const building = process.env.NEXT_PHASE === "phase-production-build";
  const placeholder = (reason: string) => {
    console.warn(`[auctions] building /ihaleler without auctions: ${reason}`);
    const result = { items: [], total: 0, page: params.page, pageSize: params.pageSize };
    return {
      props: { result, params, brands: [], now: Date.now(), copy: AUCTION_LIST_COPY, pending: true },
      revalidate: 1,
    };
  };
  if (building && !process.env.DATABASE_URL) return placeholder("DATABASE_URL is not set");
  try {
    const { auctionBrands, listAuctions } = await import("@/lib/server/auctions/service");
    const [result, brands] = await Promise.all([listAuctions(params), auctionBrands()]);
    return {
      props: { result, params, brands, now: Date.now(), copy: AUCTION_LIST_COPY },
      revalidate: DEFAULT_LIST_REVALIDATE_SECONDS,
    };
  } catch (error) {
    if (!building) throw error;
    return placeholder(error instanceof Error ? error.message : String(error));
  }
};

export default AuctionListPage;
