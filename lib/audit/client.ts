import { managedList, useRead } from "@/lib/clientData";
import type { AuditEntryView, AuditStaffOption } from "@/lib/audit/types";
import { AUDIT_LOAD_ERRORS } from "@/lib/audit/labels";

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
export const useAuditLog = managedList<AuditEntryView, AuditListQuery>("/api/management/audit", AUDIT_LOAD_ERRORS.list);

/** The staff and actions the filters offer (a failure leaves the lists empty: the filters still take typed values). */
export function useAuditOptions() {
  const { data } = useRead<{ staff: AuditStaffOption[]; actions: string[] }>("/api/management/audit/options");
  return data ?? { staff: [], actions: [] };
}
