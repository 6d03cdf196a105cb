import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import type { StaffWithdrawalView } from "@/lib/withdrawals/types";
import { handleError } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";

export type PendingDecision = { kind: "pay" | "confirm" | "reject"; row: StaffWithdrawalView } | null;

/**
 * Marking a withdrawal paid (with the transfer's receipt number; a large one only as a first
 * approval), confirming someone else's first approval (dual control), or rejecting it (with a reason).
 */
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
        const data = await http.post<{ awaitingSecondApproval: boolean }>(
          `/api/management/withdrawals/${action.row.id}/paid`,
          reference.trim() ? { paymentReference: reference.trim() } : {},
        );
        toast.success(
          data.awaitingSecondApproval
            ? `${formatTL(action.row.amount)} ödeme için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor.`
            : `${formatTL(action.row.amount)} çekim ödendi olarak işaretlendi.`,
        );
      } else if (action.kind === "confirm") {
        await http.post(`/api/management/withdrawals/${action.row.id}/confirm`);
        toast.success(`${formatTL(action.row.amount)} çekim ikinci onayla ödendi olarak işaretlendi.`);
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
