import { useCallback, useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import useSWR from "swr";
import { QUIET } from "@/lib/clientData";
import { useRequireUser } from "@/components/session/useRequireUser";
import { handleError } from "@/lib/errors";
import { type BankAccount } from "@/lib/company";
import { zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { parseTurkishAmount } from "@/lib/turkishAmount";
import type { ProvisionData, ProvisionRequest } from "@/components/deposits/types";

/** State of the member's provision page: balance, bank account, own requests and the new-request form. */
export function useProvisionPage() {
  const { user, loading, refresh } = useRequireUser();
  const [amountText, setAmountText] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<ProvisionRequest | null>(null);

  // Balance and own requests load together once the session is known, and again after each change.
  const uid = user?.uid;
  const { data: both, mutate } = useSWR(
    uid ? ["/api/me/provision", uid] : null,
    () =>
      Promise.all([
        http.get<ProvisionData>("/api/me/provision"),
        http.get<{ items: ProvisionRequest[] }>("/api/me/provision-requests"),
      ]),
    { ...QUIET, onError: (error) => handleError(error, "Provizyon bilgileriniz yüklenemedi.") },
  );
  const data = both?.[0] ?? null;
  const requests = both?.[1].items ?? null;
  const load = useCallback(async () => void (await mutate()), [mutate]);

  // The header panel should show the same balance as this page (staff may have approved meanwhile).
  useEffect(() => {
    if (!loading) void refresh();
  }, [loading, refresh]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTurkishAmount(amountText);
    if (!amount.ok) {
      setAmountError(amount.reason === "empty" ? "Lütfen eklemek istediğiniz tutarı girin." : amount.message);
      return;
    }
    // zod loads with the first send, not with the page (like ProfileForm); the API checks the same schema.
    const { provisionRequestSchema } = await import("@/lib/deposits/schemas");
    const parsed = provisionRequestSchema.safeParse({ amount: amount.amount });
    if (!parsed.success) {
      setAmountError(zodFieldErrors(parsed.error).amount);
      return;
    }
    setAmountError(undefined);
    setSubmitting(true);
    try {
      const result = await http.post<{ request: ProvisionRequest; bankAccount: BankAccount }>(
        "/api/me/provision-requests",
        parsed.data,
      );
      setCreated(result.request);
      setAmountText("");
      toast.success("Provizyon talebiniz alındı.");
      await load();
    } catch (error) {
      handleError(error, "Provizyon talebiniz oluşturulamadı.");
    } finally {
      setSubmitting(false);
    }
  };

  const chooseAmount = (text: string) => {
    setAmountText(text);
    setAmountError(undefined);
  };

  return {
    user,
    loading,
    data,
    requests,
    load,
    created,
    clearCreated: () => setCreated(null),
    amountText,
    setAmountText,
    chooseAmount,
    amountError,
    submitting,
    submit,
  };
}
