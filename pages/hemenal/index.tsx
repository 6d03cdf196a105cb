import type { GetServerSideProps } from "next";
import { LISTING_SORT_LABELS } from "@/lib/buyNow/list/labels";
import { ListingCard } from "@/components/buyNow/ListingCard";
import { LISTING_FILTER_FIELDS } from "@/components/buyNow/listingFilterFields";
import { listingsHref } from "@/lib/buyNow/listUrl";
import { Seo } from "@/components/Seo";
import { CatalogHero } from "@/components/listing/CatalogHero";
import { CatalogListPage } from "@/components/listing/CatalogListPage";
import { LISTING_SORTS, parseListingQueryLenient } from "@/lib/buyNow/listParams";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import type { Paged } from "@/lib/paging";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { pageBeyondLast } from "@/lib/paging";

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
  return (
    <CatalogListPage
      params={params}
      listPath="/hemenal"
      parse={parseListingQueryLenient}
      href={listingsHref}
      head={() => (
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
        </>
      )}
      filters={{
        id: "hemenal-filtreleri",
        label: "Hemen Al filtreleri",
        fields: LISTING_FILTER_FIELDS,
        keep: ["sort"],
      }}
      brands={brands}
      saveKind="listing"
      result={result}
      noun="ilan"
      sorts={LISTING_SORTS}
      sortLabels={LISTING_SORT_LABELS}
      empty={(filtered) =>
        filtered
          ? {
              icon: "cart",
              title: "Aradığınız kriterlere uygun ilan bulunamadı.",
              text: "Filtreleri genişletmeyi deneyin.",
              href: "/hemenal",
              action: "Tüm ilanları göster",
            }
          : {
              icon: "cart",
              title: "Şu an satışta Hemen Al ilanı yok.",
              text: "Yeni ilanlar eklendikçe burada görünecek; bu sırada ihalelere göz atabilirsiniz.",
              href: "/ihaleler",
              action: "İhalelere göz at",
            }
      }
    >
      {(listing, priority) => <ListingCard listing={listing} priority={priority} />}
    </CatalogListPage>
  );
}
