export const OFFER_KINDS = ["reserve", "second_chance"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_STATUSES = ["open", "accepted", "declined", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type OfferBuyerAction = "accept" | "decline";
export type OfferStaffAction = "counter";

/** An offer after an auction as its buyer sees it on /profil. */
export type MyOffer = {
  id: number;
  auctionId: number;
  kind: OfferKind;
  title: string;
  price: number;
  commission: number;
  status: OfferStatus;
  expiresAt: string;
  countered: boolean;
  orderId: number | null;
  actions: OfferBuyerAction[];
};

/** An offer as staff (or a consigned vehicle's owner) see it: the counter is theirs. */
export type ManagedOffer = Omit<MyOffer, "actions"> & {
  topBid: number;
  /** The auction's hidden reserve (staff and the vehicle's owner may see it); null on a second chance without one. */
  reserve: number | null;
  /** A consigned vehicle: its owner counters, not staff. */
  consigned: boolean;
  actions: OfferStaffAction[];
};

/** The non-payer ban as /profil shows it; null when none is in force. */
export type MyTradingBan = { endsAt: string } | null;
