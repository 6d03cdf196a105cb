import { useEffect, useState, type FormEvent } from "react";
import { authErrorMessage } from "@/lib/accounts/labels";
import { validateNewPassword } from "@/lib/accounts/rules";
import { focusFirstError } from "@/lib/formErrors";
import { useFormFields } from "@/components/ui/useFormFields";

export type CodeState =
  | { status: "checking" }
  | { status: "invalid"; message: string }
  | { status: "ready"; email: string }
  | { status: "done" };

/** Checks the reset code from the mail, then sets the new password with it. */
export function useNewPassword(oobCode: string) {
  const [state, setState] = useState<CodeState>({ status: "checking" });
  const { values, setErrors, field } = useFormFields({ password: "", passwordConfirm: "" });
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("@/lib/accounts/firebaseAuth")
      .then(({ checkPasswordResetCode }) => checkPasswordResetCode(oobCode))
      .then((email) => !cancelled && setState({ status: "ready", email }))
      .catch(
        (error) =>
          !cancelled &&
          setState({
            status: "invalid",
            message: authErrorMessage(
              error,
              "Bu bağlantı geçersiz ya da daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.",
            ),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const checked = validateNewPassword(values);
    setErrors(checked);
    focusFirstError(event.currentTarget as HTMLFormElement, checked);
    if (Object.keys(checked).length > 0) return;
    setSaving(true);
    try {
      const { completePasswordReset } = await import("@/lib/accounts/firebaseAuth");
      await completePasswordReset(oobCode, values.password);
      setState({ status: "done" });
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === "auth/weak-password") setErrors({ password: authErrorMessage(error) });
      else setFormError(authErrorMessage(error, "Şifreniz değiştirilemedi. Lütfen tekrar deneyin."));
    } finally {
      setSaving(false);
    }
  };

  return { state, field, formError, saving, submit };
}
