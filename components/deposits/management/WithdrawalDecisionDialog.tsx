import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { TextField } from "@/components/ui/Field";
import { formatIban } from "@/lib/withdrawals/iban";
import { dualControlLabels } from "@/lib/deposits/labels";
import { formatTL } from "@/lib/format";
import { RejectReasonField } from "@/components/deposits/management/RejectReasonField";
import type { WithdrawalDecision } from "@/components/deposits/management/useWithdrawalDecision";

const TITLES = { pay: "Ödendi olarak işaretle", confirm: "İkinci onay", reject: "Çekim talebini reddet" } as const;
const CONFIRM_LABELS = { pay: "Ödendi", confirm: dualControlLabels.confirmButton, reject: "Reddet" } as const;

/** Asks once more before a withdrawal is marked paid, confirmed as the second approver, or rejected. */
export function WithdrawalDecisionDialog({ decision }: { decision: WithdrawalDecision }) {
  const { action, busy } = decision;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? TITLES[action.kind] : ""}
      variant={action?.kind === "reject" ? "danger" : "primary"}
      confirmLabel={action ? CONFIRM_LABELS[action.kind] : ""}
      busy={busy}
      onConfirm={() => void decision.confirm()}
      onCancel={decision.close}
    >
      {action && (
        <>
          <p>
            <strong>{action.row.accountName}</strong> adına{" "}
            <span className="font-mono">{formatIban(action.row.iban)}</span> hesabına{" "}
            <strong>{formatTL(action.row.amount)}</strong>.
          </p>
          {action.kind === "confirm" && action.row.firstApproval && (
            <p className="mt-3">
              {dualControlLabels.firstBy(action.row.firstApproval.byName)}
              {action.row.firstApproval.paymentReference ? `, dekont ${action.row.firstApproval.paymentReference}` : ""}
              . Onayınızla çekim ödendi olarak işaretlenir ve tutar kullanıcının toplam provizyonundan düşülür. Bu işlem
              geri alınamaz.
            </p>
          )}
          {action.kind === "confirm" ? null : action.kind === "pay" ? (
            <div className="mt-4">
              <TextField
                label="Dekont / işlem numarası (isteğe bağlı)"
                name="paymentReference"
                autoComplete="off"
                maxLength={100}
                value={decision.reference}
                onChange={(e) => decision.setReference(e.target.value)}
                hint={`Havale/EFT'yi gönderdikten sonra işaretleyin: tutar kullanıcının toplam provizyonundan düşülür. ${dualControlLabels.withdrawalRule} Bu işlem geri alınamaz.`}
              />
            </div>
          ) : (
            <RejectReasonField value={decision.reason} onChange={decision.setReason} error={decision.reasonError} />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
