import { TextField } from "@/components/ui/Field";
import type { FieldBinding } from "@/components/ui/useFormValues";

/** Marka and Model of a request form's motorcycle, with the examples the form gives. */
export function BrandModelFields({
  brand,
  model,
  examples,
}: {
  brand: FieldBinding;
  model: FieldBinding;
  examples: { brand: string; model: string };
}) {
  return (
    <>
      <TextField label="Marka" {...brand} placeholder={examples.brand} maxLength={40} required />
      <TextField label="Model" {...model} placeholder={examples.model} maxLength={60} required />
    </>
  );
}
