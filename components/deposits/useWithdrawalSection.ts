import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useMyWithdrawals } from "@/lib/withdrawals/client";
import type { WithdrawalView } from "@/lib/withdrawals/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { useWithdrawalForm } from "@/components/deposits/useWithdrawalForm";

/**
 * The withdrawal part of /profil/provizyon: the user's withdrawals, the form, and the cancel of a
 * pending one; every change reloads the list and the balances above it.
 */
export function useWithdrawalSection(
  available: number,
  account: { uid: string; email: string },
  onChanged: () => Promise<void>,
) {
  const { items, error, reload } = useMyWithdrawals();
  const refresh = async () => {
    await Promise.all([reload(), onChanged()]);
  };
  const form = useWithdrawalForm(available, account, refresh);
  const [cancelling, setCancelling] = useState<WithdrawalView | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await http.post(`/api/me/withdrawals/${cancelling.id}/cancel`);
      toast.success("Çekim talebiniz iptal edildi.");
    } catch (e) {
      handleError(e, "Çekim talebi iptal edilemedi.");
    } finally {
      setCancelling(null);
      setBusy(false);
      await refresh();
    }
  };

  return { items, error, form, cancelling, setCancelling, busy, cancel };
}
