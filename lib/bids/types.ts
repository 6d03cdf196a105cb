/** The bid views the API answers (a placed bid, Tekliflerim), shared by the server and the screens. */
import type { AuctionCard, AuctionLive } from "@/lib/auctions/types";

/** `bidId`: the stored row of the bid as typed. */
export type PlaceBidResult = { auction: AuctionLive; bidId: number; leading: boolean; extended: boolean };

/** Where a bidder stands in an auction: leading / outbid while it runs; won / lost once it ended (rules.ts bidPosition). */
export type BidPosition = "leading" | "outbid" | "won" | "lost" | "cancelled";

export type MyBid = {
  auction: AuctionCard;
  myTop: number;
  myMax: number | null;
  leading: boolean;
  position: BidPosition;
};
