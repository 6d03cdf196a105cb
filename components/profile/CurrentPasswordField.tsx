import { TextField } from "@/components/ui/Field";
import type { FieldBinding } from "@/components/ui/useFormFields";

/** The current password that Firebase asks for again before a password or e-mail change. */
export function CurrentPasswordField(binding: FieldBinding) {
  return <TextField label="Mevcut şifre" type="password" autoComplete="current-password" required {...binding} />;
}
