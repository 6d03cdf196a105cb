import { useRead, withQuery } from "@/lib/clientData";
import type { OfferStatus } from "@/lib/offers/types";
import type { ManagedOffer, MyOffer, MyTradingBan } from "@/lib/offers/types";

/** Profil › İhale sonrası teklifler: the user's offers and a non-payer ban in force. */
export function useMyOffers() {
  return useRead<{ items: MyOffer[]; ban: MyTradingBan }>("/api/me/offers");
}

/** Profil: the reserve offers on the auctions of the user's consigned vehicles (the counter is theirs). */
export function useReceivedOffers() {
  return useRead<{ items: ManagedOffer[] }>("/api/me/offers/received");
}

/** Management › İhaleler: the offers after an auction in a status (the open ones by default). */
export function useManagedOffers(status: OfferStatus = "open") {
  return useRead<{ items: ManagedOffer[] }>(withQuery("/api/management/offers", { status }));
}
