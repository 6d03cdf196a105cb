import type { GetServerSideProps } from "next";
import { AuctionListPage, type AuctionListProps } from "@/components/auctions/AuctionListPage";
import { AUCTION_LIST_COPY } from "@/components/auctions/auctionFilterFields";
import { listHref } from "@/lib/auctions/listUrl";
import { parseListQueryLenient } from "@/lib/auctions/listParams";
import { pageBeyondLast } from "@/lib/paging";

/**
 * Every filtered, sorted or paged list (/ihaleler?…), rendered per request under the /ihaleler URL
 * through next.config.ts rewrites (see lib/auctions/listRoutes.ts). Not linked anywhere; a direct hit
 * is noindex with the /ihaleler canonical.
 */
export const getServerSideProps: GetServerSideProps<AuctionListProps> = async ({ query, req, res }) => {
  const { auctionBrands, listAuctions, filteredListPages } = await import("@/lib/server/auctions/service");
  const { queryKey } = await import("@/lib/server/pageCache");
  // The list is the same for every visitor (the session is read in the browser): a CDN may serve it
  // for a second and refresh it in the background, and so does this process.
  res.setHeader("Cache-Control", "public, s-maxage=1, stale-while-revalidate=30");
  const params = parseListQueryLenient(query);
  // Keyed by the whole query as asked (not req.url: under the rewrite it is the same for every
  // filter), so the page's data, router query included, is exactly that request's.
  if (filteredListPages.serve(req, res, queryKey(query))) return { props: {} as AuctionListProps };
  const [result, brands] = await Promise.all([listAuctions(params), auctionBrands()]);
  const last = pageBeyondLast(result);
  if (last !== null) return { redirect: { destination: listHref({ ...params, page: last }), permanent: false } };
  return { props: { result, params, brands, now: Date.now(), copy: AUCTION_LIST_COPY } };
};

export default AuctionListPage;
