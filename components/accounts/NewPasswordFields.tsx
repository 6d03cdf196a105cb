import { TextField } from "@/components/ui/Field";
import type { FieldBinding } from "@/components/ui/useFormFields";

/** The new password and its repetition, as the reset screen and the password change on /profil ask for them. */
export function NewPasswordFields({ field }: { field: (name: "password" | "passwordConfirm") => FieldBinding }) {
  return (
    <>
      <TextField
        label="Yeni şifre"
        type="password"
        autoComplete="new-password"
        hint="En az 6 karakter."
        required
        {...field("password")}
      />
      <TextField
        label="Yeni şifre (tekrar)"
        type="password"
        autoComplete="new-password"
        required
        {...field("passwordConfirm")}
      />
    </>
  );
}
