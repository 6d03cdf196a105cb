import { useEffect, useRef } from "react";
import { useClock } from "@/components/auctions/Countdown";
import { useAuctionLive } from "@/components/auctions/useAuctionLive";
import { useDetailViewer } from "@/components/listing/useDetailViewer";
import { useSession } from "@/components/session/SessionProvider";
import type { AuctionDetail, AuctionViewer } from "@/lib/auctions/types";
import type { PlaceBidResult } from "@/lib/bids/types";

/** An auction page's state: the live auction, the viewer's own position, and the status on this clock. */
export function useAuctionDetail(auction: AuctionDetail, serverNow: number) {
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

  return { live, viewer, loadViewer, onPlaced, status };
}
