import type { CurrentUser } from "@/lib/accounts/types";
import { NewPasswordFields } from "@/components/accounts/NewPasswordFields";
import { FormAlert } from "@/components/ui/Field";
import { CurrentPasswordField } from "@/components/profile/CurrentPasswordField";
import { SaveOrCancel } from "@/components/profile/SaveOrCancel";
import { usePasswordChange } from "@/components/profile/useAccountChange";

/** /profil "Şifremi Değiştir": the current password, then the new one twice. */
export function PasswordChange({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { field, formError, saving, submit } = usePasswordChange(user, onClose);
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Şifre değiştir">
      <FormAlert>{formError}</FormAlert>
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <CurrentPasswordField {...field("currentPassword")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields field={field} />
      </div>
      <SaveOrCancel label="Şifreyi Güncelle" saving={saving} onCancel={onClose} />
    </form>
  );
}
