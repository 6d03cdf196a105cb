import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import type { StaffWithdrawalView } from "@/lib/deposits/types";
import { handleError } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";

export type PendingDecision = { kind: "pay" | "reject"; row: StaffWithdrawalView } | null;

/** Marking a withdrawal paid (with the transfer's receipt number) or rejecting it (with a reason). */
export function useWithdrawalDecision(load: () => Promise<unknown>) {
  const [action, setAction] = useState<PendingDecision>(null);
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => {
    if (busy) return;
    setAction(null);
    setReason("");
    setReference("");
    setReasonError(undefined);
  }, [busy]);

  const confirm = async () => {
    if (!action) return;
    if (action.kind === "reject" && reason.trim().length < 3) {
      setReasonError("Ret gerekçesi en az 3 karakter olmalıdır.");
      return;
    }
    setBusy(true);
    try {
      if (action.kind === "pay") {
        await http.post(`/api/management/withdrawals/${action.row.id}/paid`, reference.trim() ? { paymentReference: reference.trim() } : {});
        toast.success(`${formatTL(action.row.amount)} çekim ödendi olarak işaretlendi.`);
      } else {
        await http.post(`/api/management/withdrawals/${action.row.id}/reject`, { reason: reason.trim() });
        toast.success("Çekim talebi reddedildi; tutar kullanıcının provizyonuna geri döndü.");
      }
      setAction(null);
      setReason("");
      setReference("");
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(false);
      // Someone else (or the user's cancel) may have moved it meanwhile: show the current state.
      await load();
    }
  };

  return { action, open: setAction, close, confirm, busy, reference, setReference, reason, setReason, reasonError };
}

export type WithdrawalDecision = ReturnType<typeof useWithdrawalDecision>;
