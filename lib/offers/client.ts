import { useRead } from "@/lib/clientData";
import type { ManagedOffer, MyOffer, MyTradingBan } from "@/lib/offers/types";

/** Profil › İhale sonrası teklifler: the user's offers and a non-payer ban in force. */
export function useMyOffers() {
  return useRead<{ items: MyOffer[]; ban: MyTradingBan }>("/api/me/offers");
}

/** Profil: the reserve offers on the auctions of the user's consigned vehicles (the counter is theirs). */
export function useReceivedOffers() {
  return useRead<{ items: ManagedOffer[] }>("/api/me/offers/received");
}
