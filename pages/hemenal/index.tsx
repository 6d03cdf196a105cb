import type { GetServerSideProps } from "next";
import Link from "@/components/ui/Link";
import { LISTING_SORT_LABELS } from "@/lib/buyNow/labels";
import { ListingCard } from "@/components/buyNow/ListingCard";
import { ListingFilters } from "@/components/buyNow/ListingFilters";
import { listingsHref } from "@/lib/buyNow/listUrl";
import { Seo } from "@/components/Seo";
import { SaveSearchButton } from "@/components/savedSearches/SaveSearchButton";
import { CardGrid } from "@/components/listing/CardGrid";
import { CatalogHero } from "@/components/listing/CatalogHero";
import { CatalogLayout } from "@/components/listing/CatalogLayout";
import { EmptyResults } from "@/components/listing/EmptyResults";
import { ResultsBar } from "@/components/listing/ResultsBar";
import { Pager } from "@/components/ui/Pager";
import { useListNavigation } from "@/components/listing/useListNavigation";
import { LISTING_SORTS, parseListingQueryLenient } from "@/lib/buyNow/listParams";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import type { Paged } from "@/lib/paging";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { pageBeyondLast, pageRange } from "@/lib/paging";

type Props = { result: Paged<Card>; params: ListingListParams; brands: string[] };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const { listListings, listingBrands } = await import("@/lib/server/buyNow/service");
  const params = parseListingQueryLenient(query);
  const [result, brands] = await Promise.all([listListings(params), listingBrands()]);
  const last = pageBeyondLast(result);
  if (last !== null) return { redirect: { destination: listingsHref({ ...params, page: last }), permanent: false } };
  return { props: { result, params, brands } };
};

export default function BuyNowPage({ result, params, brands }: Props) {
  const { go, linkClick } = useListNavigation({
    params,
    listPath: "/hemenal",
    parse: parseListingQueryLenient,
    href: listingsHref,
  });
  const { last, from, to } = pageRange(result);
  const filtered = Boolean(
    params.brand || params.city || params.priceMin || params.priceMax || params.yearMin || params.yearMax,
  );

  return (
    <>
      <Seo
        title="Hemen Al"
        description="Sabit fiyatlı, ekspertizli motosikletler: ihale beklemeden ilandaki fiyattan hemen satın alın. Marka, şehir, fiyat ve model yılına göre filtreleyin."
      />
      <CatalogHero
        title={
          <>
            Hemen <span className="text-brand-500">Al</span>
          </>
        }
        lead="Ekspertizli motosikletleri ilandaki sabit fiyattan satın alın. İlk onaylayan üye aracı alır; sipariş sonuçlanana kadar yalnızca hizmet bedeli kadar provizyonunuz bloke edilir."
      />

      <CatalogLayout
        filtersId="hemenal-filtreleri"
        filtered={filtered}
        filters={
          <ListingFilters
            params={params}
            brands={brands}
            onNavigate={(values) => go((latest) => parseListingQueryLenient({ ...values, sort: latest.sort }))}
          />
        }
      >
        <SaveSearchButton kind="listing" />
        <ResultsBar
          total={result.total}
          from={from}
          to={to}
          noun="ilan"
          sort={params.sort}
          sorts={LISTING_SORTS}
          sortLabels={LISTING_SORT_LABELS}
          onSort={(sort) => go({ sort, page: 1 })}
        />

        {result.items.length === 0 ? (
          <EmptyResults
            icon="cart"
            title={filtered ? "Aradığınız kriterlere uygun ilan bulunamadı." : "Şu an satışta Hemen Al ilanı yok."}
            text={
              filtered
                ? "Filtreleri genişletmeyi deneyin."
                : "Yeni ilanlar eklendikçe burada görünecek; bu sırada ihalelere göz atabilirsiniz."
            }
            action={
              <Link
                href={filtered ? "/hemenal" : "/ihaleler"}
                className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {filtered ? "Tüm ilanları göster" : "İhalelere göz at"}
              </Link>
            }
          />
        ) : (
          <CardGrid items={result.items}>
            {(listing, priority) => <ListingCard listing={listing} priority={priority} />}
          </CardGrid>
        )}

        <Pager
          page={result.page}
          last={last}
          href={(page) => listingsHref({ ...params, page })}
          onPage={(page, event) => linkClick({ page })(event)}
        />
      </CatalogLayout>
    </>
  );
}
