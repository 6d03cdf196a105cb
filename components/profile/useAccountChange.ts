import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import type { CurrentUser } from "@/lib/accounts/types";
import { useFormFields } from "@/components/ui/useFormFields";
import { authErrorMessage } from "@/lib/accounts/labels";
import { focusFirstError, type FieldErrors } from "@/lib/formErrors";
import { emailError, isWrongPassword, validateNewPassword } from "@/lib/accounts/rules";
import { decodeToken } from "@/lib/token";
import { getUserToken, setUserToken } from "@/lib/tokens";

/** The error of a change: a wrong current password belongs under that field, the rest above the form. */
function placeError(error: unknown, fallback: string): { fields: FieldErrors; form: string } {
  const code = (error as { code?: string } | null)?.code ?? "";
  if (isWrongPassword(error)) return { fields: { currentPassword: "Mevcut şifreniz hatalı." }, form: "" };
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
function useAccountChange<V extends Record<string, string>>(
  initial: V,
  fallback: string,
  check: (values: V) => FieldErrors,
  change: (values: V) => Promise<void>,
) {
  const { values, setErrors, field } = useFormFields(initial);
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const checked = check(values);
    setFormError("");
    setErrors(checked);
    focusFirstError(form, checked);
    if (Object.keys(checked).length > 0) return;
    setSaving(true);
    try {
      await change(values);
    } catch (error) {
      const placed = placeError(error, fallback);
      setErrors(placed.fields);
      setFormError(placed.form);
      focusFirstError(form, placed.fields);
    } finally {
      setSaving(false);
    }
  };
  return { field, formError, saving, submit };
}

/** A new password after the current one (Firebase asks for a recent sign-in). */
export function usePasswordChange(user: CurrentUser, onClose: () => void) {
  return useAccountChange(
    { currentPassword: "", password: "", passwordConfirm: "" },
    "Şifreniz değiştirilemedi. Lütfen tekrar deneyin.",
    (values) => {
      const checked = validateNewPassword(values);
      if (!values.currentPassword) checked.currentPassword = "Mevcut şifrenizi girin.";
      else if (!checked.password && values.password === values.currentPassword)
        checked.password = "Yeni şifre mevcut şifrenizden farklı olmalıdır.";
      return checked;
    },
    async (values) => {
      const { changePassword } = await import("@/lib/accounts/firebaseAuth");
      const token = await changePassword({ uid: user.uid, email: user.email }, values.currentPassword, values.password);
      // Firebase ends the account's other sessions; this browser's continues with the new token.
      if (decodeToken(getUserToken())?.uid === user.uid) setUserToken(token);
      toast.success("Şifreniz değiştirildi.");
      onClose();
    },
  );
}

/** A verification link to a new address; the address changes when the link is followed. */
export function useEmailChange(user: CurrentUser, onSent: (email: string) => void) {
  return useAccountChange(
    { newEmail: "", currentPassword: "" },
    "Doğrulama bağlantısı gönderilemedi. Lütfen tekrar deneyin.",
    (values) => {
      const newEmail = values.newEmail.trim();
      const checked: FieldErrors = {};
      const emailMessage = emailError(newEmail);
      if (emailMessage) checked.newEmail = emailMessage;
      else if (newEmail.toLocaleLowerCase("en") === user.email.toLocaleLowerCase("en"))
        checked.newEmail = "Bu zaten şu anki e-posta adresiniz.";
      if (!values.currentPassword) checked.currentPassword = "Mevcut şifrenizi girin.";
      return checked;
    },
    async (values) => {
      const newEmail = values.newEmail.trim();
      const { requestEmailChange } = await import("@/lib/accounts/firebaseAuth");
      await requestEmailChange({ uid: user.uid, email: user.email }, values.currentPassword, newEmail);
      onSent(newEmail);
    },
  );
}
