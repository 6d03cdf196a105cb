import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import type { StaffWithdrawalView } from "@/lib/withdrawals/types";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { useStaffDecision } from "@/components/deposits/management/useStaffDecision";

export type PendingDecision = { kind: "pay" | "confirm" | "reject"; row: StaffWithdrawalView } | null;

/**
 * Marking a withdrawal paid (with the transfer's receipt number; a large one only as a first
 * approval), confirming someone else's first approval (dual control), or rejecting it (with a reason).
 */
export function useWithdrawalDecision(load: () => Promise<unknown>) {
  const { action, setAction, close, decide, busy, reason, setReason, reasonError } =
    useStaffDecision<NonNullable<PendingDecision>>(load);
  const [reference, setReference] = useState("");

  const open = (next: NonNullable<PendingDecision>) => {
    setReference("");
    setAction(next);
  };

  const confirm = () =>
    decide(async ({ kind, row }) => {
      if (kind === "pay") {
        const data = await http.post<{ awaitingSecondApproval: boolean }>(
          `/api/management/withdrawals/${row.id}/paid`,
          reference.trim() ? { paymentReference: reference.trim() } : {},
        );
        toast.success(
          data.awaitingSecondApproval
            ? `${formatTL(row.amount)} ödeme için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor.`
            : `${formatTL(row.amount)} çekim ödendi olarak işaretlendi.`,
        );
      } else if (kind === "confirm") {
        await http.post(`/api/management/withdrawals/${row.id}/confirm`);
        toast.success(`${formatTL(row.amount)} çekim ikinci onayla ödendi olarak işaretlendi.`);
      } else {
        await http.post(`/api/management/withdrawals/${row.id}/reject`, { reason: reason.trim() });
        toast.success("Çekim talebi reddedildi; tutar kullanıcının provizyonuna geri döndü.");
      }
    });

  return { action, open, close, confirm, busy, reference, setReference, reason, setReason, reasonError };
}

export type WithdrawalDecision = ReturnType<typeof useWithdrawalDecision>;
