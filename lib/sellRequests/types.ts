import type { VehicleSpecs } from "@/lib/vehicles/types";
import type { StaffRequestView } from "@/lib/requestFlow";

/**
 * Borsa'da Sat (PRODUCT §8.1): the states and the views the API answers, shared by the
 * /borsadasat form, the API and the management screen so all three say the same thing.
 */
export const SELL_STATUSES = [
  "submitted",
  "in_review",
  "offer_made",
  "accepted",
  "declined",
  "listed",
  "rejected",
  "withdrawn",
] as const;
export type SellRequestStatus = (typeof SELL_STATUSES)[number];

export const SALE_METHODS = ["auction", "buy_now"] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];

/** Actions on a request; each belongs to one side (owner or staff). */
export type SellAction = "review" | "offer" | "accept" | "decline" | "withdraw" | "list" | "reject";

export type SellRequestView = VehicleSpecs & {
  id: number;
  plate: string;
  expectedPrice: number;
  description: string;
  photos: string[];
  phone: string;
  status: SellRequestStatus;
  /** `price`: the starting price of an auction offer, the fixed price of a Hemen Al one. */
  offer: {
    price: number;
    method: SaleMethod | null;
    reservePrice: number | null;
    note: string;
    madeAt: string;
    expiresAt: string;
    expired: boolean;
  } | null;
  rejectReason: string | null;
  listedAuctionId: number | null;
  listedListingId: number | null;
  listedVehicleId: number | null;
  createdAt: string;
  updatedAt: string;
  /** What the viewer (owner or staff) may do now. */
  actions: SellAction[];
};

export type StaffSellRequestView = StaffRequestView<SellRequestView>;
