import { TextField } from "@/components/ui/Field";
import { formatIban } from "@/lib/withdrawals/iban";
import { dualControlLabels } from "@/lib/deposits/labels";
import { formatTL } from "@/lib/format";
import { DecisionDialog } from "@/components/deposits/management/DecisionDialog";
import type { PendingDecision, WithdrawalDecision } from "@/components/deposits/management/useWithdrawalDecision";

const LABELS = {
  pay: { title: "Ödendi olarak işaretle", confirm: "Ödendi" },
  confirm: { title: "İkinci onay", confirm: dualControlLabels.confirmButton },
  reject: { title: "Çekim talebini reddet", confirm: "Reddet" },
};

function WithdrawalSummary({ action: { kind, row } }: { action: NonNullable<PendingDecision> }) {
  const first = kind === "confirm" ? row.firstApproval : null;
  return (
    <>
      <p>
        <strong>{row.accountName}</strong> adına <span className="font-mono">{formatIban(row.iban)}</span> hesabına{" "}
        <strong>{formatTL(row.amount)}</strong>.
      </p>
      {first && (
        <p className="mt-3">
          {dualControlLabels.firstBy(first.byName)}
          {first.paymentReference ? `, dekont ${first.paymentReference}` : ""}. Onayınızla çekim ödendi olarak
          işaretlenir ve tutar kullanıcının toplam provizyonundan düşülür. Bu işlem geri alınamaz.
        </p>
      )}
    </>
  );
}

/** Asks once more before a withdrawal is marked paid, confirmed as the second approver, or rejected. */
export function WithdrawalDecisionDialog({ decision }: { decision: WithdrawalDecision }) {
  const reference = (
    <TextField
      label="Dekont / işlem numarası (isteğe bağlı)"
      name="paymentReference"
      autoComplete="off"
      maxLength={100}
      value={decision.reference}
      onChange={(e) => decision.setReference(e.target.value)}
      hint={`Havale/EFT'yi gönderdikten sonra işaretleyin: tutar kullanıcının toplam provizyonundan düşülür. ${dualControlLabels.withdrawalRule} Bu işlem geri alınamaz.`}
    />
  );
  return <DecisionDialog decision={decision} labels={LABELS} Summary={WithdrawalSummary} field={reference} />;
}
