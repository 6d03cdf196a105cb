import { managedList, useMyItems } from "@/lib/clientData";
import type { ListingStatus, ManagedListing } from "@/lib/buyNow/types";
import type { MyOrder } from "@/lib/orders/types";
import { BUY_NOW_LOAD_ERRORS } from "@/lib/buyNow/labels";

/** Management › Hemen Al: one page of listings in a state. */
export const useManagedListings = managedList<
  ManagedListing,
  { state?: ListingStatus; page: number; pageSize: number }
>("/api/management/listings", BUY_NOW_LOAD_ERRORS.list);

/** Profil › Siparişlerim: the user's Hemen Al orders. */
export function useMyOrders() {
  return useMyItems<MyOrder>("/api/me/orders");
}
