import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { Button } from "@/components/ui/Button";
import { ProvisionStatusBadge } from "@/components/ui/StatusBadge";
import { dualControlLabels } from "@/lib/deposits/labels";
import type { StaffProvisionRequestView } from "@/lib/deposits/types";
import { formatDateTime, formatTL } from "@/lib/format";
import { FirstApprovalNote } from "@/components/deposits/management/FirstApprovalNote";
import { DecisionHistory, MemberCell } from "@/components/deposits/management/StaffRowParts";

/**
 * One provision request in the staff list: member, amounts, decision, and the buttons the server
 * allows this staff member (none on their own request; "Onayla (ikinci onay)" on someone else's first approval).
 */
export function StaffProvisionRow({
  row,
  onApprove,
  onConfirm,
  onReject,
}: {
  row: StaffProvisionRequestView;
  onApprove: () => void;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const awaiting = row.status === "pending" && row.firstApproval !== null;
  const anyAction = row.actions.length > 0;
  return (
    <li
      className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center"
      aria-label={`Talep ${row.referenceCode}`}
    >
      <MemberCell user={row.user} />
      <div>
        <p className="text-lg font-bold tabular-nums">{formatTL(row.receivedAmount ?? row.amount)}</p>
        {row.receivedAmount !== null && row.receivedAmount !== row.amount && (
          <p className="text-sm font-medium text-amber-900">
            Talep: {formatTL(row.amount)} · Hesaba ulaşan: {formatTL(row.receivedAmount)}
          </p>
        )}
        <p className="text-sm text-neutral-500">
          <span className="font-mono">{row.referenceCode}</span> · {formatDateTime(row.createdAt)}
        </p>
        <DecisionHistory row={row} doneStatus="approved" doneLabel="Onaylayan" />
        {awaiting && row.firstApproval && (
          <FirstApprovalNote
            first={row.firstApproval}
            detail={`Hesaba ulaşan: ${formatTL(row.firstApproval.receivedAmount)}`}
            mine={!row.ownRecord && !anyAction}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {row.ownRecord && <OwnRecordMark />}
        {row.actions.includes("approve") && (
          <Button size="sm" onClick={onApprove} aria-label={`${row.referenceCode} talebini onayla`}>
            Onayla
          </Button>
        )}
        {row.actions.includes("confirm") && (
          <Button size="sm" onClick={onConfirm} aria-label={`${row.referenceCode} talebini onayla (ikinci onay)`}>
            {dualControlLabels.confirmButton}
          </Button>
        )}
        {row.actions.includes("reject") && (
          <Button size="sm" variant="secondary" onClick={onReject} aria-label={`${row.referenceCode} talebini reddet`}>
            Reddet
          </Button>
        )}
        {!anyAction && <ProvisionStatusBadge status={row.status} />}
      </div>
    </li>
  );
}
