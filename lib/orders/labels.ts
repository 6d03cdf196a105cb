/** Turkish texts of orders (both sources), together for a Turkish editor. */
import type { OrderSource, OrderStatus, SettledDeposit } from "@/lib/orders/types";
import { formatDateTime, formatTL } from "@/lib/format";

/** A status inside a sentence ("Sipariş ödendi durumunda; …"); the badges use ORDER_STATUS_LABELS. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: "ödeme bekleniyor",
  paid: "ödendi",
  completed: "tamamlandı",
  cancelled: "iptal edildi",
};

/** The order refusals the API answers. */
export const ORDER_ERRORS = {
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

/** An order's status on its badge (the colours: components/buyNow/tones.ts). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Ödeme bekleniyor",
  paid: "Ödendi",
  completed: "Tamamlandı",
  cancelled: "İptal edildi",
};

export const ORDER_SOURCE_LABELS = { auction: "İhale", listing: "Hemen Al" } as const satisfies Record<
  OrderSource,
  string
>;

/**
 * What became of a closed order's deposit: `buyer` under Siparişlerim / Kazandıklarım, `staff` beside the
 * status in the management list. Null when there is nothing to say (nothing was still blocked).
 */
export const SETTLED_DEPOSIT_LABELS = {
  buyer: (d: SettledDeposit): string | null =>
    d.outcome === "captured"
      ? `Sipariş iptal edildi · ${formatTL(d.amount)} teminat cayma bedeli olarak tahsil edildi.`
      : d.amount > 0
        ? `Teminatınız serbest bırakıldı (${formatTL(d.amount)}).`
        : null,
  movementsLink: "Hesap hareketlerini görün",
  staff: (d: SettledDeposit): string | null =>
    d.outcome === "captured"
      ? `Cayma bedeli tahsil edildi: ${formatTL(d.amount)}`
      : d.amount > 0
        ? `Teminat serbest bırakıldı: ${formatTL(d.amount)}`
        : null,
};

/** Texts of the payment box (Siparişlerim, Kazandıklarım). */
export const ORDER_PAYMENT_LABELS = {
  title: "Ödeme bilgileri",
  intro:
    "Araç bedeli ve hizmet bedelini, kendi adınıza kayıtlı bir hesaptan aşağıdaki hesaba havale/EFT ile gönderin ve açıklamaya ödeme referansını yazın.",
  safety:
    "Ödemeyi yalnızca bu ekranda gösterilen hesaba yapın. MotoBorsa sizi arayıp başka bir hesaba ödeme istemez; böyle bir talebi bize bildirin.",
  due: "Son ödeme",
  overdue:
    "Ödeme süresi doldu. Lütfen hemen bizimle iletişime geçin; ödenmeyen siparişte bloke teminatınız cayma bedeli olarak tahsil edilebilir.",
};

/** Management › Siparişler: the status tabs; English URL keys and values like every other list, `legacy` the old Turkish slug. */
export const ORDER_FILTERS: Array<{
  slug: string;
  legacy: string;
  label: string;
  status?: OrderStatus;
  overdue?: true;
}> = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "awaiting_payment", legacy: "odeme-bekleyen", label: "Ödeme bekleyen", status: "awaiting_payment" },
  { slug: "overdue", legacy: "gecikmis", label: "Gecikmiş", status: "awaiting_payment", overdue: true },
  { slug: "paid", legacy: "odendi", label: "Ödendi", status: "paid" },
  { slug: "completed", legacy: "tamamlandi", label: "Tamamlandı", status: "completed" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
];
/** Management › Siparişler: the source tabs. */
export const ORDER_SOURCE_FILTERS: Array<{ slug: string; legacy: string; label: string; source?: OrderSource }> = [
  { slug: "all", legacy: "hepsi", label: "Tüm kaynaklar" },
  { slug: "listing", legacy: "hemenal", label: "Hemen Al", source: "listing" },
  { slug: "auction", legacy: "ihale", label: "İhale", source: "auction" },
];

/** What the browser shows when this domain's data could not be loaded. */
export const ORDER_LOAD_ERRORS = {
  list: "Siparişler yüklenemedi.",
} as const;
