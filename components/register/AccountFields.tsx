import { TextField } from "@/components/ui/Field";
import type { Register } from "./useRegister";

/** E-mail and password of the new Firebase account; not shown when a signed-in account resumes. */
export function AccountFields({ register: { form, set, errors } }: { register: Register }) {
  return (
    <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-2">
      <legend className="sr-only">Hesap bilgileri</legend>
      <div className="sm:col-span-2">
        <TextField
          id="kayit-email"
          label="E-posta adresi"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(e) => set("email")(e.target.value)}
          error={errors.email}
          required
        />
      </div>
      <TextField
        id="kayit-password"
        label="Şifre"
        type="password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set("password")(e.target.value)}
        error={errors.password}
        hint="En az 6 karakter."
        required
      />
      <TextField
        id="kayit-passwordConfirm"
        label="Şifre (tekrar)"
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        value={form.passwordConfirm}
        onChange={(e) => set("passwordConfirm")(e.target.value)}
        error={errors.passwordConfirm}
        required
      />
    </fieldset>
  );
}
