import type { GetServerSidePropsContext } from "next";
import { BidHistory } from "@/components/auctions/BidHistory";
import { AuctionStatePanel } from "@/components/auctions/AuctionStatePanel";
import { AuctionPriceHead } from "@/components/auctions/AuctionPriceHead";
import { statusTone } from "@/components/auctions/tones";
import { QuestionsIsland, SoldPricesIsland } from "@/components/listing/detailIslands";
import { AUCTION_LABELS, soldPriceLabel } from "@/lib/auctions/list/labels";
import { endedOutcome } from "@/lib/auctions/rules";
import { useAuctionDetail } from "@/components/auctions/useAuctionDetail";
import { Seo } from "@/components/Seo";
import type { JsonLdData } from "@/components/seo/JsonLd";
import { DetailBreadcrumbs } from "@/components/listing/DetailBreadcrumbs";
import { PriceBox } from "@/components/listing/PriceBox";
import { VehicleDetailLayout } from "@/components/listing/VehicleDetailLayout";
import { FollowButton } from "@/components/watchlist/FollowButton";
import type { PublicQuestion } from "@/lib/questions/types";
import type { AuctionDetail } from "@/lib/auctions/types";
import { formatNumber, formatTL } from "@/lib/format";
import { pageRecordId, withPageData } from "@/lib/pageData";

// The structured data describes the auction as loaded (not the live price), so the server builds it
// and the builder stays out of the page's first-load JavaScript (issue 10); JSON round trip: props
// cannot hold undefined, and the script's JSON drops those keys anyway.
type Props = {
  auction: AuctionDetail;
  now: number;
  jsonLd: JsonLdData;
  followers: number;
  questions: { items: PublicQuestion[]; canAsk: boolean };
};

export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => {
  const id = pageRecordId(params?.id);
  const { getAuctionDetail } = await import("@/lib/server/auctions/service");
  const { auction } = await getAuctionDetail(id);
  const { auctionJsonLd } = await import("@/lib/vehicleJsonLd");
  const followers = await (await import("@/lib/server/watchlist/service")).followerCount("auction", id);
  const questions = await (await import("@/lib/server/questions/service")).questionsForPage("auction", id);
  return {
    auction,
    now: Date.now(),
    jsonLd: JSON.parse(JSON.stringify(auctionJsonLd(auction))) as JsonLdData,
    followers,
    questions,
  };
});

export default function AuctionDetailPage({ auction, now: serverNow, jsonLd, followers, questions }: Props) {
  const { live, viewer, loadViewer, onPlaced, status } = useAuctionDetail(auction, serverNow);
  const v = auction.vehicle;
  const outcome = endedOutcome(live);
  const description = `${auction.title}, ${formatNumber(auction.km)} km, ${auction.city}. Güncel fiyat ${formatTL(live.currentPrice)}. Ekspertizli motosiklet ihalesine MotoBorsa'da teklif verin.`;

  return (
    <>
      <Seo title={`${auction.title} İhalesi`} description={description} image={v.photos[0]} jsonLd={jsonLd} />
      <DetailBreadcrumbs section={{ label: "İhaleler", href: "/ihaleler" }} title={auction.title} />

      <VehicleDetailLayout
        item={auction}
        photos={v.photos}
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
        aside={
          <>
            <FollowButton kind="auction" id={auction.id} followers={followers} variant="detail" />
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
          </>
        }
        below={<QuestionsIsland kind="auction" id={auction.id} questions={questions.items} canAsk={questions.canAsk} />}
      />
      <SoldPricesIsland brand={auction.brand} model={auction.model} />
    </>
  );
}
