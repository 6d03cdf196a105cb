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
import { EXPORT_CSV_HEADERS, EXPORT_CSV_VALUES } from "@/lib/exports/labels";
import type { CsvCell } from "@/lib/server/csv";
import { streamCsv } from "@/lib/server/csvStream";
import * as q from "@/lib/server/exports/queries";

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
    header: EXPORT_CSV_HEADERS.orders,
    page: q.orderPage,
    row: (r) => [
      r.id,
      r.created_at,
      r.auction_id !== null ? EXPORT_CSV_VALUES.source.auction : EXPORT_CSV_VALUES.source.listing,
      r.auction_id ?? r.listing_id,
      r.vehicle,
      r.plate,
      r.buyer_name,
      r.buyer_email,
      r.price,
      r.commission,
      r.price + r.commission,
      EXPORT_CSV_VALUES.orderStatus[r.status],
      r.payment_due_at,
      r.deposit_outcome ? EXPORT_CSV_VALUES.depositOutcome[r.deposit_outcome] : "",
      r.deposit_amount,
    ],
  },
  ledger: {
    header: EXPORT_CSV_HEADERS.ledger,
    page: q.ledgerPage,
    row: (r) => {
      const [total, blocked] = ledgerEffect(r.kind, r.amount);
      return [
        r.id,
        r.created_at,
        r.name,
        r.email,
        EXPORT_CSV_VALUES.ledgerKind[r.kind],
        r.amount,
        total,
        blocked,
        (EXPORT_CSV_VALUES.refType as Record<string, string>)[r.ref_type] ?? r.ref_type,
        r.ref_id,
        r.note,
      ];
    },
  },
  withdrawals: {
    header: EXPORT_CSV_HEADERS.withdrawals,
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

/**
 * Keyset pages, the next one already asked for while this one is formatted and written: PostgreSQL
 * reads and Node formats at the same time (at most two pages in memory).
 */
async function* pagesOf<R extends { id: number }>(spec: Spec<R>, range: q.DayRange): AsyncGenerator<CsvCell[][]> {
  let next = spec.page(range, 0);
  for (;;) {
    const rows = await next;
    const full = rows.length === q.EXPORT_PAGE;
    if (full) {
      next = spec.page(range, rows[rows.length - 1].id);
      // A download the client abandons stops this generator with a page still being read: its
      // failure (the pool closing) must not surface as an unhandled rejection.
      next.catch(() => undefined);
    }
    yield rows.map(spec.row);
    if (!full) return;
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
