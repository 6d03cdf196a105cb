import { auditActionLabel } from "@/lib/audit/labels";
import type { AuditEntryView } from "@/lib/audit/types";
import { formatDateTime } from "@/lib/format";
import { AuditDetails } from "@/components/audit/AuditDetails";
import { AuditTarget } from "@/components/audit/AuditTarget";
import type { Column } from "@/components/management/ManagementTable";

/** The head of a table of AuditEntryRow: Denetim and a user's audit trail. */
export const AUDIT_COLUMNS: readonly Column[] = ["Zaman", "Personel", "İşlem", "Hedef", "Ayrıntılar"].map((label) => ({
  label,
}));

/** One audit row: when, who, what, on which record, with its before/after. */
export function AuditEntryRow({ entry: e, showTarget = true }: { entry: AuditEntryView; showTarget?: boolean }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3" data-label="Zaman">
        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
      </td>
      <td className="px-4 py-3" data-label="Personel">
        <span className="font-medium">{e.staffName ?? (e.staffUid === "staff:grant" ? "Komut satırı" : "—")}</span>
        {!e.staffName && <p className="break-all text-xs text-neutral-600">{e.staffUid}</p>}
      </td>
      <td className="px-4 py-3" data-label="İşlem">
        {auditActionLabel(e.action)}
        <p className="font-mono text-xs text-neutral-600">{e.action}</p>
      </td>
      {showTarget && (
        <td className="px-4 py-3" data-label="Hedef">
          <AuditTarget type={e.targetType} id={e.targetId} />
        </td>
      )}
      <td className="px-4 py-3" data-label="Ayrıntılar">
        <AuditDetails details={e.details} />
      </td>
    </tr>
  );
}
