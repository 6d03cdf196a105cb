import { useManagedPage, useMyItems } from "@/lib/clientData";
import type { AuctionStateName } from "@/lib/auctions/rules";
import type { ManagedAuction } from "@/lib/auctions/types";
import type { MyBid } from "@/lib/bids/types";
import { AUCTION_LOAD_ERRORS } from "@/lib/auctions/labels";

/** Management › İhaleler: one page of auctions in a stored state. */
export function useManagedAuctions(
  query: { state?: AuctionStateName; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<ManagedAuction>("/api/management/auctions", query, AUCTION_LOAD_ERRORS.list, onPastEnd);
}

/** Profil › Tekliflerim: the auctions the user bid in. */
export function useMyBids() {
  return useMyItems<MyBid>("/api/me/bids");
}
