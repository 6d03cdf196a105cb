import type { GetServerSidePropsContext } from "next";
import { useEffect, useRef } from "react";
import { BidHistory } from "@/components/auctions/BidHistory";
import { AuctionStatePanel } from "@/components/auctions/AuctionStatePanel";
import { Countdown, useClock } from "@/components/auctions/Countdown";
import { statusTone } from "@/components/auctions/tones";
import { AUCTION_LABELS } from "@/lib/auctions/labels";
import { useAuctionLive } from "@/components/auctions/useAuctionLive";
import { useSession } from "@/components/session/SessionProvider";
import { Seo } from "@/components/Seo";
import type { JsonLdData } from "@/components/seo/JsonLd";
import { DetailBreadcrumbs } from "@/components/listing/DetailBreadcrumbs";
import { useDetailViewer } from "@/components/listing/useDetailViewer";
import { VehicleDetailLayout } from "@/components/listing/VehicleDetailLayout";
import { FollowButton } from "@/components/watchlist/FollowButton";
import type { AuctionDetail, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { pageRecordId, withPageData } from "@/lib/pageData";

// The structured data describes the auction as loaded (not the live price), so the server builds it
// and the builder stays out of the page's first-load JavaScript (issue 10); JSON round trip: props
// cannot hold undefined, and the script's JSON drops those keys anyway.
type Props = { auction: AuctionDetail; now: number; jsonLd: JsonLdData; followers: number };

export const getServerSideProps = withPageData<Props, GetServerSidePropsContext>(async ({ params }) => {
  const id = pageRecordId(params?.id);
  const { getAuctionDetail } = await import("@/lib/server/auctions/service");
  const { auction } = await getAuctionDetail(id);
  const { auctionJsonLd } = await import("@/lib/vehicleJsonLd");
  const followers = await (await import("@/lib/server/watchlist/service")).followerCount("auction", id);
  return {
    auction,
    now: Date.now(),
    jsonLd: JSON.parse(JSON.stringify(auctionJsonLd(auction))) as JsonLdData,
    followers,
  };
});

export default function AuctionDetailPage({ auction, now: serverNow, jsonLd, followers }: Props) {
  const { live, apply } = useAuctionLive(auction);
  // The page itself re-renders only when the end or the start passes, not on every tick.
  const endPassed = useClock(serverNow, (now) => Date.parse(live.endsAt) <= now);
  const startPassed = useClock(serverNow, (now) => Date.parse(live.startsAt) <= now);
  const { user, refresh } = useSession();
  const seenVersion = useRef(0);
  // Without it the public state still shows; only the "you lead / you were outbid" line is missing.
  const { viewer, loadViewer } = useDetailViewer<AuctionDetail, AuctionViewer>(
    `/api/auctions/${auction.id}`,
    "auction",
    apply,
  );

  // After someone else's bid, re-read my position and my provision (an outbid block is released).
  useEffect(() => {
    if (!user || live.version === seenVersion.current) return;
    const first = seenVersion.current === 0;
    seenVersion.current = live.version;
    if (first) return;
    void loadViewer();
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per new auction version (or sign-in); loadViewer and refresh are called, not triggers
  }, [live.version, user?.uid]);

  const onPlaced = (result: PlaceBidResult) => {
    apply(result.auction);
    void loadViewer();
  };

  // The end (or start) has passed on this clock but the server's event has not arrived yet; the
  // server accepts bids from the start time on, so bidding opens with the countdown.
  const status =
    (live.status === "live" || live.status === "upcoming") && endPassed
      ? "ended"
      : live.status === "upcoming" && startPassed
        ? "live"
        : live.status;
  const v = auction.vehicle;
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
            {live.result && (
              <span className="rounded-full bg-neutral-200 px-2.5 py-1 text-xs font-bold text-neutral-800">
                {live.result === "sold" ? AUCTION_LABELS.sold : AUCTION_LABELS.unsold}
              </span>
            )}
          </>
        }
        number={`İhale no: ${auction.id}`}
        aside={
          <>
            <FollowButton kind="auction" id={auction.id} followers={followers} variant="detail" />
            <section
              className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
              aria-labelledby="fiyat"
            >
              <div className="bg-ink p-5 text-white">
                <p id="fiyat" className="text-sm text-neutral-400">
                  {live.bidCount > 0
                    ? status === "ended"
                      ? "Son fiyat"
                      : AUCTION_LABELS.currentPrice
                    : AUCTION_LABELS.startingPrice}
                </p>
                <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="current-price" aria-live="polite">
                  {formatTL(live.currentPrice)}
                </p>
                <p className="mt-1 text-sm text-neutral-400" data-testid="bid-count">
                  {live.bidCount > 0 ? AUCTION_LABELS.bids(live.bidCount) : AUCTION_LABELS.noBids}
                  {live.hasReserve && (
                    <span className={live.reserveMet ? "text-green-400" : "text-amber-300"}>
                      {" "}
                      · {live.reserveMet ? "Rezerv fiyat karşılandı" : "Rezerv fiyat karşılanmadı"}
                    </span>
                  )}
                </p>
                <div className="mt-5">
                  {status === "live" || status === "upcoming" ? (
                    <>
                      <p className="mb-2 text-sm text-neutral-400">
                        {status === "upcoming"
                          ? `${AUCTION_LABELS.startsIn} (${formatDateTime(live.startsAt)})`
                          : `${AUCTION_LABELS.endsIn} (${formatDateTime(live.endsAt)})`}
                      </p>
                      <Countdown end={status === "upcoming" ? live.startsAt : live.endsAt} now={serverNow} size="lg" />
                    </>
                  ) : (
                    <p className="rounded-xl bg-white/10 p-3 text-sm font-semibold">
                      {status === "cancelled"
                        ? "Bu ihale iptal edildi."
                        : `İhale ${formatDateTime(live.endsAt)} tarihinde sona erdi.`}
                    </p>
                  )}
                </div>
              </div>
              <div className="p-5">
                <AuctionStatePanel
                  status={status}
                  live={live}
                  viewer={viewer}
                  onPlaced={onPlaced}
                  onRefused={() => void loadViewer()}
                />
              </div>
            </section>

            <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200" aria-labelledby="gecmis">
              <h2 id="gecmis" className="mb-3 text-lg font-bold">
                Teklif geçmişi
              </h2>
              <BidHistory bids={live.bids} total={live.bidCount} status={status} startsAt={live.startsAt} />
            </section>
          </>
        }
      />
    </>
  );
}
