import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { TextField } from "@/components/ui/Field";
import { formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { RejectReasonField } from "./RejectReasonField";
import type { ProvisionDecision } from "./useProvisionDecision";

/** Asks once more before a provision request is approved or rejected. */
export function ProvisionDecisionDialog({ decision }: { decision: ProvisionDecision }) {
  const { action, busy } = decision;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action?.kind === "approve" ? "Talebi onayla" : "Talebi reddet"}
      variant={action?.kind === "reject" ? "danger" : "primary"}
      confirmLabel={action?.kind === "approve" ? "Onayı ver" : "Reddet"}
      busy={busy}
      onConfirm={() => void decision.confirm()}
      onCancel={decision.close}
    >
      {action && (
        <>
          <p>
            <strong>
              {action.row.user.name} {action.row.user.lastName}
            </strong>{" "}
            için <strong>{formatTL(action.row.amount)}</strong> tutarındaki <span className="font-mono">{action.row.referenceCode}</span> referanslı talep.
          </p>
          {action.kind === "approve" ? (
            <div className="mt-4">
              <TextField
                label="Hesaba ulaşan tutar (TL)"
                name="receivedAmount"
                inputMode="numeric"
                autoComplete="off"
                value={decision.received}
                onChange={(e) => decision.setReceived(formatAmountInput(e.target.value))}
                error={decision.receivedError}
                hint="Banka hesabına gerçekten ulaşan tutar; kullanıcının bakiyesine bu tutar eklenir. Talep edilenden farklıysa ikisi de kaydedilir. Bu işlem geri alınamaz."
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
