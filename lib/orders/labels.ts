/** Turkish texts of orders (both sources), together for a Turkish editor. */
import type { OrderSource, OrderStatus, OrderTimelineStep, OverdueStep, SettledDeposit } from "@/lib/orders/types";
import { formatDateTime, formatTL } from "@/lib/format";

/** A status inside a sentence ("Sipariş ödendi durumunda; …"); the badges use ORDER_STATUS_LABELS. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: "ödeme bekleniyor",
  paid: "hizmet bedeli ödendi",
  appointment_set: "noter randevusu verildi",
  gos_paid: "GÖS ödemesi yapıldı",
  transferred: "devir tamamlandı",
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
  appointmentPast: "Noter randevusu ileri bir tarih ve saat olmalıdır.",
  appointmentTooFar: (days: number) => `Noter randevusu en fazla ${days} gün sonrasına verilebilir.`,
  notReschedulable: (from: OrderStatus) =>
    `Sipariş ${ORDER_STATUS_TEXT[from]} durumunda; noter randevusu değiştirilemez.`,
  contractRequired: "İmzalı satış sözleşmesini PDF olarak yükleyin.",
  contractNotPdf: "Satış sözleşmesi bir PDF dosyası olmalıdır.",
  contractTooLarge: (mb: number) => `Satış sözleşmesi en fazla ${mb} MB olabilir.`,
  contractNotFound: "Bu sipariş için yüklenmiş bir satış sözleşmesi yok.",
  wrongStep: (from: OrderStatus, to: OrderStatus) =>
    `Sipariş ${ORDER_STATUS_TEXT[from]} durumunda; ${ORDER_STATUS_TEXT[to]} olarak işaretlenemez.`,
} as const;

/** An order's status on its badge (the colours: components/buyNow/tones.ts). */
/** The notes of an order's deposit release or capture (Hesap hareketleri). */
export const ORDER_LEDGER_NOTES = {
  completed: "Sipariş tamamlandı",
  cancelled: "Sipariş iptal edildi",
  forfeit: (orderId: number) => `Cayma bedeli: sipariş #${orderId}`,
} as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Ödeme bekleniyor",
  paid: "Hizmet bedeli ödendi",
  appointment_set: "Noter randevusu",
  gos_paid: "GÖS ödemesi yapıldı",
  transferred: "Devir tamamlandı",
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
    "Hizmet bedelini, kendi adınıza kayıtlı bir hesaptan aşağıdaki hesaba havale/EFT ile gönderin ve açıklamaya ödeme referansını yazın. Araç bedeli MotoBorsa'ya ödenmez: noterde, Güvenli Ödeme Sistemi (GÖS) ile ödenir.",
  amount: "Hizmet bedeli (MotoBorsa'ya)",
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
  { slug: "paid", legacy: "odendi", label: "Hizmet bedeli ödendi", status: "paid" },
  { slug: "appointment_set", legacy: "noter-randevusu", label: "Noter randevusu", status: "appointment_set" },
  { slug: "gos_paid", legacy: "gos-odendi", label: "GÖS ödendi", status: "gos_paid" },
  { slug: "transferred", legacy: "devredildi", label: "Devir tamamlandı", status: "transferred" },
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

/**
 * What the buyer sees on their order (Siparişlerim, Kazandıklarım): what is paid where, the timeline of
 * the title transfer and what to bring to the noter (PRODUCT §7.2).
 */
export const ORDER_TRANSFER_LABELS = {
  /** The order's money line: the fee to the company, the price at the noter. */
  amounts: (price: string, fee: string) =>
    `Araç bedeli ${price} (noterde GÖS ile) · Hizmet bedeli ${fee} (MotoBorsa'ya)`,
  timelineTitle: "Devir adımları",
  steps: {
    created: "Sipariş oluşturuldu",
    paid: "Hizmet bedeli ödendi",
    appointment_set: "Noter randevusu",
    gos_paid: "Araç bedeli GÖS ile ödendi",
    transferred: "Devir (tescil) tamamlandı",
    completed: "Tamamlandı",
  } satisfies Record<OrderTimelineStep["step"], string>,
  stepState: { done: "tamamlandı", current: "sıradaki adım", upcoming: "bekliyor" } satisfies Record<
    OrderTimelineStep["state"],
    string
  >,
  appointment: (notary: string, city: string) => `${notary}, ${city}`,
  gosReference: (ref: string) => `GÖS ödeme referansı: ${ref}`,
  bringTitle: "Noter randevusuna getirmeniz gerekenler",
  bring: [
    "Geçerli T.C. kimlik kartınız (ya da pasaportunuz)",
    "Satıcının getireceği araç ruhsatı (tescil belgesi) ve kimliği",
    "Zorunlu trafik sigortası poliçesi (devirden önce yaptırılmalı)",
    "Araç bedelini GÖS ile ödemek için: noterde size verilen GÖS numarasıyla, kendi adınıza kayıtlı hesabınızdan bankanızın internet şubesinden ya da şubesinden ödeme",
  ],
  gosInfo:
    "Araç bedeli noterin Güvenli Ödeme Sistemi (GÖS) ile ödenir: para, devir tamamlanana kadar bankada bekletilir; devir gerçekleşmezse size iade edilir. MotoBorsa'ya ya da satıcıya elden veya havaleyle araç bedeli ödemeyin.",
  cancelledNote: "Sipariş iptal edildi.",
};

/** The appointment body's field refusals (lib/server/orders/schemas.ts). */
export const APPOINTMENT_FIELD_ERRORS = {
  notaryName: "Noterliğin adını yazın.",
  notaryNameShort: "Noterliğin adı en az 3 karakter olmalıdır.",
  notaryNameLong: "Noterliğin adı en fazla 120 karakter olabilir.",
  city: "Noterliğin ilini yazın.",
  cityShort: "İl en az 2 karakter olmalıdır.",
  cityLong: "İl en fazla 40 karakter olabilir.",
  at: "Randevu tarihi ve saati geçerli değil.",
};

/** Management › Siparişler: the title transfer's step forms and overdue markers. */
export const ORDER_STEP_LABELS = {
  notaryName: "Noterlik",
  city: "İl",
  date: "Tarih",
  time: "Saat",
  gosReference: "GÖS ödeme referansı",
  contract: "İmzalı satış sözleşmesi (PDF)",
  overdue: {
    appointment: "Noter randevusu gecikti",
    gos: "Randevu geçti, GÖS ödemesi yok",
    transfer: "Randevu geçti, devir kaydedilmedi",
  } satisfies Record<OverdueStep, string>,
  contractLink: "Sözleşmeyi indir",
  dashboard: "Geciken devir adımı",
  dashboardHint: (t: { appointment: number; gos: number; transfer: number }) =>
    `${t.appointment} randevusuz, ${t.gos} GÖS bekleyen, ${t.transfer} devri kaydedilmeyen`,
};

/** The calendar invitation attached to the appointment e-mail (lib/orders/ics.ts). */
export const ORDER_CALENDAR_LABELS = {
  summary: (title: string) => `Noter randevusu: ${title}`,
  description: (orderId: number) =>
    `MotoBorsa sipariş no ${orderId}. Araç devri için noter randevusu. Yanınızda kimliğiniz olsun; araç bedeli noterde GÖS ile ödenir.`,
  location: (notary: string, city: string) => `${notary}, ${city}`,
  fileName: (orderId: number) => `noter-randevusu-${orderId}.ics`,
};
