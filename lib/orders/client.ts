import { managedList, useMyItems } from "@/lib/clientData";
import type { ManagedOrder, MyWin, OrderSource, OrderStatus } from "@/lib/orders/types";
import { ORDER_LOAD_ERRORS } from "@/lib/orders/labels";

export type ManagedOrderQuery = {
  status?: OrderStatus;
  overdue?: "true";
  source?: OrderSource;
  q?: string;
  page: number;
  pageSize: number;
};

/** Management › Siparişler: one page of orders of both kinds. */
export const useManagedOrders = managedList<ManagedOrder, ManagedOrderQuery>(
  "/api/management/orders",
  ORDER_LOAD_ERRORS.list,
);

/** Profil › Kazandıklarım: the user's won auctions and their orders. */
export function useMyWins() {
  return useMyItems<MyWin>("/api/me/wins");
}
