import type { GetServerSideProps } from "next";
import Link from "next/link";
import { useRouter } from "next/router";
import { LISTING_SORT_LABELS } from "@/components/buyNow/labels";
import { ListingCard } from "@/components/buyNow/ListingCard";
import { ListingFilters } from "@/components/buyNow/ListingFilters";
import { listingsHref } from "@/components/buyNow/listUrl";
import { Seo } from "@/components/Seo";
import { FilterPanel } from "@/components/ui/FilterPanel";
import { Icon } from "@/components/ui/Icon";
import { LISTING_SORTS, parseListingQueryLenient, type ListingListParams } from "@/lib/buyNow/schemas";
import type { Paged } from "@/lib/auctions/types";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { formatNumber } from "@/lib/format";

type Props = { result: Paged<Card>; params: ListingListParams; brands: string[] };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const { listListings, listingBrands } = await import("@/lib/server/buyNow");
  const params = parseListingQueryLenient(query);
  const [result, brands] = await Promise.all([listListings(params), listingBrands()]);
  return { props: { result, params, brands } };
};

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

export default function BuyNowPage({ result, params, brands }: Props) {
  const router = useRouter();
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));
  const filtered = Boolean(params.brand || params.city || params.priceMin || params.priceMax || params.yearMin || params.yearMax);
  const from = result.total === 0 ? 0 : (result.page - 1) * result.pageSize + 1;
  const to = Math.min(result.total, result.page * result.pageSize);

  return (
    <>
      <Seo
        title="Hemen Al"
        description="Sabit fiyatlı, ekspertizli motosikletler: ihale beklemeden ilandaki fiyattan hemen satın alın. Marka, şehir, fiyat ve model yılına göre filtreleyin."
      />
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Hemen <span className="text-brand-500">Al</span>
          </h1>
          <p className="mt-2 max-w-2xl text-neutral-300">
            Ekspertizli motosikletleri ilandaki sabit fiyattan satın alın. İlk onaylayan üye aracı alır; sipariş sonuçlanana kadar yalnızca hizmet bedeli kadar provizyonunuz bloke edilir.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-8">
        <FilterPanel id="hemenal-filtreleri" initiallyOpen={filtered}>
          <ListingFilters params={params} brands={brands} />
        </FilterPanel>

        <section aria-labelledby="sonuclar">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="sonuclar" className="text-sm text-neutral-600">
              {result.total > 0 ? (
                <>
                  <strong className="text-neutral-900">{formatNumber(result.total)}</strong> ilan · {from}–{to} arası gösteriliyor
                </>
              ) : (
                "Sonuç yok"
              )}
            </h2>
            <label className="flex items-center gap-2 text-sm text-neutral-700">
              Sırala
              <select
                value={params.sort}
                onChange={(e) => void router.push(listingsHref({ ...params, sort: e.target.value as ListingListParams["sort"], page: 1 }))}
                className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
              >
                {LISTING_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {LISTING_SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {result.items.length === 0 ? (
            <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-neutral-200">
              <Icon name="cart" className="mx-auto h-10 w-10 text-neutral-400" />
              <p className="mt-4 text-lg font-bold">{filtered ? "Aradığınız kriterlere uygun ilan bulunamadı." : "Şu an satışta Hemen Al ilanı yok."}</p>
              <p className="mt-1 text-neutral-600">{filtered ? "Filtreleri genişletmeyi deneyin." : "Yeni ilanlar eklendikçe burada görünecek; bu sırada ihalelere göz atabilirsiniz."}</p>
              <Link href={filtered ? "/hemenal" : "/ihaleler"} className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
                {filtered ? "Tüm ilanları göster" : "İhalelere göz at"}
              </Link>
            </div>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {result.items.map((listing, i) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} priority={i < 3} />
                </li>
              ))}
            </ul>
          )}

          {last > 1 && (
            <nav aria-label="Sayfalar" className="mt-8 flex flex-wrap items-center justify-center gap-1">
              {result.page > 1 && (
                <Link href={listingsHref({ ...params, page: result.page - 1 })} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="prev">
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
                    href={listingsHref({ ...params, page: p })}
                    aria-current={p === result.page ? "page" : undefined}
                    aria-label={`Sayfa ${p}`}
                    className={`min-w-10 rounded-lg px-3 py-2 text-center text-sm font-semibold ${p === result.page ? "bg-ink text-white" : "hover:bg-neutral-200"}`}
                  >
                    {p}
                  </Link>
                ),
              )}
              {result.page < last && (
                <Link href={listingsHref({ ...params, page: result.page + 1 })} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="next">
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
