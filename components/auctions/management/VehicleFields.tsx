import type { InputHTMLAttributes } from "react";
import type { SetVehicleField, VehicleForm } from "@/components/auctions/management/vehicleForm";
import { SelectField, TextField } from "@/components/ui/Field";
import type { FieldErrors } from "@/lib/formErrors";
import { PROVINCES } from "@/lib/provinces";

type TextKey = "brand" | "model" | "plate" | "colour";
type NumberKey = "year" | "km" | "engineCc";
type Extra = InputHTMLAttributes<HTMLInputElement> & { hint?: string };

const num = (v: string) => (v === "" ? 0 : Number(v));

/** The vehicle's own fields and its description; while locked the bidding-relevant ones are read-only. */
export function VehicleFields({
  form,
  set,
  fields,
  locked,
}: {
  form: VehicleForm;
  set: SetVehicleField;
  fields: FieldErrors;
  locked: boolean;
}) {
  const lockedProps = locked
    ? { readOnly: true, "aria-readonly": true, className: "!bg-neutral-100 !text-neutral-600", hint: "Kilitli" }
    : {};
  const text = (key: TextKey, label: string, extra: Extra = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={fields[key]}
      {...extra}
      {...lockedProps}
    />
  );
  const number = (key: NumberKey, label: string) => (
    <TextField
      label={label}
      type="number"
      value={form[key]}
      onChange={(e) => set(key, num(e.target.value))}
      error={fields[key]}
      {...lockedProps}
    />
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("brand", "Marka", { required: true })}
        {text("model", "Model", { required: true })}
        {text("plate", "Plaka", {
          placeholder: "34 ABC 123",
          hint: "Sitede yalnızca maskeli gösterilir.",
          required: true,
        })}
        {number("year", "Model yılı")}
        {number("km", "Kilometre")}
        {number("engineCc", "Motor hacmi (cc)")}
        <SelectField
          label="Şehir"
          value={form.city}
          onChange={(e) => set("city", e.target.value)}
          error={fields.city}
          disabled={locked}
          hint={locked ? "Kilitli" : undefined}
        >
          {PROVINCES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </SelectField>
        {text("colour", "Renk")}
      </div>
      <div>
        <label htmlFor="v-description" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Açıklama
        </label>
        <textarea
          id="v-description"
          rows={4}
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          className="block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        {fields.description && <p className="mt-1.5 text-sm text-red-600">{fields.description}</p>}
      </div>
    </>
  );
}
