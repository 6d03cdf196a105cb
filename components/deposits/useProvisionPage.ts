import { useCallback, useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
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
  const [data, setData] = useState<ProvisionData | null>(null);
  const [requests, setRequests] = useState<ProvisionRequest[] | null>(null);
  const [amountText, setAmountText] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<ProvisionRequest | null>(null);

  const load = useCallback(async () => {
    try {
      const [provision, mine] = await Promise.all([
        http.get<ProvisionData>("/api/me/provision"),
        http.get<{ items: ProvisionRequest[] }>("/api/me/provision-requests"),
      ]);
      setData(provision);
      setRequests(mine.items);
    } catch (error) {
      handleError(error, "Provizyon bilgileriniz yüklenemedi.");
    }
  }, []);

  const uid = user?.uid;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching the signed-in user's provision data once the session is known (after hydration)
    if (uid) void load();
  }, [uid, load]);

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
