/** Shapes the buy-now API answers with (orders: lib/orders/types.ts); shared by the server and the screens. Dates are ISO strings. */
import type { MyOrder } from "@/lib/orders/types";
import type { PublicVehicleDetail, VehicleCardFields } from "@/lib/vehicles/types";

export type ListingStatus = "on_sale" | "reserved" | "sold" | "withdrawn";

/** A staff action on a listing: change its price, or take it off sale. */
export type ListingAction = "price" | "withdraw" | "relist";

export type ListingCard = VehicleCardFields & {
  status: ListingStatus;
  price: number;
  /** PRODUCT §5.2 buyer commission at this price. */
  commission: number;
};

export type ListingDetail = ListingCard & {
  /** Available provision a purchase needs and blocks until the order is settled. */
  deposit: number;
  vehicle: PublicVehicleDetail;
  updatedAt: string;
};

/** The signed-in visitor's relation to a listing. */
export type ListingViewer = { isSeller: boolean; myOrderId: number | null; isStaff: boolean };

export type BuyResult = { order: MyOrder; listing: ListingDetail };

export type ManagedListing = {
  id: number;
  vehicleId: number;
  title: string;
  plate: string;
  city: string;
  status: ListingStatus;
  price: number;
  commission: number;
  createdAt: string;
  updatedAt: string;
  /** What staff may do now (lib/buyNow/rules.ts listingActionsFor). */
  actions: ListingAction[];
  /** The signed-in staff member sells or bought it: no actions ("Kendi kaydınız"). */
  ownRecord: boolean;
};
