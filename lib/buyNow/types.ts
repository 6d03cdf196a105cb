/** Shapes the buy-now and order APIs answer with; shared by the server and the screens. Dates are ISO strings. */
import type { OrderStatus, SettledDeposit } from "@/lib/orders/types";
import type { VehicleCardFields, VehicleDetailEntry } from "@/lib/auctions/types";
import type { ListingAction } from "@/lib/buyNow/rules";
import type { OrderAction } from "@/lib/orders/rules";

export type ListingStatus = "on_sale" | "reserved" | "sold" | "withdrawn";

export type ListingCard = VehicleCardFields & {
  status: ListingStatus;
  price: number;
  /** PRODUCT §5.2 buyer commission at this price. */
  commission: number;
};

export type ListingDetail = ListingCard & {
  /** Available provision a purchase needs and blocks until the order is settled. */
  deposit: number;
  vehicle: { colour: string; plate: string; description: string; details: VehicleDetailEntry[]; photos: string[] };
  updatedAt: string;
};

/** The signed-in visitor's relation to a listing. */
export type ListingViewer = { isSeller: boolean; myOrderId: number | null; isStaff: boolean };

export type BuyResult = { order: MyOrder; listing: ListingDetail };

export type OrderSource = "auction" | "listing";

export type MyOrder = {
  id: number;
  source: OrderSource;
  auctionId: number | null;
  listingId: number | null;
  title: string;
  city: string;
  photo: string | null;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  settledDeposit: SettledDeposit | null;
  /** paymentDueAt(createdAt) of lib/orders/rules.ts: the end of the third business day. */
  paymentDueAt: string;
  /** What the buyer writes in the transfer's description (`MB-S-<order id>`). */
  paymentReference: string;
  createdAt: string;
  updatedAt: string;
};

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

export type ManagedOrder = {
  id: number;
  source: OrderSource;
  auctionId: number | null;
  listingId: number | null;
  title: string;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  /** The buyer's deposit still blocked for this order: what settling releases or a cayma bedeli collects. */
  deposit: number;
  /** Once the order closed: the deposit released or collected as a cayma bedeli. */
  settledDeposit: SettledDeposit | null;
  buyer: { name: string; lastName: string; email: string; phone: string };
  paymentDueAt: string;
  paymentReference: string;
  /** Awaiting payment past its due date: the only state in which a cayma bedeli may be collected. */
  overdue: boolean;
  /** What staff may do now (lib/orders/rules.ts orderActionsFor): the next statuses, and "forfeit" when cancelling may collect the deposit. */
  actions: OrderAction[];
  /** The signed-in staff member bought or sells it: no actions ("Kendi kaydınız"). */
  ownRecord: boolean;
  createdAt: string;
};
