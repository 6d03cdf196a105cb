import { useState } from "react";
import toast from "react-hot-toast";
import { handleError } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { ACTION_TEXT, type Action } from "@/components/orders/management/orderActions";

/** The staff status change asked in the dialog; cancelling may collect the deposit (cayma bedeli). */
export function useOrderAction(onChanged: () => void) {
  const [action, setAction] = useState<Action | null>(null);
  const [forfeit, setForfeit] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = (next: Action) => {
    setForfeit(false);
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const forfeitDeposit = action.to === "cancelled" && action.order.actions.includes("forfeit") && forfeit;
      const result = await http.patch<{ forfeited: number }>(
        `/api/management/orders/${action.order.id}`,
        forfeitDeposit ? { status: action.to, forfeitDeposit } : { status: action.to },
      );
      toast.success(
        result.forfeited > 0
          ? `Sipariş iptal edildi; ${formatTL(result.forfeited)} cayma bedeli olarak tahsil edildi.`
          : ACTION_TEXT[action.to].done,
      );
      setAction(null);
      onChanged();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return { action, open, close: () => setAction(null), forfeit, setForfeit, busy, confirm };
}

export type OrderActionState = ReturnType<typeof useOrderAction>;
