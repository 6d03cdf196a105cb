import { TextField } from "@/components/ui/Field";
import { ORDER_STEP_LABELS } from "@/lib/orders/labels";
import type { Action } from "@/components/orders/management/orderActions";
import type { StepValues } from "@/components/orders/management/useOrderAction";

/** The data a step needs, in the confirm dialog: the noter appointment, the GÖS reference or the signed contract. */
export function OrderStepFields({
  to,
  values,
  onChange,
  disabled,
}: {
  to: Action["to"];
  values: StepValues;
  onChange: (next: Partial<StepValues>) => void;
  disabled: boolean;
}) {
  const t = ORDER_STEP_LABELS;
  const text = (key: "notaryName" | "city" | "date" | "time" | "gosReference", type?: "date" | "time") => (
    <TextField
      label={t[key]}
      type={type}
      value={values[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      disabled={disabled}
      required
    />
  );
  if (to === "appointment_set" || to === "reschedule")
    return (
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {text("notaryName")}
        {text("city")}
        {text("date", "date")}
        {text("time", "time")}
      </div>
    );
  if (to === "gos_paid") return <div className="mt-3">{text("gosReference")}</div>;
  if (to === "transferred")
    return (
      <div className="mt-3">
        <TextField
          label={t.contract}
          type="file"
          accept="application/pdf"
          onChange={(e) => onChange({ contract: e.target.files?.[0] ?? null })}
          disabled={disabled}
          required
        />
      </div>
    );
  return null;
}
