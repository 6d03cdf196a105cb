import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { checkTurkishIban } from "@/lib/deposits/iban";
import { handleError } from "@/lib/errors";
import { focusFirstError, serverFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { parseTurkishAmount } from "@/lib/turkishAmount";
import type { WithdrawalView } from "@/lib/deposits/types";

type Errors = { amount?: string; iban?: string };

/** The withdrawal form: plain checks first (the API's own messages), then the request; the server decides. */
export function useWithdrawalForm(available: number, onDone: () => Promise<void>) {
  const [amountText, setAmountText] = useState("");
  const [iban, setIban] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  /** The server's "verify your e-mail first": shown with the resend button instead of a toast. */
  const [unverified, setUnverified] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: Errors = {};
    const amount = parseTurkishAmount(amountText);
    if (!amount.ok) next.amount = amount.reason === "empty" ? "Çekmek istediğiniz tutarı girin." : amount.message;
    else if (amount.amount <= 0) next.amount = "Tutar sıfırdan büyük olmalıdır.";
    else if (amount.amount > available) next.amount = available > 0 ? `En fazla kullanılabilir provizyonunuz kadar (${available.toLocaleString("tr-TR")} TL) çekebilirsiniz.` : "Çekilebilecek kullanılabilir provizyonunuz yok.";
    const checked = checkTurkishIban(iban);
    if (!checked.ok) next.iban = checked.message;
    setErrors(next);
    if (next.amount || next.iban || !amount.ok || !checked.ok) {
      focusFirstError(form, next);
      return;
    }
    setSubmitting(true);
    try {
      await http.post<{ withdrawal: WithdrawalView }>("/api/me/withdrawals", { amount: amount.amount, iban: checked.iban });
      toast.success("Çekim talebiniz alındı; tutar ödenene kadar bloke edildi.");
      setUnverified(null);
      setAmountText("");
      setIban("");
      await onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && (fields.amount || fields.iban)) setErrors({ amount: fields.amount, iban: fields.iban });
      const refusal = emailUnverifiedRefusal(error);
      setUnverified(refusal);
      if (!refusal) handleError(error, "Çekim talebiniz oluşturulamadı.");
      await onDone();
    } finally {
      setSubmitting(false);
    }
  };

  return { amountText, setAmountText, iban, setIban, errors, submitting, submit, unverified };
}
