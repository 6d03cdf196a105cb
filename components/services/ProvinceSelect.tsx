import { SelectField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import type { FieldBinding } from "@/components/ui/useFormValues";

/** A required choice of one of the 81 provinces. */
export function ProvinceSelect({ label, ...field }: FieldBinding & { label: string }) {
  return (
    <SelectField label={label} {...field} required>
      <ProvinceOptions />
    </SelectField>
  );
}
