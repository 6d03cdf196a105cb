import { managedList, useMyItems } from "@/lib/clientData";
import type { AuctionStateName } from "@/lib/auctions/rules";
import type { ManagedAuction } from "@/lib/auctions/types";
import type { MyBid } from "@/lib/bids/types";
import { AUCTION_LOAD_ERRORS } from "@/lib/auctions/labels";

/** Management › İhaleler: one page of auctions in a stored state. */
export const useManagedAuctions = managedList<
  ManagedAuction,
  { state?: AuctionStateName; page: number; pageSize: number }
>("/api/management/auctions", AUCTION_LOAD_ERRORS.list);

/** Profil › Tekliflerim: the auctions the user bid in. */
export function useMyBids() {
  return useMyItems<MyBid>("/api/me/bids");
}
