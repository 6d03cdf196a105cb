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
  if (to === "appointment_set" || to === "reschedule")
    return (
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.notaryName}
          value={values.notaryName}
          onChange={(e) => onChange({ notaryName: e.target.value })}
          disabled={disabled}
          required
        />
        <TextField
          label={t.city}
          value={values.city}
          onChange={(e) => onChange({ city: e.target.value })}
          disabled={disabled}
          required
        />
        <TextField
          label={t.date}
          type="date"
          value={values.date}
          onChange={(e) => onChange({ date: e.target.value })}
          disabled={disabled}
          required
        />
        <TextField
          label={t.time}
          type="time"
          value={values.time}
          onChange={(e) => onChange({ time: e.target.value })}
          disabled={disabled}
          required
        />
      </div>
    );
  if (to === "gos_paid")
    return (
      <div className="mt-3">
        <TextField
          label={t.gosReference}
          value={values.gosReference}
          onChange={(e) => onChange({ gosReference: e.target.value })}
          disabled={disabled}
          required
        />
      </div>
    );
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
