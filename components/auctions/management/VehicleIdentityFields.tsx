import type { SetVehicleField, VehicleForm } from "@/components/auctions/management/vehicleForm";
import { TextField } from "@/components/ui/Field";
import type { FieldErrors } from "@/lib/formErrors";
import { formatDateTime } from "@/lib/format";
import { vehicleIdentityFormLabels as t, vehicleIdentityLabels } from "@/lib/vehicles/labels";
import type { ManagedVehicle } from "@/lib/vehicles/types";

export type VehicleIdentityState = Pick<ManagedVehicle, "eids" | "missingForLive" | "ownership"> & {
  /** The vehicle is offered or sold: the server refuses identity changes (lib/vehicles/rules.ts). */
  locked: boolean;
};

/**
 * The identity fields of PRODUCT §8.3 (staff-only: the engine number and ruhsat serial never reach a
 * public page) and the EİDS record: who verified, when, and the owner's approval reference.
 */
export function VehicleIdentityFields({
  form,
  set,
  fields,
  state,
}: {
  form: VehicleForm;
  set: SetVehicleField;
  fields: FieldErrors;
  state: VehicleIdentityState | null;
}) {
  const lockedProps = state?.locked
    ? { readOnly: true, "aria-readonly": true, className: "!bg-neutral-100 !text-neutral-600", hint: t.lockedHint }
    : {};
  const field = (
    key: "vin" | "engineNumber" | "registrationSerial" | "eidsReference",
    label: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={fields[key]}
      hint={hint}
      autoComplete="off"
      spellCheck={false}
      {...lockedProps}
    />
  );
  return (
    <fieldset className="space-y-4 rounded-xl border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-semibold">{t.legend}</legend>
      <p className="text-sm text-neutral-600">
        {t.intro} {t.staffOnly}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field("vin", t.vin, t.vinHint)}
        {field("engineNumber", t.engineNumber)}
        {field("registrationSerial", t.registrationSerial, t.registrationHint)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("eidsReference", t.eidsReference, t.eidsHint)}
        <div className="text-sm text-neutral-700" aria-label={t.eidsLegend} role="group">
          <p className="mb-1.5 font-medium text-neutral-800">{t.eidsLegend}</p>
          <p>
            {state?.eids
              ? vehicleIdentityLabels.eidsRecord(
                  state.eids.verifiedBy,
                  formatDateTime(state.eids.verifiedAt),
                  state.eids.reference,
                )
              : vehicleIdentityLabels.eidsNone}
          </p>
          {state && <p className="mt-1 text-neutral-500">{vehicleIdentityLabels.ownership[state.ownership]}</p>}
        </div>
      </div>
      {state && (
        <p role="status" className={state.missingForLive.length ? "text-sm text-amber-800" : "text-sm text-green-700"}>
          {state.missingForLive.length ? t.missing(state.missingForLive) : t.complete}
        </p>
      )}
    </fieldset>
  );
}
