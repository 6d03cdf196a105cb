import { useManagedPage } from "@/lib/clientData";
import type { ProvisionRequestStatus, StaffProvisionRequestView } from "./types";

/** Management › Provizyon: one page of provision requests, by status and search. */
export function useProvisionRequests(query: { status?: ProvisionRequestStatus; q?: string; page: number; pageSize: number }, onPastEnd?: (last: number) => void) {
  return useManagedPage<StaffProvisionRequestView>("/api/management/provision-requests", query, "Talepler yüklenemedi.", onPastEnd);
}
