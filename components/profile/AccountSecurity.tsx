import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import type { CurrentUser } from "@/lib/accounts/types";
import { Button } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { authErrorMessage } from "@/lib/accounts/labels";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";
import { emailError, validateNewPassword } from "@/lib/accounts/rules";
import { decodeToken } from "@/lib/token";
import { getUserToken, setUserToken } from "@/lib/tokens";

const WRONG_CURRENT = "Mevcut şifreniz hatalı.";
const CREDENTIAL_CODES = new Set([
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
  "auth/wrong-password",
  "auth/user-mismatch",
  "auth/user-not-found",
]);
const codeOf = (error: unknown) => (error as { code?: string })?.code ?? "";

/** The error of a change: a wrong current password belongs under that field, the rest above the form. */
function placeError(error: unknown, fallback: string): { fields: FieldErrors; form: string } {
  const code = codeOf(error);
  if (CREDENTIAL_CODES.has(code)) return { fields: { currentPassword: WRONG_CURRENT }, form: "" };
  if (code === "auth/email-already-in-use")
    return { fields: { newEmail: "Bu e-posta adresi kullanılamıyor; başka bir adres girin." }, form: "" };
  if (code === "auth/invalid-email" || code === "auth/invalid-new-email")
    return { fields: { newEmail: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com)." }, form: "" };
  if (code === "auth/weak-password") return { fields: { password: authErrorMessage(error) }, form: "" };
  return { fields: {}, form: authErrorMessage(error, fallback) };
}

/**
 * State and submit flow shared by the two account changes: check first (focus the first bad field),
 * then run the change with Firebase, placing its error under the right field or above the form.
 */
function useAccountChange<V extends Record<string, string>>(initial: V, fallback: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);
  const set = (key: keyof V) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const run = async (form: HTMLFormElement, checked: FieldErrors, change: () => Promise<void>) => {
    setFormError("");
    setErrors(checked);
    focusFirstError(form, checked);
    if (Object.keys(checked).length > 0) return;
    setSaving(true);
    try {
      await change();
    } catch (error) {
      const placed = placeError(error, fallback);
      setErrors(placed.fields);
      setFormError(placed.form);
      focusFirstError(form, placed.fields);
    } finally {
      setSaving(false);
    }
  };
  return { values, set, errors, formError, saving, run };
}

function PasswordChange({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { values, set, errors, formError, saving, run } = useAccountChange(
    { currentPassword: "", password: "", passwordConfirm: "" },
    "Şifreniz değiştirilemedi. Lütfen tekrar deneyin.",
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const checked = validateNewPassword(values);
    if (!values.currentPassword) checked.currentPassword = "Mevcut şifrenizi girin.";
    else if (!checked.password && values.password === values.currentPassword)
      checked.password = "Yeni şifre mevcut şifrenizden farklı olmalıdır.";
    await run(form, checked, async () => {
      const { changePassword } = await import("@/lib/accounts/firebaseAuth");
      const token = await changePassword({ uid: user.uid, email: user.email }, values.currentPassword, values.password);
      // Firebase ends the account's other sessions; this browser's continues with the new token.
      if (decodeToken(getUserToken())?.uid === user.uid) setUserToken(token);
      toast.success("Şifreniz değiştirildi.");
      onClose();
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Şifre değiştir">
      <FormAlert>{formError}</FormAlert>
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <TextField
        label="Mevcut şifre"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => set("currentPassword")(e.target.value)}
        error={errors.currentPassword}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Yeni şifre"
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set("password")(e.target.value)}
          error={errors.password}
          hint="En az 6 karakter."
          required
        />
        <TextField
          label="Yeni şifre (tekrar)"
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={(e) => set("passwordConfirm")(e.target.value)}
          error={errors.passwordConfirm}
          required
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          Şifreyi Güncelle
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}

function EmailChange({
  user,
  onClose,
  onSent,
}: {
  user: CurrentUser;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { values, set, errors, formError, saving, run } = useAccountChange(
    { newEmail: "", currentPassword: "" },
    "Doğrulama bağlantısı gönderilemedi. Lütfen tekrar deneyin.",
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const newEmail = values.newEmail.trim();
    const checked: FieldErrors = {};
    const emailMessage = emailError(newEmail);
    if (emailMessage) checked.newEmail = emailMessage;
    else if (newEmail.toLocaleLowerCase("en") === user.email.toLocaleLowerCase("en"))
      checked.newEmail = "Bu zaten şu anki e-posta adresiniz.";
    if (!values.currentPassword) checked.currentPassword = "Mevcut şifrenizi girin.";
    await run(form, checked, async () => {
      const { requestEmailChange } = await import("@/lib/accounts/firebaseAuth");
      await requestEmailChange({ uid: user.uid, email: user.email }, values.currentPassword, newEmail);
      onSent(newEmail);
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="E-posta adresini değiştir">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Yeni e-posta adresi"
          type="email"
          name="newEmail"
          autoComplete="email"
          inputMode="email"
          value={values.newEmail}
          onChange={(e) => set("newEmail")(e.target.value)}
          error={errors.newEmail}
          required
        />
        <TextField
          label="Mevcut şifre"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => set("currentPassword")(e.target.value)}
          error={errors.currentPassword}
          required
        />
      </div>
      <p className="text-sm text-neutral-600">
        Yeni adresinize bir doğrulama bağlantısı göndereceğiz. Adresiniz, bağlantıya tıkladığınızda değişir.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          Doğrulama Bağlantısı Gönder
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}

/**
 * /profil "Hesap Güvenliği": password and e-mail changes, each after re-entering the current
 * password (Firebase asks for a recent sign-in). Firebase is loaded only when one is sent.
 */
export function AccountSecurity({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState<"password" | "email" | null>(null);
  const [pendingEmail, setPendingEmail] = useState("");

  return (
    <div className="space-y-5">
      {pendingEmail && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
          <p>
            Doğrulama bağlantısını <strong className="font-semibold">{pendingEmail}</strong> adresine gönderdik.
            Bağlantıya tıkladığınızda e-posta adresiniz değişir; o zamana kadar{" "}
            <strong className="font-semibold">{user.email}</strong> ile giriş yaparsınız.
          </p>
        </div>
      )}
      {open === "password" ? (
        <PasswordChange user={user} onClose={() => setOpen(null)} />
      ) : open === "email" ? (
        <EmailChange
          user={user}
          onClose={() => setOpen(null)}
          onSent={(email) => {
            setPendingEmail(email);
            setOpen(null);
          }}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-neutral-500">Giriş e-postası</dt>
            <dd className="mt-0.5 break-words font-medium text-neutral-900">{user.email}</dd>
            <dd className="mt-3">
              <Button variant="secondary" onClick={() => setOpen("email")}>
                E-posta Adresimi Değiştir
              </Button>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-500">Şifre</dt>
            <dd className="mt-0.5 font-medium text-neutral-900">
              <span aria-hidden="true">••••••••</span>
              <span className="sr-only">Gizli</span>
            </dd>
            <dd className="mt-3">
              <Button variant="secondary" onClick={() => setOpen("password")}>
                Şifremi Değiştir
              </Button>
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
