import { render } from "@testing-library/react";
import { AxiosError, type InternalAxiosRequestConfig } from "axios";
import Cookies from "js-cookie";
import { vi } from "vitest";
import { BidPanel } from "@/components/auctions/BidPanel";
import { SessionProvider } from "@/components/session/SessionProvider";
import type { AuctionLive } from "@/lib/auctions/types";
import { apiClient } from "@/lib/httpClient";
import { setUserToken } from "@/lib/tokens";
import { bidder } from "@/tests/unit/helpers/accounts";

/** A live auction at 96.000 TL: the next bid is at least 97.000 TL in 1.000 TL steps. */
export const liveAuction: AuctionLive = {
  id: 7,
  status: "live",
  result: null,
  currentPrice: 96_000,
  bidCount: 1,
  startsAt: "2026-11-23T10:00:00Z",
  endsAt: "2026-11-30T10:00:00Z",
  minimumBid: 97_000,
  increment: 1_000,
  commission: 8_000,
  deposit: 8_000,
  hasReserve: false,
  reserveMet: false,
  buyNowPrice: null,
  version: 1,
  bids: [],
};

/**
 * Signs the bidder in: /api/me/current answers them, every other request is refused with `refusal`
 * (its URL recorded in `posted` when it was a POST).
 */
export function signInBidder(refusal: { status: number; data: unknown }, posted: string[] = []) {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === "post") posted.push(config.url!);
    const current = config.url === "/api/me/current";
    const response = {
      status: current ? 200 : refusal.status,
      statusText: "",
      data: current ? { user: bidder } : refusal.data,
      headers: {},
      config,
      request: {},
    };
    if (!current) throw new AxiosError("refused", "ERR", config, {}, response);
    return response;
  };
  setUserToken("user-token");
}

/** The bid panel of liveAuction for a bidder who has not bid yet, inside the session. */
export function renderBidPanel() {
  render(
    <SessionProvider>
      <BidPanel
        live={liveAuction}
        viewer={{ hasBid: false, leading: false, myMax: null, isSeller: false, isStaff: false }}
        onPlaced={vi.fn()}
        onRefused={vi.fn()}
      />
    </SessionProvider>,
  );
}
