import { useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import { authErrorMessage } from "@/lib/accounts/labels";
import { isWrongPassword } from "@/lib/accounts/rules";
import { useAccountRefusals } from "@/components/accounts/useAccountRefusals";
import { checkTurkishIban } from "@/lib/withdrawals/iban";
import { reauthTexts } from "@/lib/withdrawals/labels";
import { handleError } from "@/lib/errors";
import { focusFirstError, serverFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { decodeToken } from "@/lib/token";
import { getUserToken, setUserToken } from "@/lib/tokens";
import { parseTurkishAmount } from "@/lib/turkishAmount";
import type { WithdrawalView } from "@/lib/withdrawals/types";

type Errors = { amount?: string; iban?: string };
type Body = { amount: number; iban: string };

/** The server's answer to a withdrawal on an old sign-in: ask for the password, then send again. */
function isReauthRequired(error: unknown): boolean {
  const response = error as { status?: number; data?: { code?: unknown } } | null;
  return response?.status === 401 && response.data?.code === "reauth_required";
}

/**
 * The withdrawal form: plain checks first (the API's own messages), then the request; the server
 * decides. A request on an old sign-in opens the password dialog (step-up): after Firebase
 * re-authenticates, the same request goes again with the fresh token.
 */
export function useWithdrawalForm(
  available: number,
  account: { uid: string; email: string },
  onDone: () => Promise<void>,
) {
  const [amountText, setAmountText] = useState("");
  const [iban, setIban] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // The request waiting for the password (the dialog is open while it is set).
  const [waiting, setWaiting] = useState<Body | null>(null);
  const [password, setPassword] = useState("");
  const [reauthError, setReauthError] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { unverified, identityNeeded, noteRefusal, clearRefusals } = useAccountRefusals();

  /** Sends the request; false when the server wants the password first. */
  const send = async (body: Body, form: HTMLFormElement | null): Promise<boolean> => {
    try {
      await http.post<{ withdrawal: WithdrawalView }>("/api/me/withdrawals", body);
      toast.success("Çekim talebiniz alındı; tutar ödenene kadar bloke edildi.");
      setAmountText("");
      setIban("");
      clearRefusals();
      await onDone();
      return true;
    } catch (error) {
      if (isReauthRequired(error)) return false;
      const fields = serverFieldErrors(error);
      if (fields && (fields.amount || fields.iban)) {
        setErrors({ amount: fields.amount, iban: fields.iban });
        focusFirstError(form, fields);
      }
      if (!noteRefusal(error)) handleError(error, "Çekim talebiniz oluşturulamadı.");
      await onDone();
      return true;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: Errors = {};
    const amount = parseTurkishAmount(amountText);
    if (!amount.ok) next.amount = amount.reason === "empty" ? "Çekmek istediğiniz tutarı girin." : amount.message;
    else if (amount.amount <= 0) next.amount = "Tutar sıfırdan büyük olmalıdır.";
    else if (amount.amount > available)
      next.amount =
        available > 0
          ? `En fazla kullanılabilir provizyonunuz kadar (${available.toLocaleString("tr-TR")} TL) çekebilirsiniz.`
          : "Çekilebilecek kullanılabilir provizyonunuz yok.";
    const checked = checkTurkishIban(iban);
    if (!checked.ok) next.iban = checked.message;
    setErrors(next);
    if (next.amount || next.iban || !amount.ok || !checked.ok) {
      focusFirstError(form, next);
      return;
    }
    setSubmitting(true);
    try {
      const body = { amount: amount.amount, iban: checked.iban };
      if (!(await send(body, form))) {
        setPassword("");
        setReauthError("");
        setWaiting(body);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const confirmReauth = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!waiting) return;
    if (!password) {
      setReauthError(reauthTexts.empty);
      return;
    }
    setConfirming(true);
    setReauthError("");
    try {
      const { confirmPassword } = await import("@/lib/accounts/firebaseAuth");
      const token = await confirmPassword(account, password);
      // The next request carries the new sign-in time; never overwrite another account's cookie.
      const current = decodeToken(getUserToken())?.uid;
      if (!current || current === account.uid) setUserToken(token);
    } catch (error) {
      setReauthError(isWrongPassword(error) ? reauthTexts.wrong : authErrorMessage(error, reauthTexts.wrong));
      setConfirming(false);
      return;
    }
    try {
      if (await send(waiting, null)) setWaiting(null);
      else setReauthError(reauthTexts.body);
    } finally {
      setConfirming(false);
    }
  };

  const closeReauth = () => {
    if (confirming) return;
    setWaiting(null);
    setPassword("");
    setReauthError("");
  };

  const reauth = {
    open: waiting !== null,
    password,
    setPassword,
    error: reauthError,
    confirming,
    confirm: confirmReauth,
    close: closeReauth,
  };
  return { amountText, setAmountText, iban, setIban, errors, submitting, submit, reauth, unverified, identityNeeded };
}

export type ReauthState = ReturnType<typeof useWithdrawalForm>["reauth"];
