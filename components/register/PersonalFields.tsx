import { SelectField, TextField } from "@/components/ui/Field";
import { ProvinceOptions } from "@/components/ui/ProvinceOptions";
import type { Register } from "@/components/register/useRegister";

/** Name, surname, mobile phone and province: the profile, asked in both steps of sign-up. */
export function PersonalFields({ register: { field } }: { register: Register }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Kişisel bilgiler</legend>
      <TextField label="Ad" autoComplete="given-name" {...field("name")} />
      <TextField label="Soyad" autoComplete="family-name" {...field("lastName")} />
      <TextField
        label="Cep telefonu"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="5XX XXX XX XX"
        {...field("phone")}
      />
      <SelectField label="İl" autoComplete="address-level1" {...field("city")}>
        <ProvinceOptions />
      </SelectField>
    </fieldset>
  );
}
