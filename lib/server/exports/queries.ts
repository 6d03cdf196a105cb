/**
 * The rows of the finance exports, read in keyset pages (id order) so a long range never loads at
 * once. Days are Istanbul calendar days: [from 00:00, to + 1 day 00:00) Europe/Istanbul.
 */
import type { OrderStatus } from "@/lib/orders/types";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";

/** Rows per keyset page: a few thousand keep the per-query cost small next to the rows' (bench:scale). */
export const EXPORT_PAGE = 2000;

export type DayRange = { from: string; to: string };

const inRange = (column: string, range: DayRange) =>
  sql`${sql.raw(column)} >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul' AND ${sql.raw(column)} < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')`;

export type OrderExportRow = {
  id: number;
  created_at: Date;
  auction_id: number | null;
  listing_id: number | null;
  vehicle: string;
  plate: string;
  buyer_name: string;
  buyer_email: string;
  price: number;
  commission: number;
  status: OrderStatus;
  payment_due_at: Date;
  deposit_outcome: "released" | "captured" | null;
  deposit_amount: number | null;
};

export async function orderPage(range: DayRange, afterId: number): Promise<OrderExportRow[]> {
  const { rows } = await getDb().execute<OrderExportRow>(sql`
    SELECT o.id, o.created_at, o.auction_id, o.listing_id, v.brand || ' ' || v.model || ' (' || v.year || ')' AS vehicle, v.plate,
      u.name || ' ' || u.last_name AS buyer_name, u.email AS buyer_email, o.price, o.commission, o.status, o.payment_due_at,
      o.deposit_outcome, o.deposit_amount
    FROM orders o JOIN users u ON u.uid = o.buyer_uid JOIN vehicles v ON v.id = o.vehicle_id
    WHERE ${inRange("o.created_at", range)} AND o.id > ${afterId}
    ORDER BY o.id LIMIT ${EXPORT_PAGE}`);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    commission: Number(r.commission),
    deposit_amount: r.deposit_amount === null ? null : Number(r.deposit_amount),
    created_at: new Date(r.created_at),
    payment_due_at: new Date(r.payment_due_at),
  }));
}

export type LedgerExportRow = {
  id: number;
  created_at: Date;
  name: string;
  email: string;
  kind: "deposit" | "withdrawal" | "block" | "release" | "capture";
  amount: number;
  ref_type: string;
  ref_id: string;
  note: string | null;
};

export async function ledgerPage(range: DayRange, afterId: number): Promise<LedgerExportRow[]> {
  const { rows } = await getDb().execute<LedgerExportRow>(sql`
    SELECT e.id, e.created_at, u.name || ' ' || u.last_name AS name, u.email, e.kind, e.amount, e.ref_type, e.ref_id, e.note
    FROM provision_entries e JOIN users u ON u.uid = e.uid
    WHERE ${inRange("e.created_at", range)} AND e.id > ${afterId}
    ORDER BY e.id LIMIT ${EXPORT_PAGE}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount), created_at: new Date(r.created_at) }));
}

export type WithdrawalExportRow = {
  id: number;
  created_at: Date;
  account_name: string;
  email: string;
  iban: string;
  amount: number;
  status: "pending" | "paid" | "rejected" | "cancelled";
  decided_at: Date | null;
  decided_by_name: string | null;
  payment_reference: string | null;
  reject_reason: string | null;
};

export async function withdrawalPage(range: DayRange, afterId: number): Promise<WithdrawalExportRow[]> {
  const { rows } = await getDb().execute<WithdrawalExportRow>(sql`
    SELECT w.id, w.created_at, w.account_name, u.email, w.iban, w.amount, w.status, w.decided_at,
      CASE WHEN w.status = 'cancelled' THEN NULL ELSE coalesce(nullif(s.display_name, ''), s.email) END AS decided_by_name,
      w.payment_reference, w.reject_reason
    FROM withdrawals w JOIN users u ON u.uid = w.uid LEFT JOIN staff s ON s.uid = w.decided_by
    WHERE ${inRange("w.created_at", range)} AND w.id > ${afterId}
    ORDER BY w.id LIMIT ${EXPORT_PAGE}`);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount: Number(r.amount),
    created_at: new Date(r.created_at),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at),
  }));
}

export type ConsentExportRow = { id: number; created_at: Date; email: string; action: "accept" | "withdraw" };

/** Commercial e-mail permissions (acceptances and withdrawals) given in the range: the İYS upload. */
export async function consentPage(range: DayRange, afterId: number): Promise<ConsentExportRow[]> {
  const { rows } = await getDb().execute<ConsentExportRow>(sql`
    SELECT c.id, c.created_at, u.email, c.action
    FROM consents c JOIN users u ON u.uid = c.uid
    WHERE c.kind = 'commercial_email' AND ${inRange("c.created_at", range)} AND c.id > ${afterId}
    ORDER BY c.id LIMIT ${EXPORT_PAGE}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) }));
}
