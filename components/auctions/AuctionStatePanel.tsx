import dynamic from "next/dynamic";
import { Facts } from "@/components/auctions/AuctionFacts";
import { AuctionResult } from "@/components/auctions/AuctionResult";
import { BiddingExplainerIsland } from "@/components/listing/detailIslands";
import type { AuctionLive, AuctionStatus, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";
import { formatDateTime, formatTL } from "@/lib/format";

// The bid form, its confirmation dialog and their checks load after hydration (issue 10's budget):
// the server and the first client render show BidPanel's own while-the-session-loads placeholder
// anyway, so the fallback is that same box and nothing shifts.
const BidPanel = dynamic(() => import("@/components/auctions/BidPanel").then((m) => m.BidPanel), {
  ssr: false,
  loading: () => <div className="h-40 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />,
});

/**
 * The part of the price box below the price that depends on the auction's state: before bidding
 * opens, when and from what price; while live, the bid form and its rules; once ended, the result
 * and nothing to bid with; once cancelled, only that.
 */
export function AuctionStatePanel({
  status,
  live,
  viewer,
  onPlaced,
  onRefused,
}: {
  status: AuctionStatus;
  live: AuctionLive;
  viewer: AuctionViewer | null;
  onPlaced: (result: PlaceBidResult) => void;
  onRefused: () => void;
}) {
  if (status === "upcoming") {
    return (
      <div className="space-y-5" data-testid="auction-state-panel" data-state="upcoming">
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-600/20" role="status">
          Teklif verme <strong>{formatDateTime(live.startsAt)}</strong> tarihinde açılır. İlk teklif en az başlangıç
          fiyatı olan <strong>{formatTL(live.minimumBid)}</strong> olabilir.
        </p>
        <Facts
          items={[
            ["Başlangıç fiyatı", formatTL(live.minimumBid), "minimum-bid"],
            ["Artış tutarı", formatTL(live.increment)],
            ["İlk teklif için teminat", formatTL(live.deposit)],
            ["Alıcı hizmet bedeli", formatTL(live.commission)],
          ]}
        />
        <BiddingExplainerIsland />
      </div>
    );
  }

  if (status === "cancelled") {
    return (
      <p className="text-sm text-neutral-700" data-testid="auction-state-panel" data-state="cancelled">
        Bu ihale iptal edildi; teklif verilemez. Bu ihale için bloke edilen provizyonlar serbest bırakıldı.
      </p>
    );
  }

  if (status === "ended") return <AuctionResult live={live} viewer={viewer} />;

  return (
    <div className="space-y-5" data-testid="auction-state-panel" data-state="live">
      <Facts
        items={[
          ["Sonraki en az teklif", formatTL(live.minimumBid), "minimum-bid"],
          ["Alıcı hizmet bedeli", formatTL(live.commission)],
          ["Gereken teminat", formatTL(live.deposit)],
          ["Toplam (fiyat + bedel)", formatTL(live.currentPrice + live.commission)],
        ]}
      />
      <BidPanel live={live} viewer={viewer} onPlaced={onPlaced} onRefused={onRefused} />
      <BiddingExplainerIsland />
    </div>
  );
}
