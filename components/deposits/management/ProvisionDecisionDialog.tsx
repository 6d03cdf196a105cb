import { TextField } from "@/components/ui/Field";
import { dualControlLabels } from "@/lib/deposits/labels";
import { formatTL } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { DecisionDialog } from "@/components/deposits/management/DecisionDialog";
import type { Pending, ProvisionDecision } from "@/components/deposits/management/useProvisionDecision";

const LABELS = {
  approve: { title: "Talebi onayla", confirm: "Onayı ver" },
  confirm: { title: "İkinci onay", confirm: dualControlLabels.confirmButton },
  reject: { title: "Talebi reddet", confirm: "Reddet" },
};

function ProvisionSummary({ action: { kind, row } }: { action: NonNullable<Pending> }) {
  const first = kind === "confirm" ? row.firstApproval : null;
  return (
    <>
      <p>
        <strong>
          {row.user.name} {row.user.lastName}
        </strong>{" "}
        için <strong>{formatTL(row.amount)}</strong> tutarındaki <span className="font-mono">{row.referenceCode}</span>{" "}
        referanslı talep.
      </p>
      {first && (
        <p className="mt-3">
          {dualControlLabels.firstBy(first.byName)}, hesaba ulaşan tutar{" "}
          <strong>{formatTL(first.receivedAmount)}</strong>. Onayınızla bu tutar kullanıcının bakiyesine eklenir. Bu
          işlem geri alınamaz.
        </p>
      )}
    </>
  );
}

/** Asks once more before a provision request is approved, confirmed as the second approver, or rejected. */
export function ProvisionDecisionDialog({ decision }: { decision: ProvisionDecision }) {
  const received = (
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
  );
  return <DecisionDialog decision={decision} labels={LABELS} Summary={ProvisionSummary} field={received} />;
}
