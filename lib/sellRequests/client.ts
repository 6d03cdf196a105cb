import { useManagedPage, useMyItems } from "@/lib/clientData";
import type { SellRequestStatus, SellRequestView, StaffSellRequestView } from "@/lib/sellRequests/types";
import { SELL_REQUEST_LOAD_ERRORS } from "@/lib/sellRequests/labels";

/** Management › Satış Talepleri: one page of requests in a status. */
export function useManagedSellRequests(
  query: { status?: SellRequestStatus; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<StaffSellRequestView>(
    "/api/management/sell-requests",
    query,
    SELL_REQUEST_LOAD_ERRORS.list,
    onPastEnd,
  );
}

/** Satış Taleplerim: the owner's own requests (POST `<url>/<id>/<kind>` answers one). */
export const MY_SELL_REQUESTS_URL = "/api/me/sell-requests";
export function useMySellRequests() {
  return useMyItems<SellRequestView>(MY_SELL_REQUESTS_URL, SELL_REQUEST_LOAD_ERRORS.mine);
}
