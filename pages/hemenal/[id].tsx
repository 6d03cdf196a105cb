import type { GetServerSidePropsContext } from "next";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { LazyBuyPanel } from "@/components/buyNow/LazyBuyPanel";
import { listingTone } from "@/components/buyNow/listingTone";
import { BUY_NOW_LABELS } from "@/lib/buyNow/list/labels";
import { Seo } from "@/components/Seo";
import type { JsonLdData } from "@/components/seo/JsonLd";
import { DetailBreadcrumbs } from "@/components/listing/DetailBreadcrumbs";
import { PriceBox } from "@/components/listing/PriceBox";
import { useDetailViewer } from "@/components/listing/useDetailViewer";
import { VehicleDetailLayout } from "@/components/listing/VehicleDetailLayout";
import { QuestionsIsland, SoldPricesIsland } from "@/components/listing/detailIslands";
import { FollowButton } from "@/components/watchlist/FollowButton";
import type { PublicQuestion } from "@/lib/questions/types";
import type { BuyResult, ListingDetail, ListingViewer } from "@/lib/buyNow/types";
import { formatNumber, formatTL } from "@/lib/format";
import { pageRecordId, withPageData } from "@/lib/pageData";

// Built on the server from the listing as loaded, keeping the builder out of the first load (see pages/ihaleler/[id].tsx).
type Props = {
  listing: ListingDetail;
  jsonLd: JsonLdData;
  followers: number;
  questions: { items: PublicQuestion[]; canAsk: boolean };
};

export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => {
  const id = pageRecordId(params?.id);
  const { getListingDetail } = await import("@/lib/server/buyNow/service");
  const { listing } = await getListingDetail(id);
  const { listingJsonLd } = await import("@/lib/vehicleJsonLd");
  const followers = await (await import("@/lib/server/watchlist/service")).followerCount("listing", id);
  const questions = await (await import("@/lib/server/questions/service")).questionsForPage("listing", id);
  return { listing, jsonLd: JSON.parse(JSON.stringify(listingJsonLd(listing))) as JsonLdData, followers, questions };
});

export default function ListingDetailPage({ listing: initial, jsonLd, followers, questions }: Props) {
  const [listing, setListing] = useState(initial);

  // New server props (another listing, or the same one re-read): show them; adjusted while rendering.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setListing(initial);
  }

  // The signed-in visitor's own relation (seller? already bought?) and the latest state.
  const { viewer, setViewer, loadViewer } = useDetailViewer<ListingDetail, ListingViewer>(
    `/api/listings/${initial.id}`,
    "listing",
    setListing,
  );

  const onBought = (result: BuyResult) => {
    setListing(result.listing);
    setViewer((v) => ({ isSeller: v?.isSeller ?? false, isStaff: v?.isStaff ?? false, myOrderId: result.order.id }));
  };

  const v = listing.vehicle;
  const description = `${listing.title}, ${formatNumber(listing.km)} km, ${listing.city}. Hemen Al fiyatı ${formatTL(listing.price)}. Ekspertizli motosikleti MotoBorsa'da hemen satın alın.`;

  return (
    <>
      <Seo title={`${listing.title} — Hemen Al`} description={description} image={v.photos[0]} jsonLd={jsonLd} />
      <DetailBreadcrumbs section={{ label: "Hemen Al", href: "/hemenal" }} title={listing.title} />

      <VehicleDetailLayout
        item={listing}
        photos={v.photos}
        badges={
          <>
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-bold ${listingTone[listing.status]}`}
              data-testid="listing-status"
            >
              {BUY_NOW_LABELS.status[listing.status]}
            </span>
          </>
        }
        number={`İlan no: ${listing.id}`}
        aside={
          <>
            <FollowButton kind="listing" id={listing.id} followers={followers} variant="detail" />
            <PriceBox
              label={BUY_NOW_LABELS.price}
              price={formatTL(listing.price)}
              priceTestId="listing-price"
              head={<p className="mt-1 text-sm text-neutral-400">Sabit fiyat · ilk onaylayan üye satın alır</p>}
              bodyClassName="space-y-5 p-5"
            >
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-neutral-500">{BUY_NOW_LABELS.commission}</dt>
                  <dd className="font-bold tabular-nums">{formatTL(listing.commission)}</dd>
                </div>
                <div>
                  <dt className="text-neutral-500">{BUY_NOW_LABELS.deposit}</dt>
                  <dd className="font-bold tabular-nums">{formatTL(listing.deposit)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-neutral-500">{BUY_NOW_LABELS.total}</dt>
                  <dd className="text-lg font-extrabold tabular-nums">
                    {formatTL(listing.price + listing.commission)}
                  </dd>
                </div>
              </dl>
              <LazyBuyPanel listing={listing} viewer={viewer} onBought={onBought} onRefused={() => void loadViewer()} />
              <p className="text-xs leading-relaxed text-neutral-500">
                Satın aldığınızda hizmet bedeli kadar provizyonunuz sipariş sonuçlanana kadar bloke edilir; sipariş
                tamamlandığında veya iptal edildiğinde blokeniz kalkar.{" "}
                <Link href="/kurumsal/alimhakkinda" className="underline hover:text-neutral-800">
                  Alım süreci
                </Link>
              </p>
            </PriceBox>
          </>
        }
        below={<QuestionsIsland kind="listing" id={listing.id} questions={questions.items} canAsk={questions.canAsk} />}
      />
      <SoldPricesIsland brand={listing.brand} model={listing.model} />
    </>
  );
}
