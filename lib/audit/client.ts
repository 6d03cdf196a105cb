import useSWR from "swr";
import { useManagedPage } from "@/lib/clientData";
import { http } from "@/lib/http";
import type { AuditEntryView, AuditStaffOption } from "@/lib/audit/types";

export type AuditListQuery = {
  staff?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** Management › Denetim Kaydı: one page of the audit log by its filters. */
export function useAuditLog(query: AuditListQuery, onPastEnd?: (last: number) => void) {
  return useManagedPage<AuditEntryView>("/api/management/audit", query, "Denetim kaydı yüklenemedi.", onPastEnd);
}

/** The staff and actions the filters offer (a failure leaves the lists empty: the filters still take typed values). */
export function useAuditOptions() {
  const { data } = useSWR<{ staff: AuditStaffOption[]; actions: string[] }>(
    "/api/management/audit/options",
    (url: string) => http.get(url),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  return data ?? { staff: [], actions: [] };
}
