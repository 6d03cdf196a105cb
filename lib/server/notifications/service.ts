/** The notification centre: a user's list, unread count, marking read, and e-mail settings. */
import type {
  NotificationCategory,
  NotificationKind,
  NotificationPage,
  NotificationSettingsView,
  NotificationView,
} from "@/lib/notifications/types";
import { NOTIFICATION_CATEGORIES } from "@/lib/notifications/types";
import { emailEnabled, isLockedCategory, isNotificationCategory } from "@/lib/notifications/rules";
import { vehicleTitle } from "@/lib/vehicles/labels";
import { createExpiringCache } from "@/lib/server/expiringCache";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import * as q from "@/lib/server/notifications/queries";
import { readUnsubscribeToken } from "@/lib/server/notifications/unsubscribe";
import { NOTIFICATION_ERRORS, NOTIFICATION_SETTING_ERRORS, auctionFallbackTitle } from "@/lib/notifications/labels";

export { notify, notifyMany, type NotificationInput } from "@/lib/server/notifications/outbox";

function toView(r: q.NotificationRow): NotificationView {
  return {
    id: r.id,
    kind: r.kind as NotificationKind,
    category: r.category as NotificationCategory,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listNotifications(
  uid: string,
  query: { page: number; pageSize: number; unread?: boolean },
): Promise<NotificationPage> {
  const { rows, total, unread } = await q.pageOf(uid, query.page, query.pageSize, query.unread ?? false);
  return { items: rows.map(toView), total, page: query.page, pageSize: query.pageSize, unread };
}

export function unreadCount(uid: string): Promise<number> {
  return q.unreadCount(uid);
}

/** Marks the given notifications (or all) read. Any id that is not the user's → 404 and nothing changes. */
export async function markNotificationsRead(
  uid: string,
  target: { ids: number[] } | { all: true },
): Promise<{ updated: number; unread: number }> {
  const updated = await getDb().transaction(async (tx) => {
    if ("all" in target) return q.markRead(tx, uid, "all");
    const ids = [...new Set(target.ids)];
    if ((await q.countOwned(tx, uid, ids)) !== ids.length)
      throw new AppError("not_found", NOTIFICATION_ERRORS.notFound);
    return q.markRead(tx, uid, ids);
  });
  return { updated, unread: await q.unreadCount(uid) };
}

export async function notificationSettings(uid: string): Promise<NotificationSettingsView> {
  const stored = new Map((await q.settingsOf(getDb(), uid)).map((s) => [s.category, s.email]));
  return {
    items: NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      email: emailEnabled(category, stored.get(category)),
      locked: isLockedCategory(category),
    })),
  };
}

/** Saves e-mail choices; switching a transactional category off is refused (422) and nothing changes. */
export async function updateNotificationSettings(
  uid: string,
  items: Array<{ category: string; email: boolean }>,
): Promise<NotificationSettingsView> {
  for (const item of items) {
    if (!isNotificationCategory(item.category))
      throw new AppError("validation", NOTIFICATION_SETTING_ERRORS.unknownCategory, {
        category: NOTIFICATION_SETTING_ERRORS.unknownCategory,
      });
    if (isLockedCategory(item.category) && !item.email) {
      throw new AppError("validation", NOTIFICATION_SETTING_ERRORS.locked, {
        category: NOTIFICATION_SETTING_ERRORS.locked,
      });
    }
  }
  await getDb().transaction((tx) =>
    q.saveSettings(
      tx,
      uid,
      items.filter((i) => !isLockedCategory(i.category as NotificationCategory)),
    ),
  );
  return notificationSettings(uid);
}

/**
 * An e-mail's unsubscribe link (no session): switches that category's e-mail off. Null for a
 * forged, malformed or stale link; transactional categories have no link and cannot be switched off.
 */
export async function unsubscribeByToken(token: string): Promise<{ category: NotificationCategory } | null> {
  const read = readUnsubscribeToken(token);
  if (!read || isLockedCategory(read.category)) return null;
  return (await q.switchEmailOff(read.uid, read.category)) ? { category: read.category } : null;
}

// An auction's vehicle does not change while it is bid on; the bid path reads its title from here
// (before it takes the lock) instead of joining vehicles under the lock on every batch.
const titles = createExpiringCache<string>({ max: 2000 });

/** "2021 Honda CBR650R" for an auction, cached per process for 10 minutes. */
export async function auctionTitle(auctionId: number): Promise<string> {
  const hit = titles.get(String(auctionId));
  if (hit !== undefined) return hit;
  const vehicle = await q.auctionVehicle(getDb(), auctionId);
  const title = vehicle ? vehicleTitle(vehicle) : auctionFallbackTitle(auctionId);
  if (vehicle) titles.set(String(auctionId), title, Date.now() + 10 * 60_000);
  return title;
}

/** "2021 Honda CBR650R" of a vehicle, through the caller's transaction (order and listing notifications). */
export async function vehicleTitleOf(tx: Tx, vehicleId: number): Promise<string> {
  const vehicle = await q.vehicleById(tx, vehicleId);
  return vehicle ? vehicleTitle(vehicle) : "Motosiklet";
}

/** Who bid on an auction and its title, for the closing's and the cancellation's notifications. */
export async function auctionBiddersAndTitle(tx: Tx, auctionId: number): Promise<{ bidders: string[]; title: string }> {
  const bidders = await q.auctionBidders(tx, auctionId);
  const vehicle = await q.auctionVehicle(tx, auctionId);
  return { bidders, title: vehicle ? vehicleTitle(vehicle) : auctionFallbackTitle(auctionId) };
}

/** KVKK account deletion, notifications' part (lib/server/kvkk/anonymisers.ts). */
export const deleteNotificationsOf = (tx: Tx, uid: string): Promise<void> => q.deleteNotificationsOf(tx, uid);
