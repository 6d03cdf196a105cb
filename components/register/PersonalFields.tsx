import { SelectField, TextField } from "@/components/ui/Field";
import { PROVINCES } from "@/lib/provinces";
import type { Register } from "./useRegister";

/** Name, surname, mobile phone and province: the profile, asked in both steps of sign-up. */
export function PersonalFields({ register: { form, set, errors } }: { register: Register }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Kişisel bilgiler</legend>
      <TextField id="kayit-name" label="Ad" name="name" autoComplete="given-name" value={form.name} onChange={(e) => set("name")(e.target.value)} error={errors.name} required />
      <TextField id="kayit-lastName" label="Soyad" name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => set("lastName")(e.target.value)} error={errors.lastName} required />
      <TextField
        id="kayit-phone"
        label="Cep telefonu"
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="5XX XXX XX XX"
        value={form.phone}
        onChange={(e) => set("phone")(e.target.value)}
        error={errors.phone}
        required
      />
      <SelectField id="kayit-city" label="İl" name="city" autoComplete="address-level1" value={form.city} onChange={(e) => set("city")(e.target.value)} error={errors.city} required>
        <option value="">İl seçin</option>
        {PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
