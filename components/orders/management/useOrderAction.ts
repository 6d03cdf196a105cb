import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { handleError } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { ACTION_TEXT, type Action } from "@/components/orders/management/orderActions";

/** What the title-transfer steps ask for (PRODUCT §7.2): the appointment, the GÖS reference, the contract. */
export type StepValues = {
  notaryName: string;
  city: string;
  date: string;
  time: string;
  gosReference: string;
  contract: File | null;
};

const EMPTY: StepValues = { notaryName: "", city: "", date: "", time: "", gosReference: "", contract: null };

/** The date and time fields are the noter's clock (Istanbul, UTC+3 all year): sent with that offset. */
const appointmentOf = (v: StepValues) => ({
  notaryName: v.notaryName,
  city: v.city,
  at: `${v.date}T${v.time}:00+03:00`,
});

/** Sends one step: the body (or the PDF) and the endpoint each step takes. */
function send(action: Action, values: StepValues, forfeitDeposit: boolean) {
  const url = `/api/management/orders/${action.order.id}`;
  switch (action.to) {
    case "appointment_set":
      return http.patch<{ forfeited?: number }>(url, { status: action.to, appointment: appointmentOf(values) });
    case "reschedule":
      return http.put<{ forfeited?: number }>(`${url}/appointment`, appointmentOf(values));
    case "gos_paid":
      return http.patch<{ forfeited?: number }>(url, { status: action.to, gosReference: values.gosReference });
    case "transferred":
      return http.post<{ forfeited?: number }>(`${url}/transfer`, values.contract ?? new Blob([]), {
        headers: { "Content-Type": "application/pdf" },
      });
    default:
      return http.patch<{ forfeited?: number }>(
        url,
        forfeitDeposit ? { status: action.to, forfeitDeposit } : { status: action.to },
      );
  }
}

/** The staff step asked in the dialog, with its data; cancelling may collect the deposit (cayma bedeli). */
export function useOrderAction(onChanged: () => void) {
  const [action, setAction] = useState<Action | null>(null);
  const [forfeit, setForfeit] = useState(false);
  const [values, setValues] = useState<StepValues>(EMPTY);
  const [busy, setBusy] = useState(false);

  const open = (next: Action) => {
    setForfeit(false);
    const a = next.order.transfer.appointment;
    // Moving an appointment starts from the current one (Istanbul wall clock).
    if (next.to === "reschedule" && a) {
      const local = new Date(new Date(a.at).getTime() + 3 * 60 * 60 * 1000).toISOString();
      setValues({
        ...EMPTY,
        notaryName: a.notaryName,
        city: a.city,
        date: local.slice(0, 10),
        time: local.slice(11, 16),
      });
    } else setValues(EMPTY);
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const forfeitDeposit = action.to === "cancelled" && action.order.actions.includes("forfeit") && forfeit;
      const result = await send(action, values, forfeitDeposit);
      toast.success(
        (result.forfeited ?? 0) > 0
          ? `Sipariş iptal edildi; ${formatTL(result.forfeited ?? 0)} cayma bedeli olarak tahsil edildi.`
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

  const change = (next: Partial<StepValues>) => setValues((v) => ({ ...v, ...next }));
  return { action, open, close: () => setAction(null), forfeit, setForfeit, values, change, busy, confirm };
}

export type OrderActionState = ReturnType<typeof useOrderAction>;
