import { useState, type FormEvent } from "react";
import { authErrorMessage } from "@/lib/accounts/labels";
import { emailError } from "@/lib/accounts/rules";

/** The "Şifremi unuttum" form: checks the address and asks Firebase to send the reset mail. */
export function useResetRequest(returnPath: string) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const trimmed = email.trim();
    const message = emailError(trimmed);
    setError(message);
    if (message) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setSending(true);
    try {
      const { requestPasswordReset } = await import("@/lib/accounts/firebaseAuth");
      await requestPasswordReset(trimmed, returnPath);
      setSent(true);
    } catch (failure) {
      setFormError(authErrorMessage(failure, "Bağlantı gönderilemedi. Lütfen biraz sonra tekrar deneyin."));
    } finally {
      setSending(false);
    }
  };

  return { email, setEmail, error, formError, sending, sent, submit };
}
