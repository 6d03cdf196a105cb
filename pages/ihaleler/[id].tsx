import type { GetServerSidePropsContext } from "next";
import { BidHistory } from "@/components/auctions/BidHistory";
import { AuctionStatePanel } from "@/components/auctions/AuctionStatePanel";
import { AuctionPriceHead } from "@/components/auctions/AuctionPriceHead";
import { statusTone } from "@/components/auctions/tones";
import { AUCTION_LABELS, soldPriceLabel } from "@/lib/auctions/list/labels";
import { endedOutcome } from "@/lib/auctions/rules";
import { useAuctionDetail } from "@/components/auctions/useAuctionDetail";
import { PriceBox } from "@/components/listing/PriceBox";
import { VehiclePage } from "@/components/listing/VehiclePage";
import type { VehiclePageData } from "@/lib/server/vehiclePage";
import type { AuctionDetail } from "@/lib/auctions/types";
import { formatNumber, formatTL } from "@/lib/format";
import { pageRecordId, withPageData } from "@/lib/pageData";

type Props = VehiclePageData & { auction: AuctionDetail; now: number };

export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => {
  const id = pageRecordId(params?.id);
  const { getAuctionDetail } = await import("@/lib/server/auctions/service");
  const { auction } = await getAuctionDetail(id);
  const { vehiclePageData } = await import("@/lib/server/vehiclePage");
  return { auction, now: Date.now(), ...(await vehiclePageData({ kind: "auction", record: auction })) };
});

export default function AuctionDetailPage({ auction, now: serverNow, ...data }: Props) {
  const { live, viewer, loadViewer, onPlaced, status } = useAuctionDetail(auction, serverNow);
  const outcome = endedOutcome(live);
  const description = `${auction.title}, ${formatNumber(auction.km)} km, ${auction.city}. Güncel fiyat ${formatTL(live.currentPrice)}. Ekspertizli motosiklet ihalesine MotoBorsa'da teklif verin.`;

  return (
    <VehiclePage
      kind="auction"
      item={auction}
      data={data}
      seo={{ title: `${auction.title} İhalesi`, description }}
      section={{ label: "İhaleler", href: "/ihaleler" }}
      badges={
        <>
          <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${statusTone[status]}`}>
            {AUCTION_LABELS.status[status]}
          </span>
          {outcome && (
            <span
              className="rounded-full bg-neutral-200 px-2.5 py-1 text-xs font-bold text-neutral-800"
              data-testid="auction-result"
            >
              {soldPriceLabel(outcome, formatTL(live.currentPrice))}
            </span>
          )}
        </>
      }
      number={`İhale no: ${auction.id}`}
    >
      <PriceBox
        label={
          live.bidCount > 0
            ? status === "ended"
              ? "Son fiyat"
              : AUCTION_LABELS.currentPrice
            : AUCTION_LABELS.startingPrice
        }
        price={formatTL(live.currentPrice)}
        priceTestId="current-price"
        live
        head={<AuctionPriceHead live={live} status={status} serverNow={serverNow} />}
        bodyClassName="p-5"
      >
        <AuctionStatePanel
          status={status}
          live={live}
          viewer={viewer}
          onPlaced={onPlaced}
          onRefused={() => void loadViewer()}
        />
      </PriceBox>

      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200" aria-labelledby="gecmis">
        <h2 id="gecmis" className="mb-3 text-lg font-bold">
          Teklif geçmişi
        </h2>
        <BidHistory bids={live.bids} total={live.bidCount} status={status} startsAt={live.startsAt} />
      </section>
    </VehiclePage>
  );
}
