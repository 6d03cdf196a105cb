import type { GetServerSideProps } from "next";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { Gallery } from "@/components/auctions/Gallery";
import { VehicleDetails } from "@/components/auctions/VehicleDetails";
import { BuyPanel } from "@/components/buyNow/BuyPanel";
import { buyNowText, listingTone } from "@/components/buyNow/labels";
import { useSession } from "@/components/session/SessionProvider";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import type { BuyResult, ListingDetail, ListingViewer } from "@/lib/buyNow/types";
import { formatNumber, formatTL } from "@/lib/format";
import { http } from "@/lib/http";

type Props = { listing: ListingDetail };

export const getServerSideProps: GetServerSideProps<Props> = async ({ params }) => {
  const id = Number(params?.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { notFound: true };
  const { getListingDetail } = await import("@/lib/server/buyNow");
  try {
    const { listing } = await getListingDetail(id);
    return { props: { listing } };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { notFound: true };
    throw error;
  }
};

export default function ListingDetailPage({ listing: initial }: Props) {
  const [listing, setListing] = useState(initial);
  const [viewer, setViewer] = useState<ListingViewer | null>(null);
  const { user } = useSession();

  useEffect(() => setListing(initial), [initial]);

  // The signed-in visitor's own relation (seller? already bought?) and the latest state.
  const loadViewer = useCallback(async () => {
    if (!user) {
      setViewer(null);
      return;
    }
    try {
      const data = await http.get<{ listing: ListingDetail; viewer: ListingViewer | null }>(`/api/listings/${initial.id}`);
      setListing(data.listing);
      setViewer(data.viewer);
    } catch {
      // The public page still works; only the personal line is missing.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.uid, initial.id]);

  useEffect(() => {
    void loadViewer();
  }, [loadViewer]);

  const onBought = (result: BuyResult) => {
    setListing(result.listing);
    setViewer((v) => ({ isSeller: v?.isSeller ?? false, myOrderId: result.order.id }));
  };

  const v = listing.vehicle;
  const description = `${listing.title}, ${formatNumber(listing.km)} km, ${listing.city}. Hemen Al fiyatı ${formatTL(listing.price)}. Ekspertizli motosikleti MotoBorsa'da hemen satın alın.`;

  return (
    <>
      <Seo title={`${listing.title} — Hemen Al`} description={description} image={v.photos[0]} />
      <div className="border-b border-neutral-200 bg-white">
        <nav aria-label="Sayfa yolu" className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm text-neutral-500">
          <Link href="/" className="whitespace-nowrap hover:text-neutral-900">
            Ana Sayfa
          </Link>
          <Icon name="chevronRight" className="h-4 w-4" />
          <Link href="/hemenal" className="whitespace-nowrap hover:text-neutral-900">
            Hemen Al
          </Link>
          <Icon name="chevronRight" className="h-4 w-4" />
          <span className="truncate text-neutral-900" aria-current="page">
            {listing.title}
          </span>
        </nav>
      </div>

      {/* As on the auction page: on phones the price and the buy button come right after the photos. */}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:py-8">
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${listingTone[listing.status]}`} data-testid="listing-status">
                {buyNowText.status[listing.status]}
              </span>
              <span className="inline-flex items-center gap-1 text-sm text-neutral-500">
                <Icon name="mapPin" className="h-4 w-4" />
                {listing.city}
              </span>
              <span className="text-sm text-neutral-500">İlan no: {listing.id}</span>
            </div>
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{listing.title}</h1>
          </div>
          <Gallery photos={v.photos} title={listing.title} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200" aria-labelledby="fiyat">
            <div className="bg-ink p-5 text-white">
              <p id="fiyat" className="text-sm text-neutral-400">
                {buyNowText.price}
              </p>
              <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="listing-price">
                {formatTL(listing.price)}
              </p>
              <p className="mt-1 text-sm text-neutral-400">Sabit fiyat · ilk onaylayan üye satın alır</p>
            </div>
            <div className="space-y-5 p-5">
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-neutral-500">{buyNowText.commission}</dt>
                  <dd className="font-bold tabular-nums">{formatTL(listing.commission)}</dd>
                </div>
                <div>
                  <dt className="text-neutral-500">{buyNowText.deposit}</dt>
                  <dd className="font-bold tabular-nums">{formatTL(listing.deposit)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-neutral-500">{buyNowText.total}</dt>
                  <dd className="text-lg font-extrabold tabular-nums">{formatTL(listing.price + listing.commission)}</dd>
                </div>
              </dl>
              <BuyPanel listing={listing} viewer={viewer} onBought={onBought} />
              <p className="text-xs leading-relaxed text-neutral-500">
                Satın aldığınızda hizmet bedeli kadar provizyonunuz sipariş sonuçlanana kadar bloke edilir; sipariş tamamlandığında veya iptal edildiğinde blokeniz kalkar.{" "}
                <Link href="/kurumsal/alimhakkinda" className="underline hover:text-neutral-800">
                  Alım süreci
                </Link>
              </p>
            </div>
          </section>
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <VehicleDetails item={listing} />
        </div>
      </div>
    </>
  );
}
