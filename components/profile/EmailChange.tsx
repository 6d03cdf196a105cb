import type { CurrentUser } from "@/lib/accounts/types";
import { FormAlert, TextField } from "@/components/ui/Field";
import { CurrentPasswordField } from "@/components/profile/CurrentPasswordField";
import { SaveOrCancel } from "@/components/profile/SaveOrCancel";
import { useEmailChange } from "@/components/profile/useAccountChange";

/** /profil "E-posta Adresimi Değiştir": the new address and the current password. */
export function EmailChange({
  user,
  onClose,
  onSent,
}: {
  user: CurrentUser;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { field, formError, saving, submit } = useEmailChange(user, onSent);
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="E-posta adresini değiştir">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Yeni e-posta adresi"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field("newEmail")}
        />
        <CurrentPasswordField {...field("currentPassword")} />
      </div>
      <p className="text-sm text-neutral-600">
        Yeni adresinize bir doğrulama bağlantısı göndereceğiz. Adresiniz, bağlantıya tıkladığınızda değişir.
      </p>
      <SaveOrCancel label="Doğrulama Bağlantısı Gönder" saving={saving} onCancel={onClose} />
    </form>
  );
}
