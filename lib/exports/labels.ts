import type { ExportKind } from "@/lib/exports/rules";
import { ORDER_SOURCE_LABELS, ORDER_STATUS_LABELS } from "@/lib/orders/labels";

export const EXPORT_ERRORS = {
  fromRequired: "Başlangıç tarihini seçin.",
  toRequired: "Bitiş tarihini seçin.",
  badDate: "Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır.",
  order: "Başlangıç tarihi bitiş tarihinden sonra olamaz.",
} as const;

export const EXPORT_LABELS: Record<ExportKind, string> = {
  orders: "Siparişler",
  ledger: "Provizyon hareketleri",
  withdrawals: "Çekim talepleri",
  consents: "İYS izinleri",
};

/** The finance CSVs' column names (lib/server/exports/service.ts), in column order. */
export const EXPORT_CSV_HEADERS = {
  orders: [
    "Sipariş No",
    "Tarih",
    "Kaynak",
    "İhale/İlan No",
    "Araç",
    "Plaka",
    "Alıcı",
    "Alıcı E-posta",
    "Satış Fiyatı (TL)",
    "Alıcı Komisyonu (TL)",
    "Toplam (TL)",
    "Durum",
    "Son Ödeme Tarihi",
    "Teminat Sonucu",
    "Teminat Tutarı (TL)",
  ],
  ledger: [
    "Hareket No",
    "Tarih",
    "Kullanıcı",
    "E-posta",
    "Tür",
    "Tutar (TL)",
    "Toplam Provizyona Etkisi (TL)",
    "Blokeye Etkisi (TL)",
    "Kaynak",
    "Kaynak No",
    "Açıklama",
  ],
  withdrawals: [
    "Talep No",
    "Talep Tarihi",
    "Hesap Sahibi",
    "E-posta",
    "IBAN",
    "Tutar (TL)",
    "Durum",
    "Karar Tarihi",
    "Karar Veren",
    "Dekont No",
    "Ret Gerekçesi",
  ],
};

/** The finance CSVs' cell values for statuses, kinds and sources. */
export const EXPORT_CSV_VALUES = {
  // The order columns say what the order screens say.
  source: ORDER_SOURCE_LABELS,
  orderStatus: ORDER_STATUS_LABELS,
  depositOutcome: {
    released: "Serbest bırakıldı",
    captured: "Cayma bedeli tahsil edildi",
  },
  ledgerKind: {
    deposit: "Yatırma",
    withdrawal: "Çekim",
    block: "Bloke",
    release: "Bloke çözümü",
    capture: "Tahsilat (cayma bedeli)",
  },
  refType: {
    auction: "İhale",
    listing: "Hemen Al",
    provision_request: "Provizyon talebi",
    withdrawal: "Çekim talebi",
    order: "Sipariş",
  },
} as const;
