/**
 * Finance exports: orders, the provision ledger and withdrawals of a date range as CSV for a Turkish
 * Excel (csv.ts). Amounts are whole lira written as plain digits (no thousands separator), which Excel
 * reads as numbers in any locale; dates are Istanbul time.
 */
import type { NextApiResponse } from "next";
import type { ExportKind } from "@/lib/exports/rules";
import { IYS_RECIPIENT_TYPE, IYS_SOURCE, IYS_STATUS, IYS_TYPE } from "@/lib/consents/rules";
import { formatIban } from "@/lib/withdrawals/iban";
import { WITHDRAWAL_STATUS_LABELS } from "@/lib/withdrawals/labels";
import type { CsvCell } from "@/lib/server/csv";
import { streamCsv } from "@/lib/server/csvStream";
import * as q from "@/lib/server/exports/queries";

const ORDER_STATUS: Record<q.OrderExportRow["status"], string> = {
  awaiting_payment: "Ödeme bekleniyor",
  paid: "Hizmet bedeli ödendi",
  appointment_set: "Noter randevusu",
  gos_paid: "GÖS ödemesi yapıldı",
  transferred: "Devir tamamlandı",
  completed: "Tamamlandı",
  cancelled: "İptal edildi",
};
const DEPOSIT_OUTCOME: Record<NonNullable<q.OrderExportRow["deposit_outcome"]>, string> = {
  released: "Serbest bırakıldı",
  captured: "Cayma bedeli tahsil edildi",
};
const LEDGER_KIND: Record<q.LedgerExportRow["kind"], string> = {
  deposit: "Yatırma",
  withdrawal: "Çekim",
  block: "Bloke",
  release: "Bloke çözümü",
  capture: "Tahsilat (cayma bedeli)",
};
const REF_TYPE: Record<string, string> = {
  auction: "İhale",
  listing: "Hemen Al",
  provision_request: "Provizyon talebi",
  withdrawal: "Çekim talebi",
  order: "Sipariş",
};

/** What each ledger kind does to total and blocked (lib/server/deposits/queries.ts), for sums in Excel. */
function ledgerEffect(kind: q.LedgerExportRow["kind"], amount: number): [number, number] {
  switch (kind) {
    case "deposit":
      return [amount, 0];
    case "withdrawal":
      return [-amount, 0];
    case "block":
      return [0, amount];
    case "release":
      return [0, -amount];
    case "capture":
      return [-amount, -amount];
  }
}

type Spec<R> = {
  header: string[];
  page: (range: q.DayRange, afterId: number) => Promise<R[]>;
  row: (r: R) => CsvCell[];
};

type RowOf<K extends ExportKind> = K extends "orders"
  ? q.OrderExportRow
  : K extends "ledger"
    ? q.LedgerExportRow
    : K extends "consents"
      ? q.ConsentExportRow
      : q.WithdrawalExportRow;

const SPECS: { [K in ExportKind]: Spec<RowOf<K>> } = {
  orders: {
    header: [
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
    page: q.orderPage,
    row: (r) => [
      r.id,
      r.created_at,
      r.auction_id !== null ? "İhale" : "Hemen Al",
      r.auction_id ?? r.listing_id,
      r.vehicle,
      r.plate,
      r.buyer_name,
      r.buyer_email,
      r.price,
      r.commission,
      r.price + r.commission,
      ORDER_STATUS[r.status],
      r.payment_due_at,
      r.deposit_outcome ? DEPOSIT_OUTCOME[r.deposit_outcome] : "",
      r.deposit_amount,
    ],
  },
  ledger: {
    header: [
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
    page: q.ledgerPage,
    row: (r) => {
      const [total, blocked] = ledgerEffect(r.kind, r.amount);
      return [
        r.id,
        r.created_at,
        r.name,
        r.email,
        LEDGER_KIND[r.kind],
        r.amount,
        total,
        blocked,
        REF_TYPE[r.ref_type] ?? r.ref_type,
        r.ref_id,
        r.note,
      ];
    },
  },
  withdrawals: {
    header: [
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
    page: q.withdrawalPage,
    row: (r) => [
      r.id,
      r.created_at,
      r.account_name,
      r.email,
      formatIban(r.iban),
      r.amount,
      WITHDRAWAL_STATUS_LABELS[r.status],
      r.decided_at,
      r.decided_by_name,
      r.payment_reference,
      r.reject_reason,
    ],
  },
  // The İYS bulk upload (toplu izin yükleme): its own column names and values, one row per change.
  consents: {
    header: ["recipient", "type", "source", "status", "consentDate", "recipientType"],
    page: q.consentPage,
    row: (r) => [
      r.email,
      IYS_TYPE.commercial_email,
      IYS_SOURCE,
      IYS_STATUS[r.action],
      r.created_at,
      IYS_RECIPIENT_TYPE,
    ],
  },
};

const FILE_PREFIX: Record<ExportKind, string> = {
  consents: "iys-izinleri",
  orders: "siparisler",
  ledger: "provizyon-hareketleri",
  withdrawals: "cekimler",
};

async function* pagesOf<R extends { id: number }>(spec: Spec<R>, range: q.DayRange): AsyncGenerator<CsvCell[][]> {
  let afterId = 0;
  for (;;) {
    const rows = await spec.page(range, afterId);
    yield rows.map(spec.row);
    if (rows.length < q.EXPORT_PAGE) return;
    afterId = rows[rows.length - 1].id;
  }
}

export async function streamExport(res: NextApiResponse, kind: ExportKind, range: q.DayRange): Promise<void> {
  const pages =
    kind === "orders"
      ? pagesOf(SPECS.orders, range)
      : kind === "ledger"
        ? pagesOf(SPECS.ledger, range)
        : kind === "consents"
          ? pagesOf(SPECS.consents, range)
          : pagesOf(SPECS.withdrawals, range);
  await streamCsv(res, `${FILE_PREFIX[kind]}-${range.from}-${range.to}.csv`, SPECS[kind].header, pages);
}
