import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { TextField } from "@/components/ui/Field";
import { dualControlLabels } from "@/lib/deposits/labels";
import { formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { RejectReasonField } from "@/components/deposits/management/RejectReasonField";
import type { ProvisionDecision } from "@/components/deposits/management/useProvisionDecision";

const TITLES = { approve: "Talebi onayla", confirm: "İkinci onay", reject: "Talebi reddet" } as const;
const CONFIRM_LABELS = { approve: "Onayı ver", confirm: dualControlLabels.confirmButton, reject: "Reddet" } as const;

/** Asks once more before a provision request is approved, confirmed as the second approver, or rejected. */
export function ProvisionDecisionDialog({ decision }: { decision: ProvisionDecision }) {
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
            <strong>
              {action.row.user.name} {action.row.user.lastName}
            </strong>{" "}
            için <strong>{formatTL(action.row.amount)}</strong> tutarındaki{" "}
            <span className="font-mono">{action.row.referenceCode}</span> referanslı talep.
          </p>
          {action.kind === "confirm" && action.row.firstApproval && (
            <p className="mt-3">
              {dualControlLabels.firstBy(action.row.firstApproval.byName)}, hesaba ulaşan tutar{" "}
              <strong>{formatTL(action.row.firstApproval.receivedAmount)}</strong>. Onayınızla bu tutar kullanıcının
              bakiyesine eklenir. Bu işlem geri alınamaz.
            </p>
          )}
          {action.kind === "confirm" ? null : action.kind === "approve" ? (
            <div className="mt-4">
              <TextField
                label="Hesaba ulaşan tutar (TL)"
                name="receivedAmount"
                inputMode="numeric"
                autoComplete="off"
                value={decision.received}
                onChange={(e) => decision.setReceived(formatAmountInput(e.target.value))}
                error={decision.receivedError}
                hint={`Banka hesabına gerçekten ulaşan tutar; kullanıcının bakiyesine bu tutar eklenir. Talep edilenden farklıysa ikisi de kaydedilir. ${dualControlLabels.provisionRule} Bu işlem geri alınamaz.`}
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
