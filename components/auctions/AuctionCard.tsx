import { VehicleCard } from "@/components/listing/VehicleCard";
import { FollowButton } from "@/components/watchlist/FollowButton";
import type { AuctionCard as Card } from "@/lib/auctions/types";
import { formatShortDate } from "@/lib/dates";
import { formatTL } from "@/lib/format";
import { Countdown } from "@/components/auctions/Countdown";
import { statusTone } from "@/components/auctions/tones";
import { AUCTION_LABELS, soldPriceLabel } from "@/lib/auctions/list/labels";
import { endedOutcome } from "@/lib/auctions/rules";

/** One auction in a grid: photo, title, city, price, bid count and the countdown. */
/** `now` is the server's time (the countdown's first render); `priority` as on VehicleCard. */
export function AuctionCard({ auction, now, priority = false }: { auction: Card; now: number; priority?: boolean }) {
  const upcoming = auction.status === "upcoming";
  const ended = auction.status === "ended" || auction.status === "cancelled";
  const outcome = endedOutcome(auction);
  return (
    <VehicleCard
      href={`/ihaleler/${auction.id}`}
      vehicle={auction}
      badge={{
        tone: statusTone[auction.status],
        // Ended: the public result, the sold price, a missed reserve or no bid (PRODUCT §6.5).
        label: outcome
          ? soldPriceLabel(outcome, formatTL(auction.currentPrice))
          : AUCTION_LABELS.status[auction.status],
      }}
      priority={priority}
      action={<FollowButton kind="auction" id={auction.id} />}
    >
      <div>
        <p className="text-xs text-neutral-500">
          {auction.bidCount > 0 ? AUCTION_LABELS.currentPrice : AUCTION_LABELS.startingPrice}
        </p>
        <p className="text-lg font-extrabold tabular-nums text-neutral-900">{formatTL(auction.currentPrice)}</p>
        <p className="text-xs text-neutral-500">
          {auction.bidCount > 0 ? AUCTION_LABELS.bids(auction.bidCount) : AUCTION_LABELS.noBids}
        </p>
      </div>
      <div className="text-right">
        <p className="text-xs text-neutral-500">
          {ended ? AUCTION_LABELS.endedAt : upcoming ? AUCTION_LABELS.startsIn : AUCTION_LABELS.endsIn}
        </p>
        <p className={`text-sm font-semibold ${ended ? "text-neutral-500" : "text-brand-700"}`}>
          {ended ? (
            formatShortDate(auction.endsAt)
          ) : (
            <Countdown end={upcoming ? auction.startsAt : auction.endsAt} now={now} />
          )}
        </p>
      </div>
    </VehicleCard>
  );
}
