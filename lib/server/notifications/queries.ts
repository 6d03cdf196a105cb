/** SQL of notifications and their settings; the titles join other domains' tables (read only). */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db";
import type { NotificationCategory, NotificationKind } from "@/lib/notifications/types";
import { auctions, notifications, notificationSettings, vehicles } from "@/lib/server/db/schema";
import { NOTIFICATION_EMAIL_LABELS } from "@/lib/notifications/labels";

type Queryable = Tx | ReturnType<typeof getDb>;

export type NotificationRow = typeof notifications.$inferSelect;

/** The vehicle of an auction as its title parts (null for an unknown auction). */
export async function auctionVehicle(q: Queryable, auctionId: number) {
  const [row] = await q
    .select({ year: vehicles.year, brand: vehicles.brand, model: vehicles.model })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(eq(auctions.id, auctionId));
  return row ?? null;
}

export async function vehicleById(q: Queryable, vehicleId: number) {
  const [row] = await q
    .select({ year: vehicles.year, brand: vehicles.brand, model: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row ?? null;
}

/** Distinct bidders of an auction (every bid kind: a maximum-only raise is a bid too). */
export async function auctionBidders(tx: Tx, auctionId: number): Promise<string[]> {
  const result = await tx.execute<{ uid: string }>(
    sql`SELECT DISTINCT bidder_uid AS uid FROM bids WHERE auction_id = ${auctionId}`,
  );
  return result.rows.map((r) => r.uid);
}

export async function pageOf(uid: string, page: number, pageSize: number, unreadOnly: boolean) {
  const db = getDb();
  const where = unreadOnly
    ? and(eq(notifications.userId, uid), isNull(notifications.readAt))
    : eq(notifications.userId, uid);
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(notifications).where(where),
    unreadCount(uid),
  ]);
  return { rows, total, unread };
}

export async function unreadCount(uid: string): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, uid), isNull(notifications.readAt)));
  return n;
}

/** How many of `ids` belong to `uid` (the rest are unknown or someone else's). */
export async function countOwned(tx: Tx, uid: string, ids: number[]): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, uid), inArray(notifications.id, ids)));
  return n;
}

export async function markRead(tx: Tx, uid: string, ids: number[] | "all"): Promise<number> {
  const own = eq(notifications.userId, uid);
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own, isNull(notifications.readAt), ids === "all" ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function settingsOf(q: Queryable, uid: string) {
  return q
    .select({ category: notificationSettings.category, email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, uid));
}

/** Switches one category's e-mail off for a user who exists (an unsubscribe link may outlive its account). */
export async function switchEmailOff(uid: string, category: string): Promise<boolean> {
  const result = await getDb().execute(sql`
    INSERT INTO ${notificationSettings} (user_id, category, email)
    SELECT uid, ${category}, false FROM users WHERE uid = ${uid}
    ON CONFLICT (user_id, category) DO UPDATE SET email = false, updated_at = now()`);
  return (result.rowCount ?? 0) > 0;
}

export async function saveSettings(tx: Tx, uid: string, items: Array<{ category: string; email: boolean }>) {
  if (items.length === 0) return;
  await tx
    .insert(notificationSettings)
    .values(items.map((i) => ({ userId: uid, category: i.category, email: i.email })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

// ------------------------------------------------------------------ the e-mail outbox (delivery.ts)

export type ClaimedEmail = {
  id: number;
  user_id: string;
  kind: NotificationKind;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  /** A link only the e-mail carries (notifications/labels.ts `kvkkNotices.deletionRequested`). */
  email_link: string | null;
  /** The event's facts (an e-mail attachment is made from them: attachments.ts). */
  data: Record<string, unknown> | null;
  email_attempts: number;
  email: string;
  stored: boolean | null;
};

/** Claims due e-mail rows (`sending`, committed) so no other worker takes them: at most once. */
export async function claimDueEmails(limit: number): Promise<ClaimedEmail[]> {
  const result = await getDb().execute<ClaimedEmail>(sql`
    WITH due AS (
      SELECT id FROM notifications
      WHERE email_state = 'pending' AND email_next_at <= now()
      ORDER BY email_next_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE notifications n SET email_state = 'sending', email_attempts = n.email_attempts + 1, email_claimed_at = now()
    FROM due WHERE n.id = due.id
    RETURNING n.id, n.user_id, n.kind, n.category, n.title, n.body, n.link, n.data->>'emailLink' AS email_link, n.data, n.email_attempts,
      (SELECT u.email FROM users u WHERE u.uid = n.user_id) AS email,
      (SELECT s.email FROM notification_settings s WHERE s.user_id = n.user_id AND s.category = n.category) AS stored`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function markEmail(
  id: number,
  state: "sent" | "skipped" | "failed" | "pending",
  error?: string,
  retryInS?: number,
) {
  await getDb().execute(sql`
    UPDATE notifications SET email_state = ${state}::notification_email_state,
      email_sent_at = CASE WHEN ${state} = 'sent' THEN now() ELSE email_sent_at END,
      email_error = ${error ?? null},
      email_next_at = CASE WHEN ${state} = 'pending' THEN now() + make_interval(secs => ${retryInS ?? 0}) ELSE email_next_at END
    WHERE id = ${id} AND email_state = 'sending'`);
}

/** A claimed row older than `afterS` was abandoned by a dead worker: failed, never resent. */
export async function failAbandonedEmails(afterS: number): Promise<number> {
  const result = await getDb().execute(sql`
    UPDATE notifications SET email_state = 'failed', email_error = ${NOTIFICATION_EMAIL_LABELS.abandoned}
    WHERE email_state = 'sending' AND email_claimed_at < now() - make_interval(secs => ${afterS})`);
  return result.rowCount ?? 0;
}

/** KVKK account deletion: the user's notifications and e-mail settings (nothing the law makes us keep). */
export async function deleteNotificationsOf(tx: Tx, uid: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, uid));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, uid));
}
