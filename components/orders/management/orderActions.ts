import type { ManagedOrder } from "@/lib/orders/types";
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
      `${offersForfeit(o) ? "" : "Alıcının bloke edilen provizyonu serbest bırakılır. "}${o.source === "listing" ? "İlan yeniden satışa açılır. " : ""}Bu işlem geri alınamaz.`,
    done: "Sipariş iptal edildi; teminat serbest bırakıldı.",
  },
};

/**
 * Whether cancelling offers the deposit choice: the server offers the cayma bedeli now ("forfeit" in
 * `actions`) or says until when it is locked (`forfeitLockedUntil`); the rules stay on the server.
 */
export const offersForfeit = (o: ManagedOrder) => o.actions.includes("forfeit") || o.forfeitLockedUntil !== null;
/** Why the cayma bedeli option is locked, or undefined when it may be chosen. */
export const forfeitLockedReason = (o: ManagedOrder) =>
  o.forfeitLockedUntil === null
    ? undefined
    : `Son ödeme tarihi (${formatDateTime(o.forfeitLockedUntil)}) geçmeden cayma bedeli tahsil edilemez.`;
/** The next statuses the server allows (orderActionsFor), as buttons. */
export const moves = (o: ManagedOrder) => o.actions.filter((a): a is Action["to"] => a !== "forfeit");
