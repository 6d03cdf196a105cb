import { TextField } from "@/components/ui/Field";
import type { Register } from "@/components/register/useRegister";

/** E-mail and password of the new Firebase account; not shown when a signed-in account resumes. */
export function AccountFields({ register: { field } }: { register: Register }) {
  return (
    <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-2">
      <legend className="sr-only">Hesap bilgileri</legend>
      <div className="sm:col-span-2">
        <TextField label="E-posta adresi" type="email" autoComplete="email" inputMode="email" {...field("email")} />
      </div>
      <TextField
        label="Şifre"
        type="password"
        autoComplete="new-password"
        hint="En az 6 karakter."
        {...field("password")}
      />
      <TextField label="Şifre (tekrar)" type="password" autoComplete="new-password" {...field("passwordConfirm")} />
    </fieldset>
  );
}
