import { useEffect, useState } from "react";
import type { AuctionCard, AuctionLive } from "@/lib/auctions/types";
import { API_BASES } from "@/lib/httpAuth";

/**
 * Auction cards kept live over one event stream for all of them (/api/auctions/live?ids=…): price,
 * bid count, status and times as the bids and the closing move them. Ended ones are not watched.
 */
export function useLiveAuctions(cards: AuctionCard[]): AuctionCard[] {
  const [live, setLive] = useState<Record<number, AuctionLive>>({});
  const ids = cards
    .filter((c) => c.status === "live" || c.status === "upcoming")
    .map((c) => c.id)
    .join(",");

  useEffect(() => {
    if (!ids || typeof EventSource === "undefined") return;
    const source = new EventSource(`${API_BASES.main}/api/auctions/live?ids=${ids}`);
    source.addEventListener("auction", (event) => {
      try {
        const next = JSON.parse((event as MessageEvent<string>).data) as AuctionLive;
        setLive((current) =>
          current[next.id] && current[next.id].version >= next.version ? current : { ...current, [next.id]: next },
        );
      } catch {
        // A malformed event is skipped; the next one carries the full state again.
      }
    });
    return () => source.close();
  }, [ids]);

  return cards.map((card) => {
    const l = live[card.id];
    return l
      ? {
          ...card,
          status: l.status,
          result: l.result,
          currentPrice: l.currentPrice,
          bidCount: l.bidCount,
          startsAt: l.startsAt,
          endsAt: l.endsAt,
        }
      : card;
  });
}
