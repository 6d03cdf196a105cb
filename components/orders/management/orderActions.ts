import type { ManagedOrder } from "@/lib/orders/types";
import { formatDateTime, formatTL } from "@/lib/format";

export type Action = {
  order: ManagedOrder;
  to: "paid" | "appointment_set" | "reschedule" | "gos_paid" | "transferred" | "completed" | "cancelled";
};

export const ACTION_TEXT: Record<
  Action["to"],
  { button: string; title: string; body: (o: ManagedOrder) => string; done: string }
> = {
  paid: {
    button: "Ödendi",
    title: "Hizmet bedeli alındı olarak işaretle",
    body: (o) =>
      `${formatTL(o.commission)} hizmet bedelinin alındığını onaylıyorsunuz (araç bedeli noterde GÖS ile ödenir).${o.source === "listing" ? " İlan satıldı olarak kapanır." : ""}`,
    done: "Sipariş ödendi olarak işaretlendi.",
  },
  appointment_set: {
    button: "Noter randevusu",
    title: "Noter randevusu ver",
    body: () =>
      "Alıcıyla (ve satıcı bir kullanıcıysa onunla) kararlaştırılan noter randevusunu girin; takvim dosyası e-postayla gider.",
    done: "Noter randevusu kaydedildi; taraflara bildirildi.",
  },
  reschedule: {
    button: "Randevuyu değiştir",
    title: "Noter randevusunu değiştir",
    body: () => "Yeni randevu taraflara yeni bir takvim dosyasıyla bildirilir.",
    done: "Noter randevusu değiştirildi; taraflara bildirildi.",
  },
  gos_paid: {
    button: "GÖS ödendi",
    title: "GÖS ödemesini kaydet",
    body: (o) => `Araç bedelinin (${formatTL(o.price)}) noterin Güvenli Ödeme Sistemi ile ödendiğini kaydediyorsunuz.`,
    done: "GÖS ödemesi kaydedildi.",
  },
  transferred: {
    button: "Devir tamamlandı",
    title: "Devri tamamlandı olarak işaretle",
    body: () => "Noterde devir yapıldı. İmzalı satış sözleşmesini yükleyin; araç stoktan çıkar.",
    done: "Devir kaydedildi; araç stoktan çıktı.",
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
