import type { GetStaticProps } from "next";
import { AuctionListPage, type AuctionListProps } from "@/components/auctions/AuctionListPage";
import { parseListQueryLenient } from "@/lib/auctions/schemas";

/**
 * The default view (live and upcoming, ending soonest) is the URL everyone lands on and is the same for
 * every visitor (the session is read in the browser), so it comes from the ISR cache, rebuilt in the
 * background at most every few seconds: prices may lag a bid by that much (the detail page is live) and
 * countdowns tick in the browser. Any query string is served by ./filtre.tsx through proxy.ts.
 */
const REVALIDATE_SECONDS = 5;

export const getStaticProps: GetStaticProps<AuctionListProps> = async () => {
  const params = parseListQueryLenient({});
  try {
    const { auctionBrands, listAuctions } = await import("@/lib/server/auctions");
    const [result, brands] = await Promise.all([listAuctions(params), auctionBrands()]);
    return { props: { result, params, brands, now: Date.now() }, revalidate: REVALIDATE_SECONDS };
  } catch (error) {
    // A build machine has no database: build a placeholder that the first request replaces (and the
    // browser refreshes from the server-rendered route meanwhile). At run time the error must surface,
    // so ISR keeps serving the last good page.
    if (process.env.NEXT_PHASE !== "phase-production-build") throw error;
    console.warn(`[auctions] building /ihaleler without auctions: ${error instanceof Error ? error.message : String(error)}`);
    const result = { items: [], total: 0, page: params.page, pageSize: params.pageSize };
    return { props: { result, params, brands: [], now: Date.now(), pending: true }, revalidate: 1 };
  }
};

export default AuctionListPage;
