/**
 * The dashboard's aggregate SQL: one statement per area, days as Istanbul calendar days. Joins the
 * other domains' tables read-only (a query file may), so the dashboard never loads rows to count them.
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db";

export type Window = { from: string; to: string };

const start = (w: Window) => sql`((${w.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul')`;
const end = (w: Window) => sql`(((${w.to}::date + 1))::timestamp AT TIME ZONE 'Europe/Istanbul')`;
const istanbulDay = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/Istanbul')::date`);

const num = (v: unknown) => Number(v ?? 0);

/** One value per Istanbul day of the window (zeros included), from a per-day aggregate. */
async function perDay(w: Window, table: string, column: string, value: string, where = "TRUE") {
  const { rows } = await getDb().execute<{ day: string; value: string }>(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(t.value, 0) AS value
    FROM generate_series(${w.from}::date, ${w.to}::date, interval '1 day') d
    LEFT JOIN (
      SELECT ${istanbulDay(column)} AS day, ${sql.raw(value)} AS value FROM ${sql.raw(table)}
      WHERE ${sql.raw(column)} >= ${start(w)} AND ${sql.raw(column)} < ${end(w)} AND ${sql.raw(where)}
      GROUP BY 1
    ) t ON t.day = d::date
    ORDER BY d`);
  return rows.map((r) => ({ day: r.day, value: num(r.value) }));
}

export async function auctionFigures(w: Window) {
  const { rows } = await getDb().execute(sql`
    SELECT
      count(*) FILTER (WHERE state IN ('scheduled', 'live') AND starts_at <= now() AND ends_at > now()) AS live,
      count(*) FILTER (WHERE state = 'scheduled' AND starts_at > now()) AS upcoming,
      count(*) FILTER (WHERE state = 'sold' AND closed_at >= ${start(w)} AND closed_at < ${end(w)}) AS sold,
      count(*) FILTER (WHERE state = 'unsold' AND closed_at >= ${start(w)} AND closed_at < ${end(w)}) AS unsold
    FROM auctions`);
  return rows[0] as Record<"live" | "upcoming" | "sold" | "unsold", string>;
}

export const bidsPerDay = (w: Window) => perDay(w, "bids", "created_at", "count(*)", "kind <> 'raise'");
export const newUsersPerDay = (w: Window) => perDay(w, "users", "created_at", "count(*)");
export const gmvPerDay = (w: Window) => perDay(w, "orders", "created_at", "sum(price)", "status <> 'cancelled'");

export async function salesFigures(w: Window) {
  const { rows } = await getDb().execute(sql`
    SELECT
      coalesce(sum(price) FILTER (WHERE status <> 'cancelled'), 0) AS gmv,
      coalesce(sum(commission) FILTER (WHERE status NOT IN ('awaiting_payment', 'cancelled')), 0) AS commission,
      count(*) FILTER (WHERE status = 'awaiting_payment') AS awaiting_payment,
      -- Paid: the service fee is in and the title transfer is under way (PRODUCT §7.2).
      count(*) FILTER (WHERE status IN ('paid', 'appointment_set', 'gos_paid', 'transferred')) AS paid,
      count(*) FILTER (WHERE status = 'completed') AS completed,
      count(*) FILTER (WHERE status = 'cancelled') AS cancelled
    FROM orders WHERE created_at >= ${start(w)} AND created_at < ${end(w)}`);
  return rows[0] as Record<"gmv" | "commission" | "awaiting_payment" | "paid" | "completed" | "cancelled", string>;
}

export async function provisionFigures() {
  const { rows } = await getDb().execute(sql`
    SELECT
      (SELECT count(*) FROM provision_requests WHERE status = 'pending') AS pending_requests,
      (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS pending_withdrawals,
      (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE status = 'pending') AS pending_withdrawal_amount,
      (SELECT count(*) FROM provision_requests WHERE status = 'pending' AND first_approval_by IS NOT NULL) AS second_approval_requests,
      (SELECT count(*) FROM withdrawals WHERE status = 'pending' AND first_approval_by IS NOT NULL) AS second_approval_withdrawals`);
  return rows[0] as Record<
    | "pending_requests"
    | "pending_withdrawals"
    | "pending_withdrawal_amount"
    | "second_approval_requests"
    | "second_approval_withdrawals",
    string
  >;
}

/** KVKK: deletion requests whose e-mailed link is still open. */
export async function pendingDeletions() {
  const { rows } = await getDb().execute(
    sql`SELECT count(*) AS n FROM account_deletions WHERE status = 'requested' AND confirm_by > now()`,
  );
  return num(rows[0].n);
}

export async function openSellRequests() {
  const { rows } = await getDb().execute(
    sql`SELECT count(*) AS n FROM sell_requests WHERE status IN ('submitted', 'in_review', 'offer_made', 'accepted')`,
  );
  return num(rows[0].n);
}

export async function openTransportRequests() {
  const { rows } = await getDb().execute(
    sql`SELECT count(*) AS n FROM transport_requests WHERE status IN ('requested', 'quoted', 'accepted', 'scheduled')`,
  );
  return num(rows[0].n);
}

/**
 * Users who hold provision or have bid but whose identity is not verified (PRODUCT §3.7): they
 * cannot bid, buy or withdraw until they verify, so the number is who support may nudge.
 */
export async function unverifiedBidders() {
  const { rows } = await getDb().execute(
    sql`SELECT count(*) AS n FROM users u
        WHERE (u.provision_total > 0 OR EXISTS (SELECT 1 FROM bids b WHERE b.bidder_uid = u.uid))
          AND NOT EXISTS (SELECT 1 FROM identity_verifications i WHERE i.uid = u.uid AND i.anonymised_at IS NULL)`,
  );
  return num(rows[0].n);
}

export async function unreadMessages() {
  const { rows } = await getDb().execute(sql`SELECT count(*) AS n FROM contact_messages WHERE status = 'unread'`);
  return num(rows[0].n);
}

export { num };
