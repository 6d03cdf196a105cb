import type { GetServerSidePropsContext } from "next";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { LazyBuyPanel } from "@/components/buyNow/LazyBuyPanel";
import { listingTone } from "@/components/buyNow/listingTone";
import { BUY_NOW_LABELS } from "@/lib/buyNow/list/labels";
import { PriceBox } from "@/components/listing/PriceBox";
import { useDetailViewer } from "@/components/listing/useDetailViewer";
import { VehiclePage } from "@/components/listing/VehiclePage";
import type { VehiclePageData } from "@/lib/server/vehiclePage";
import type { BuyResult, ListingDetail, ListingViewer } from "@/lib/buyNow/types";
import { formatNumber, formatTL } from "@/lib/format";
import { pageRecordId, withPageData } from "@/lib/pageData";

type Props = VehiclePageData & { listing: ListingDetail };

export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => {
  const id = pageRecordId(params?.id);
  const { getListingDetail } = await import("@/lib/server/buyNow/service");
  const { listing } = await getListingDetail(id);
  const { vehiclePageData } = await import("@/lib/server/vehiclePage");
  return { listing, ...(await vehiclePageData({ kind: "listing", record: listing })) };
});

export default function ListingDetailPage({ listing: initial, ...data }: Props) {
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

  const description = `${listing.title}, ${formatNumber(listing.km)} km, ${listing.city}. Hemen Al fiyatı ${formatTL(listing.price)}. Ekspertizli motosikleti MotoBorsa'da hemen satın alın.`;

  return (
    <VehiclePage
      kind="listing"
      item={listing}
      data={data}
      seo={{ title: `${listing.title} — Hemen Al`, description }}
      section={{ label: "Hemen Al", href: "/hemenal" }}
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
    >
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
            <dd className="text-lg font-extrabold tabular-nums">{formatTL(listing.price + listing.commission)}</dd>
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
    </VehiclePage>
  );
}
