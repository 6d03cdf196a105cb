import type { AuctionAction, AuctionStateName } from "@/lib/auctions/rules";
import type { PublicVehicleDetail, VehicleCardFields } from "@/lib/vehicles/types";

/** Shapes the auction API answers with; shared by the server and the screens. Dates are ISO strings. */
export type AuctionStatus = "upcoming" | "live" | "ended" | "cancelled";

export type AuctionCard = VehicleCardFields & {
  status: AuctionStatus;
  /** Set once ended: whether it sold (reserve met) or not. */
  result: "sold" | "unsold" | null;
  currentPrice: number;
  startingPrice: number;
  bidCount: number;
  startsAt: string;
  endsAt: string;
};

export type BidEntry = { id: number; bidder: string; amount: number; auto: boolean; at: string };

/** Everything that changes while an auction runs; what the live event stream sends. */
export type AuctionLive = {
  id: number;
  status: AuctionStatus;
  result: "sold" | "unsold" | null;
  currentPrice: number;
  bidCount: number;
  startsAt: string;
  endsAt: string;
  minimumBid: number;
  increment: number;
  /** PRODUCT §5.2 buyer commission at the current price. */
  commission: number;
  /** Available provision a bid at the minimum needs (its commission band). */
  deposit: number;
  hasReserve: boolean;
  reserveMet: boolean;
  /** The Hemen Al price while it may be taken (PRODUCT §6.8), otherwise null. */
  buyNowPrice: number | null;
  version: number;
  bids: BidEntry[];
};

export type AuctionDetail = AuctionCard &
  AuctionLive & {
    vehicle: PublicVehicleDetail;
  };

/** One public sold price of a brand and model (PRODUCT §6.5): when, for how much, and how it sold. */
export type SoldPrice = { at: string; price: number; kind: "auction" | "listing" };

/** GET /api/sold-prices: the last 12 months of sold prices of one brand and model, oldest first. */
export type SoldPrices = { brand: string; model: string; items: SoldPrice[] };

/** The signed-in visitor's own position in an auction. */
/** `isStaff`: staff accounts never bid (the server refuses with 403); the panel says so instead of a form. */
export type AuctionViewer = {
  hasBid: boolean;
  leading: boolean;
  myMax: number | null;
  isSeller: boolean;
  isStaff: boolean;
};

/** GET /api/management/auctions: an auction as staff manage it (`state` as stored, `status` as visitors see it). */
export type ManagedAuction = {
  id: number;
  vehicleId: number;
  title: string;
  plate: string;
  city: string;
  state: AuctionStateName;
  status: AuctionStatus;
  startsAt: string;
  endsAt: string;
  startingPrice: number;
  increment: number | null;
  reservePrice: number | null;
  buyNowPrice: number | null;
  currentPrice: number;
  bidCount: number;
  cancelReason: string | null;
  /** What staff may do now (lib/auctions/rules.ts auctionActionsFor). */
  actions: AuctionAction[];
  /** The signed-in staff member sells or bid on it: no actions ("Kendi kaydınız"). */
  ownRecord: boolean;
};
