import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import type { StaffProvisionRequestView } from "@/lib/deposits/types";
import { formatNumber, formatTL } from "@/lib/format";
import { zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { parseTurkishAmount } from "@/lib/turkishAmount";
import { provisionApprovalSchema } from "@/lib/deposits/schemas";
import { useStaffDecision } from "@/components/deposits/management/useStaffDecision";

type Row = StaffProvisionRequestView;
export type Pending = { kind: "approve" | "confirm" | "reject"; row: Row } | null;

/** The received amount as typed, or the field's message. */
function checkReceived(text: string): { amount: number } | { error: string | undefined } {
  const parsed = parseTurkishAmount(text);
  if (!parsed.ok) return { error: parsed.reason === "empty" ? "Hesaba ulaşan tutarı girin." : parsed.message };
  const checked = provisionApprovalSchema.safeParse({ receivedAmount: parsed.amount });
  if (!checked.success) return { error: zodFieldErrors(checked.error).receivedAmount };
  return { amount: checked.data.receivedAmount };
}

/**
 * Approving (with the amount that really arrived), confirming someone else's first approval (dual
 * control), or rejecting (with a reason) a provision request.
 */
export function useProvisionDecision(load: () => Promise<unknown>) {
  const { action, setAction, close, decide, busy, reason, setReason, reasonError } =
    useStaffDecision<NonNullable<Pending>>(load);
  const [received, setReceived] = useState("");
  const [receivedError, setReceivedError] = useState<string>();

  const open = (next: NonNullable<Pending>) => {
    // The announced amount is the usual case; staff correct it when the transfer differs.
    setReceived(formatNumber(next.row.amount));
    setReceivedError(undefined);
    setAction(next);
  };

  const confirm = async () => {
    let receivedAmount = 0;
    if (action?.kind === "approve") {
      const checked = checkReceived(received);
      if ("error" in checked) return setReceivedError(checked.error);
      receivedAmount = checked.amount;
    }
    await decide(async ({ kind, row }) => {
      if (kind === "approve") {
        const data = await http.post<{ awaitingSecondApproval: boolean }>(
          `/api/management/provision-requests/${row.id}/approve`,
          { receivedAmount },
        );
        toast.success(
          data.awaitingSecondApproval
            ? `${formatTL(receivedAmount)} için ilk onay kaydedildi; başka bir yetkilinin ikinci onayı bekleniyor.`
            : `${formatTL(receivedAmount)} provizyon onaylandı.`,
        );
      } else if (kind === "confirm") {
        await http.post(`/api/management/provision-requests/${row.id}/confirm`);
        toast.success(`${formatTL(row.firstApproval?.receivedAmount ?? row.amount)} provizyon onaylandı.`);
      } else {
        await http.post(`/api/management/provision-requests/${row.id}/reject`, { reason: reason.trim() });
        toast.success("Talep reddedildi.");
      }
    });
  };

  return { action, open, close, confirm, busy, received, setReceived, receivedError, reason, setReason, reasonError };
}

export type ProvisionDecision = ReturnType<typeof useProvisionDecision>;
