import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { TextField } from "@/components/ui/Field";
import { formatIban } from "@/lib/deposits/iban";
import { formatTL } from "@/lib/format";
import { RejectReasonField } from "./RejectReasonField";
import type { WithdrawalDecision } from "./useWithdrawalDecision";

/** Asks once more before a withdrawal is marked paid or rejected. */
export function WithdrawalDecisionDialog({ decision }: { decision: WithdrawalDecision }) {
  const { action, busy } = decision;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action?.kind === "pay" ? "Ödendi olarak işaretle" : "Çekim talebini reddet"}
      variant={action?.kind === "reject" ? "danger" : "primary"}
      confirmLabel={action?.kind === "pay" ? "Ödendi" : "Reddet"}
      busy={busy}
      onConfirm={() => void decision.confirm()}
      onCancel={decision.close}
    >
      {action && (
        <>
          <p>
            <strong>{action.row.accountName}</strong> adına <span className="font-mono">{formatIban(action.row.iban)}</span> hesabına <strong>{formatTL(action.row.amount)}</strong>.
          </p>
          {action.kind === "pay" ? (
            <div className="mt-4">
              <TextField
                label="Dekont / işlem numarası (isteğe bağlı)"
                name="paymentReference"
                autoComplete="off"
                maxLength={100}
                value={decision.reference}
                onChange={(e) => decision.setReference(e.target.value)}
                hint="Havale/EFT'yi gönderdikten sonra işaretleyin: tutar kullanıcının toplam provizyonundan düşülür. Bu işlem geri alınamaz."
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
