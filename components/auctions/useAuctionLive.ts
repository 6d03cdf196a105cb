import { useEffect, useState } from "react";
import type { AuctionLive } from "@/lib/auctions/types";
import { API_BASES } from "@/lib/httpAuth";

/**
 * The auction's live state: starts from the server-rendered one and follows the SSE stream. The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed.
 */
export function useAuctionLive<T extends AuctionLive>(
  initial: T,
): { live: T; connected: boolean; apply: (next: AuctionLive) => void } {
  const [live, setLive] = useState<T>(initial);
  const [connected, setConnected] = useState(false);

  const apply = (next: AuctionLive) =>
    setLive((current) =>
      next.version >= current.version && next.id === current.id ? { ...current, ...next } : current,
    );

  // Another auction (client navigation between detail pages): start again from its server state.
  const [liveId, setLiveId] = useState(initial.id);
  if (liveId !== initial.id) {
    setLiveId(initial.id);
    setLive(initial);
  }

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${API_BASES.main}/api/auctions/${initial.id}/events`);
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("error", () => setConnected(false));
    source.addEventListener("auction", (event) => {
      try {
        apply(JSON.parse((event as MessageEvent<string>).data) as AuctionLive);
      } catch {
        // A malformed event is skipped; the next one carries the full state again.
      }
    });
    return () => source.close();
  }, [initial.id]);

  return { live, connected, apply };
}
