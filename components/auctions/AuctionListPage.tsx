import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { AuctionCard } from "@/components/auctions/AuctionCard";
import type { AuctionListCopy } from "@/components/auctions/auctionFilterFields";
import { listHref } from "@/lib/auctions/listUrl";
import { Seo } from "@/components/Seo";
import { CatalogHero } from "@/components/listing/CatalogHero";
import { CatalogListPage } from "@/components/listing/CatalogListPage";
import { AUCTION_SORTS, AUCTION_STATE_FILTERS, parseListQueryLenient } from "@/lib/auctions/listParams";
import type { AuctionListParams } from "@/lib/auctions/schemas";
import type { AuctionCard as Card } from "@/lib/auctions/types";
import type { Paged } from "@/lib/paging";
import { FILTERED_LIST_PATH } from "@/lib/auctions/listRoutes";

/**
 * `now` is when the props were made (server clock): countdowns start from it before the browser ticks.
 * `copy`: the page's fixed texts and filter fields (AUCTION_LIST_COPY), as props to keep them out of
 * the page's JavaScript.
 */
export type AuctionListProps = {
  result: Paged<Card>;
  params: AuctionListParams;
  brands: string[];
  now: number;
  copy: AuctionListCopy;
  pending?: boolean;
};

/**
 * A cached default page older than this is refreshed once in the browser from the server-rendered
 * route. ISR rebuilds in the background, so the first visitor after a quiet spell gets the old copy
 * (or, right after a deploy, the placeholder built without a database), where a closed auction could
 * still look live. The router's data cache also keeps a default view fetched earlier in the session.
 */
const STALE_AFTER_MS = 15_000;

/**
 * The auction list, rendered with the same props by pages/ihaleler/index.tsx (the default view, ISR)
 * and pages/ihaleler/filtre.tsx (any list parameter, per request, under the /ihaleler URL).
 */
export function AuctionListPage({ result, params, brands, now: serverNow, copy, pending = false }: AuctionListProps) {
  const router = useRouter();
  const cachedDefault = router.pathname === "/ihaleler";
  useEffect(() => {
    // isReady: with rewrites configured the router first updates the query of a static page itself.
    if (!cachedDefault || !router.isReady || (!pending && Date.now() - serverNow < STALE_AFTER_MS)) return;
    void router.replace(FILTERED_LIST_PATH, "/ihaleler", { scroll: false });
  }, [cachedDefault, pending, serverNow, router]);
  return (
    <CatalogListPage
      params={params}
      listPath="/ihaleler"
      parse={parseListQueryLenient}
      href={listHref}
      head={(linkClick) => (
        <>
          <Seo
            // Filtered views share the list's canonical; a direct hit on the twin route is not indexed.
            path="/ihaleler"
            noindex={router.asPath.startsWith(FILTERED_LIST_PATH)}
            title="İhaleler"
            description={copy.description}
          />
          <CatalogHero
            title={
              <>
                İhaleye <span className="text-brand-500">Katıl</span>
              </>
            }
            lead={copy.lead}
          >
            <nav aria-label="İhale durumu" className="mt-6 -mb-px flex gap-1 overflow-x-auto">
              {AUCTION_STATE_FILTERS.map((state) => (
                <Link
                  key={state}
                  href={listHref({ ...params, state, page: 1 })}
                  onClick={linkClick({ state, page: 1 })}
                  aria-current={params.state === state ? "page" : undefined}
                  className={`whitespace-nowrap rounded-t-lg px-4 py-2.5 text-sm font-semibold ${params.state === state ? "bg-neutral-50 text-neutral-900" : "text-neutral-300 hover:bg-white/10"}`}
                >
                  {copy.stateLabels[state]}
                </Link>
              ))}
            </nav>
          </CatalogHero>
        </>
      )}
      filters={{
        id: "ihale-filtreleri",
        label: "İhale filtreleri",
        fields: copy.fields,
        keep: ["state", "sort"],
      }}
      brands={brands}
      saveKind="auction"
      result={result}
      noun="ihale"
      sorts={AUCTION_SORTS}
      sortLabels={copy.sortLabels}
      loading={pending ? copy.loading : undefined}
      empty={{ icon: "gavel", href: "/ihaleler", ...copy.empty }}
    >
      {(auction, priority) => <AuctionCard auction={auction} now={serverNow} priority={priority} />}
    </CatalogListPage>
  );
}
