import { useMemo } from "react";
import { managedList, useMyItems, useRead } from "@/lib/clientData";
import type { MyOrder } from "@/lib/orders/types";
import { transportableOrders } from "@/lib/transportRequests/rules";
import type {
  StaffTransportRequestView,
  TransportRequestStatus,
  TransportRequestView,
} from "@/lib/transportRequests/types";
import { TRANSPORT_REQUEST_LOAD_ERRORS } from "@/lib/transportRequests/labels";

/** Management › Nakliye: one page of requests in a status. */
export const useManagedTransportRequests = managedList<
  StaffTransportRequestView,
  { status?: TransportRequestStatus; page: number; pageSize: number }
>("/api/management/transport-requests", TRANSPORT_REQUEST_LOAD_ERRORS.list);

/** Nakliye Taleplerim: the owner's own requests (POST `<url>/<id>/<kind>` answers one). */
export const MY_TRANSPORT_REQUESTS_URL = "/api/me/transport-requests";
export function useMyTransportRequests() {
  return useMyItems<TransportRequestView>(MY_TRANSPORT_REQUESTS_URL, TRANSPORT_REQUEST_LOAD_ERRORS.mine);
}

/**
 * The user's motorcycles bought here (auction or Hemen Al) that can still be moved: a shortcut on the
 * Nakliye form. A failed read leaves it empty; the form then works with brand and model.
 */
export function useTransportableOrders(): MyOrder[] {
  const { data } = useRead<{ items: MyOrder[] }>("/api/me/orders");
  return useMemo(() => transportableOrders(data?.items ?? []), [data]);
}
