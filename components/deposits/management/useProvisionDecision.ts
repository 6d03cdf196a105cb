import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import type { StaffProvisionRequestView } from "@/lib/deposits/types";
import { handleError } from "@/lib/errors";
import { formatNumber, formatTL } from "@/lib/format";
import { zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { parseTurkishAmount } from "@/lib/turkishAmount";
import { provisionApprovalSchema } from "@/lib/deposits/schemas";

type Row = StaffProvisionRequestView;
export type Pending = { kind: "approve" | "confirm" | "reject"; row: Row } | null;

/**
 * Approving (with the amount that really arrived), confirming someone else's first approval (dual
 * control), or rejecting (with a reason) a provision request.
 */
export function useProvisionDecision(load: () => Promise<unknown>) {
  const [action, setAction] = useState<Pending>(null);
  const [received, setReceived] = useState("");
  const [receivedError, setReceivedError] = useState<string>();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => {
    if (busy) return;
    setAction(null);
    setReason("");
    setReasonError(undefined);
    setReceivedError(undefined);
  }, [busy]);

  const open = (next: NonNullable<Pending>) => {
    // The announced amount is the usual case; staff correct it when the transfer differs.
    setReceived(formatNumber(next.row.amount));
    setReceivedError(undefined);
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    if (action.kind === "reject" && reason.trim().length < 3) {
      setReasonError("Ret gerekçesi en az 3 karakter olmalıdır.");
      return;
    }
    let receivedAmount = 0;
    if (action.kind === "approve") {
      const parsed = parseTurkishAmount(received);
      const checked = parsed.ok ? provisionApprovalSchema.safeParse({ receivedAmount: parsed.amount }) : null;
      if (!parsed.ok || !checked?.success) {
        setReceivedError(
          !parsed.ok
            ? parsed.reason === "empty"
              ? "Hesaba ulaşan tutarı girin."
              : parsed.message
            : zodFieldErrors(checked!.error!).receivedAmount,
        );
        return;
      }
      receivedAmount = checked.data.receivedAmount;
    }
    setBusy(true);
    try {
      if (action.kind === "approve") {
        const data = await http.post<{ awaitingSecondApproval: boolean }>(
          `/api/management/provision-requests/${action.row.id}/approve`,
          { receivedAmount },
        );
        toast.success(
          data.awaitingSecondApproval
            ? `${formatTL(receivedAmount)} için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor.`
            : `${formatTL(receivedAmount)} provizyon onaylandı.`,
        );
      } else if (action.kind === "confirm") {
        await http.post(`/api/management/provision-requests/${action.row.id}/confirm`);
        toast.success(
          `${formatTL(action.row.firstApproval?.receivedAmount ?? action.row.amount)} provizyon onaylandı.`,
        );
      } else {
        await http.post(`/api/management/provision-requests/${action.row.id}/reject`, { reason: reason.trim() });
        toast.success("Talep reddedildi.");
      }
      setAction(null);
      setReason("");
      await load();
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
      // Someone else may have decided it meanwhile: show the current state.
      await load();
    } finally {
      setBusy(false);
    }
  };

  return { action, open, close, confirm, busy, received, setReceived, receivedError, reason, setReason, reasonError };
}

export type ProvisionDecision = ReturnType<typeof useProvisionDecision>;
