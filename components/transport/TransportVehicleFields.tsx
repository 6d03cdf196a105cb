import { BrandModelFields } from "@/components/services/BrandModelFields";
import { SelectField } from "@/components/ui/Field";
import type { TransportFormState } from "@/components/transport/useTransportRequestForm";

/** "Motosiklet": a motorcycle bought here picked from the list, or any other one by brand and model. */
export function TransportVehicleFields({ form }: { form: TransportFormState }) {
  const { wins, source, orderId, set, field } = form;
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-neutral-500">Motosiklet</legend>
      {wins.length > 0 && (
        <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(
            [
              ["won", "MotoBorsa'dan aldığım motosiklet"],
              ["other", "Başka bir motosiklet"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="source"
                value={value}
                checked={source === value}
                onChange={() => set("source", value)}
                className="h-4 w-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      )}
      {source === "won" && wins.length > 0 ? (
        <SelectField label="Motosiklet" {...field("orderId")} value={orderId} required>
          {wins.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title} · Sipariş no {o.id}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <BrandModelFields
            brand={field("brand")}
            model={field("model")}
            examples={{ brand: "Örn. Yamaha", model: "Örn. MT-07" }}
          />
        </div>
      )}
    </fieldset>
  );
}
