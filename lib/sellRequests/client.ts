import { managedList, useMyItems } from "@/lib/clientData";
import type { SellRequestStatus, SellRequestView, StaffSellRequestView } from "@/lib/sellRequests/types";
import { SELL_REQUEST_LOAD_ERRORS } from "@/lib/sellRequests/labels";

/** Management › Satış Talepleri: one page of requests in a status. */
export const useManagedSellRequests = managedList<
  StaffSellRequestView,
  { status?: SellRequestStatus; page: number; pageSize: number }
>("/api/management/sell-requests", SELL_REQUEST_LOAD_ERRORS.list);

/** Satış Taleplerim: the owner's own requests (POST `<url>/<id>/<kind>` answers one). */
export const MY_SELL_REQUESTS_URL = "/api/me/sell-requests";
export function useMySellRequests() {
  return useMyItems<SellRequestView>(MY_SELL_REQUESTS_URL, SELL_REQUEST_LOAD_ERRORS.mine);
}
