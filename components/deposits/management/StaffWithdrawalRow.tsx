import { OwnRecordMark } from "@/components/management/OwnRecordMark";
import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/StatusBadge";
import { formatIban } from "@/lib/withdrawals/iban";
import type { StaffWithdrawalView } from "@/lib/withdrawals/types";
import {
  NEW_IBAN_HINT,
  payableAtText,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUS_TONES,
} from "@/lib/withdrawals/labels";
import { dualControlLabels } from "@/lib/deposits/labels";
import { formatDateTime, formatTL } from "@/lib/format";
import { FirstApprovalNote } from "@/components/deposits/management/FirstApprovalNote";
import { DecisionHistory, MemberCell } from "@/components/deposits/management/StaffRowParts";

/**
 * One withdrawal in the finance list: member, amount, IBAN and account name, decision, and the actions
 * the server allows this staff member (none on their own; "Onayla (ikinci onay)" on someone else's first approval).
 */
export function StaffWithdrawalRow({
  row,
  onPay,
  onConfirm,
  onReject,
}: {
  row: StaffWithdrawalView;
  onPay: () => void;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const label = `${row.user.name} ${row.user.lastName} ${formatTL(row.amount)}`;
  const awaiting = row.status === "pending" && row.firstApproval !== null;
  const anyAction = row.actions.length > 0;
  const holdId = `cekim-${row.id}-odenebilir`;
  // Not payable yet (a first payment to a new IBAN): the button stays visible but off, next to the time
  // it opens. Only for a viewer who could otherwise decide (reject is theirs): never on one's own row or
  // one's own first approval.
  const held =
    row.payableAt !== null &&
    row.actions.includes("reject") &&
    !row.actions.includes("pay") &&
    !row.actions.includes("confirm");
  return (
    <li
      className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_auto] md:items-center"
      aria-label={`Çekim talebi ${label}`}
    >
      <MemberCell user={row.user} />
      <div className="min-w-0">
        <p className="text-lg font-bold tabular-nums">{formatTL(row.amount)}</p>
        <p className="break-all font-mono text-sm">{formatIban(row.iban)}</p>
        <p className="text-sm text-neutral-600">Hesap sahibi: {row.accountName}</p>
        <p className="text-sm text-neutral-500">Talep: {formatDateTime(row.createdAt)}</p>
        {held && row.payableAt && (
          <p id={holdId} className="text-sm font-semibold text-amber-800">
            {payableAtText(formatDateTime(row.payableAt))}
            <span className="block font-normal text-neutral-600">{NEW_IBAN_HINT}</span>
          </p>
        )}
        <DecisionHistory
          row={row}
          doneStatus="paid"
          doneLabel="Ödeyen"
          detail={row.paymentReference ? ` · Dekont ${row.paymentReference}` : ""}
        />
        {awaiting && row.firstApproval && (
          <FirstApprovalNote
            first={row.firstApproval}
            detail={row.firstApproval.paymentReference ? `Dekont ${row.firstApproval.paymentReference}` : undefined}
            mine={!row.ownRecord && !anyAction}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {row.ownRecord && <OwnRecordMark />}
        {row.actions.includes("confirm") && (
          <Button size="sm" onClick={onConfirm} aria-label={`${label} çekimini onayla (ikinci onay)`}>
            {dualControlLabels.confirmButton}
          </Button>
        )}
        {row.actions.includes("pay") && (
          <Button size="sm" onClick={onPay} aria-label={`${label} çekimini ödendi olarak işaretle`}>
            Ödendi
          </Button>
        )}
        {held && (
          <Button
            size="sm"
            disabled
            aria-label={`${label} çekimini ${awaiting ? "onayla (ikinci onay)" : "ödendi olarak işaretle"}`}
            aria-describedby={holdId}
          >
            {awaiting ? dualControlLabels.confirmButton : "Ödendi"}
          </Button>
        )}
        {row.actions.includes("reject") && (
          <Button size="sm" variant="secondary" onClick={onReject} aria-label={`${label} çekimini reddet`}>
            Reddet
          </Button>
        )}
        {!anyAction && <Badge tone={WITHDRAWAL_STATUS_TONES[row.status]}>{WITHDRAWAL_STATUS_LABELS[row.status]}</Badge>}
      </div>
    </li>
  );
}
