import type { ManagedOrder } from "@/lib/buyNow/types";
import { formatDateTime, formatTL } from "@/lib/format";

export type Action = { order: ManagedOrder; to: "paid" | "completed" | "cancelled" };

export const ACTION_TEXT: Record<
  Action["to"],
  { button: string; title: string; body: (o: ManagedOrder) => string; done: string }
> = {
  paid: {
    button: "Ödendi",
    title: "Ödeme alındı olarak işaretle",
    body: (o) =>
      `${formatTL(o.total)} tutarındaki ödemenin alındığını onaylıyorsunuz.${o.source === "listing" ? " İlan satıldı olarak kapanır." : ""}`,
    done: "Sipariş ödendi olarak işaretlendi.",
  },
  completed: {
    button: "Tamamla",
    title: "Siparişi tamamla",
    body: () => "Devir ve teslim tamamlandı; alıcının bloke edilen provizyonu serbest bırakılır.",
    done: "Sipariş tamamlandı; teminat serbest bırakıldı.",
  },
  cancelled: {
    button: "İptal et",
    title: "Siparişi iptal et",
    body: (o) =>
      `${canForfeit(o) ? "" : "Alıcının bloke edilen provizyonu serbest bırakılır. "}${o.source === "listing" ? "İlan yeniden satışa açılır. " : ""}Bu işlem geri alınamaz.`,
    done: "Sipariş iptal edildi; teminat serbest bırakıldı.",
  },
};

/** Only an unpaid order with a deposit still blocked can be cancelled with the deposit collected (cayma bedeli). */
export const canForfeit = (o: ManagedOrder) => o.status === "awaiting_payment" && o.deposit > 0;
/** ...and only once the server offers it (orderActionsFor: past the payment due date); until then the option shows why not. */
export const forfeitLockedReason = (o: ManagedOrder) =>
  o.actions.includes("forfeit")
    ? undefined
    : `Son ödeme tarihi (${formatDateTime(o.paymentDueAt)}) geçmeden cayma bedeli tahsil edilemez.`;
/** The next statuses the server allows (orderActionsFor), as buttons. */
export const moves = (o: ManagedOrder) => o.actions.filter((a): a is Action["to"] => a !== "forfeit");
