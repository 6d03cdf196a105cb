import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { AuctionCard } from "@/components/auctions/AuctionCard";
import { AuctionFilters } from "@/components/auctions/AuctionFilters";
import { useNow } from "@/components/auctions/Countdown";
import { SORT_LABELS, STATE_LABELS } from "@/components/auctions/labels";
import { listHref } from "@/components/auctions/listUrl";
import { Seo } from "@/components/Seo";
import { FilterPanel } from "@/components/ui/FilterPanel";
import { Icon } from "@/components/ui/Icon";
import { LoadingBlock } from "@/components/ui/Spinner";
import { AUCTION_SORTS, AUCTION_STATE_FILTERS, type AuctionListParams } from "@/lib/auctions/schemas";
import type { AuctionCard as Card, Paged } from "@/lib/auctions/types";
import { FILTERED_LIST_PATH } from "@/lib/auctions/listRoutes";
import { formatNumber } from "@/lib/format";

/** `now` is when the props were made (server clock): countdowns start from it before the browser ticks. */
export type AuctionListProps = { result: Paged<Card>; params: AuctionListParams; brands: string[]; now: number; pending?: boolean };

/**
 * A cached default page older than this is refreshed once in the browser from the server-rendered
 * route. ISR rebuilds in the background, so the first visitor after a quiet spell gets the old copy
 * (or, right after a deploy, the placeholder built without a database), where a closed auction could
 * still look live. The router's data cache also keeps a default view fetched earlier in the session.
 */
const STALE_AFTER_MS = 15_000;

function pagesToShow(current: number, last: number): Array<number | "…"> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "…"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("…");
    out.push(p);
  });
  return out;
}

/**
 * The auction list, rendered with the same props by pages/ihaleler/index.tsx (the default view, ISR)
 * and pages/ihaleler/filtre.tsx (any list parameter, per request, under the /ihaleler URL).
 */
export function AuctionListPage({ result, params, brands, now: serverNow, pending = false }: AuctionListProps) {
  const router = useRouter();
  const cachedDefault = router.pathname === "/ihaleler";
  useEffect(() => {
    // isReady: with rewrites configured the router first updates the query of a static page itself.
    if (!cachedDefault || !router.isReady || (!pending && Date.now() - serverNow < STALE_AFTER_MS)) return;
    void router.replace(FILTERED_LIST_PATH, "/ihaleler", { scroll: false });
  }, [cachedDefault, pending, serverNow, router]);
  const now = useNow(serverNow);
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));
  const filtered = Boolean(params.brand || params.model || params.city || params.yearMin || params.yearMax || params.kmMin || params.kmMax || params.ccMin || params.ccMax);
  const from = result.total === 0 ? 0 : (result.page - 1) * result.pageSize + 1;
  const to = Math.min(result.total, result.page * result.pageSize);

  return (
    <>
      <Seo
        // Filtered views share the list's canonical; a direct hit on the twin route is not indexed.
        path="/ihaleler"
        noindex={router.asPath.startsWith(FILTERED_LIST_PATH)}
        title="İhaleler"
        description="Ekspertizli motosiklet ihaleleri: canlı ve yakında başlayacak ihalelere provizyonunuzla teklif verin. Marka, model, yıl, km ve şehre göre filtreleyin."
      />
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            İhaleye <span className="text-brand-500">Katıl</span>
          </h1>
          <p className="mt-2 max-w-2xl text-neutral-300">Ekspertizli motosikletlere provizyonunuzla teklif verin. Son 3 dakikada gelen her teklif süreyi 3 dakika uzatır.</p>
          <nav aria-label="İhale durumu" className="mt-6 -mb-px flex gap-1 overflow-x-auto">
            {AUCTION_STATE_FILTERS.map((state) => (
              <Link
                key={state}
                href={listHref({ ...params, state, page: 1 })}
                aria-current={params.state === state ? "page" : undefined}
                className={`whitespace-nowrap rounded-t-lg px-4 py-2.5 text-sm font-semibold ${params.state === state ? "bg-neutral-50 text-neutral-900" : "text-neutral-300 hover:bg-white/10"}`}
              >
                {STATE_LABELS[state]}
              </Link>
            ))}
          </nav>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-8">
        <FilterPanel id="ihale-filtreleri" initiallyOpen={filtered}>
          <AuctionFilters params={params} brands={brands} />
        </FilterPanel>

        <section aria-labelledby="sonuclar">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="sonuclar" className="text-sm text-neutral-600">
              {result.total > 0 ? (
                <>
                  <strong className="text-neutral-900">{formatNumber(result.total)}</strong> ihale · {from}–{to} arası gösteriliyor
                </>
              ) : (
                "Sonuç yok"
              )}
            </h2>
            <label className="flex items-center gap-2 text-sm text-neutral-700">
              Sırala
              <select
                value={params.sort}
                onChange={(e) => void router.push(listHref({ ...params, sort: e.target.value as AuctionListParams["sort"], page: 1 }))}
                className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
              >
                {AUCTION_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {pending ? (
            <LoadingBlock label="İhaleler yükleniyor…" />
          ) : result.items.length === 0 ? (
            <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-neutral-200">
              <Icon name="gavel" className="mx-auto h-10 w-10 text-neutral-400" />
              <p className="mt-4 text-lg font-bold">Aradığınız kriterlere uygun ihale bulunamadı.</p>
              <p className="mt-1 text-neutral-600">Filtreleri genişletmeyi veya başka bir ihale durumuna bakmayı deneyin.</p>
              <Link href="/ihaleler" className="mt-6 inline-flex rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
                Tüm ihaleleri göster
              </Link>
            </div>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {result.items.map((auction, i) => (
                <li key={auction.id}>
                  <AuctionCard auction={auction} now={now} priority={i < 3} />
                </li>
              ))}
            </ul>
          )}

          {last > 1 && (
            <nav aria-label="Sayfalar" className="mt-8 flex flex-wrap items-center justify-center gap-1">
              {result.page > 1 && (
                <Link href={listHref({ ...params, page: result.page - 1 })} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="prev">
                  ‹ Önceki
                </Link>
              )}
              {pagesToShow(result.page, last).map((p, i) =>
                p === "…" ? (
                  <span key={`gap-${i}`} className="px-2 text-neutral-400">
                    …
                  </span>
                ) : (
                  <Link
                    key={p}
                    href={listHref({ ...params, page: p })}
                    aria-current={p === result.page ? "page" : undefined}
                    aria-label={`Sayfa ${p}`}
                    className={`min-w-10 rounded-lg px-3 py-2 text-center text-sm font-semibold ${p === result.page ? "bg-ink text-white" : "hover:bg-neutral-200"}`}
                  >
                    {p}
                  </Link>
                ),
              )}
              {result.page < last && (
                <Link href={listHref({ ...params, page: result.page + 1 })} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="next">
                  Sonraki ›
                </Link>
              )}
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
