import { ProvinceSelect } from "@/components/services/ProvinceSelect";
import { TextField } from "@/components/ui/Field";
import type { FieldBinding } from "@/components/ui/useFormValues";
import { TRANSPORT_LIMITS } from "@/lib/transportRequests/rules";

/** One end of the trip, "Nereden" or "Nereye": its province and district. */
export function RoutePointFields({
  legend,
  city,
  district,
}: {
  legend: string;
  city: FieldBinding & { label: string };
  district: FieldBinding & { label: string; example: string };
}) {
  const { example, ...districtField } = district;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-neutral-500">{legend}</legend>
      <ProvinceSelect {...city} />
      <TextField {...districtField} placeholder={example} maxLength={TRANSPORT_LIMITS.districtMax} required />
    </fieldset>
  );
}
