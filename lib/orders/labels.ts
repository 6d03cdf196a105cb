/** Turkish texts of orders (both sources), together for a Turkish editor. */
import type { OrderStatus } from "@/lib/orders/types";
import { formatDateTime } from "@/lib/format";

/** A status inside a sentence ("Sipariş ödendi durumunda; …"); the badges use components/buyNow/labels.ts. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: "ödeme bekleniyor",
  paid: "ödendi",
  completed: "tamamlandı",
  cancelled: "iptal edildi",
};

export const orderMessages = {
  orderNotFound: "Sipariş bulunamadı.",
  forfeitOnlyOnCancel: "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir.",
  forfeitOnlyUnpaid:
    "Ödemesi alınmış bir siparişin teminatı cayma bedeli olarak tahsil edilemez; yalnızca ödeme bekleyen bir sipariş iptal edilirken tahsil edilebilir.",
  forfeitBeforeDue: (dueAt: Date | string) =>
    `Ödeme süresi henüz dolmadı; cayma bedeli son ödeme tarihinden (${formatDateTime(dueAt)}) sonra tahsil edilebilir. Siparişi şimdi iptal etmek için teminatı serbest bırakın.`,
  noDepositToForfeit:
    "Bu sipariş için bloke edilmiş bir teminat yok; cayma bedeli tahsil edilemez. Siparişi teminatı serbest bırakarak iptal edebilirsiniz.",
  wrongStep: (from: OrderStatus, to: OrderStatus) =>
    `Sipariş ${ORDER_STATUS_TEXT[from]} durumunda; ${ORDER_STATUS_TEXT[to]} olarak işaretlenemez.`,
} as const;
