import { Countdown } from "@/components/auctions/Countdown";
import { AUCTION_LABELS } from "@/lib/auctions/list/labels";
import { reserveNote } from "@/lib/auctions/rules";
import type { AuctionLive, AuctionStatus } from "@/lib/auctions/types";
import { formatDateTime } from "@/lib/format";

/** Under an auction's price: the bid count and reserve, then the countdown or how the auction ended. */
export function AuctionPriceHead({
  live,
  status,
  serverNow,
}: {
  live: AuctionLive;
  status: AuctionStatus;
  serverNow: number;
}) {
  const reserve = reserveNote(live, status);
  return (
    <>
      <p className="mt-1 text-sm text-neutral-400" data-testid="bid-count">
        {live.bidCount > 0 ? AUCTION_LABELS.bids(live.bidCount) : AUCTION_LABELS.noBids}
        {reserve && (
          <span className={reserve === "met" ? "text-green-400" : "text-amber-300"}>
            {" "}
            · {AUCTION_LABELS.reserveNote[reserve]}
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
    </>
  );
}
