import type { GetServerSideProps } from "next";
import { LISTING_SORT_LABELS } from "@/lib/buyNow/list/labels";
import { ListingCard } from "@/components/buyNow/ListingCard";
import { LISTING_LIST_COPY, type ListingListCopy } from "@/components/buyNow/listingFilterFields";
import { listingsHref } from "@/lib/buyNow/listUrl";
import { Seo } from "@/components/Seo";
import { CatalogHero } from "@/components/listing/CatalogHero";
import { CatalogListPage } from "@/components/listing/CatalogListPage";
import { LISTING_SORTS, parseListingQueryLenient } from "@/lib/buyNow/listParams";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import type { Paged } from "@/lib/paging";
import type { ListingCard as Card } from "@/lib/buyNow/types";
import { pageBeyondLast } from "@/lib/paging";

/** `copy`: the page's fixed texts and filter fields (LISTING_LIST_COPY), as props to keep them out of its JavaScript. */
type Props = { result: Paged<Card>; params: ListingListParams; brands: string[]; copy: ListingListCopy };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const { listListings, listingBrands } = await import("@/lib/server/buyNow/service");
  const params = parseListingQueryLenient(query);
  const [result, brands] = await Promise.all([listListings(params), listingBrands()]);
  const last = pageBeyondLast(result);
  if (last !== null) return { redirect: { destination: listingsHref({ ...params, page: last }), permanent: false } };
  return { props: { result, params, brands, copy: LISTING_LIST_COPY } };
};

export default function BuyNowPage({ result, params, brands, copy }: Props) {
  return (
    <CatalogListPage
      params={params}
      listPath="/hemenal"
      parse={parseListingQueryLenient}
      href={listingsHref}
      head={() => (
        <>
          <Seo title="Hemen Al" description={copy.description} />
          <CatalogHero
            title={
              <>
                Hemen <span className="text-brand-500">Al</span>
              </>
            }
            lead={copy.lead}
          />
        </>
      )}
      filters={{
        id: "hemenal-filtreleri",
        label: "Hemen Al filtreleri",
        fields: copy.fields,
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
          ? { icon: "cart", href: "/hemenal", ...copy.empty.filtered }
          : { icon: "cart", href: "/ihaleler", ...copy.empty.none }
      }
    >
      {(listing, priority) => <ListingCard listing={listing} priority={priority} />}
    </CatalogListPage>
  );
}
