/** Which category a kind belongs to, which e-mails are transactional and which are opt-in. Pure. */
import type { NotificationCategory, NotificationKind } from "@/lib/notifications/types";
import { NOTIFICATION_CATEGORIES } from "@/lib/notifications/types";

export const KIND_CATEGORY: Record<NotificationKind, NotificationCategory> = {
  outbid: "bids",
  max_reached: "bids",
  auction_ending_soon: "bids",
  auction_lost: "bids",
  auction_reserve_not_met: "bids",
  auction_cancelled: "bids",
  auction_won: "orders",
  order_created: "orders",
  order_paid: "orders",
  order_appointment_set: "orders",
  order_gos_paid: "orders",
  order_transferred: "orders",
  order_completed: "orders",
  order_cancelled: "orders",
  auction_offer_made: "orders",
  auction_offer_closed: "orders",
  provision_approved: "money",
  provision_rejected: "money",
  deposit_blocked: "money",
  deposit_released: "money",
  deposit_captured: "money",
  withdrawal_requested: "money",
  withdrawal_paid: "money",
  sell_offer_made: "requests",
  sell_listing_published: "requests",
  transport_quote_made: "requests",
  transport_scheduled: "requests",
  transport_delivered: "requests",
  transport_fee_paid: "requests",
  followed_auction_started: "following",
  followed_auction_relisted: "following",
  followed_listing_relisted: "following",
  saved_search_match: "searches",
  question_answered: "following",
  question_rejected: "following",
  followed_question_answered: "following",
  question_for_owner: "requests",
  data_export_ready: "requests",
  account_deletion_requested: "requests",
};

/**
 * Categories whose e-mail cannot be switched off: a won auction and an order carry a payment duty
 * and a deadline (transactional messages need no consent under İYS rules).
 */
export const TRANSACTIONAL_CATEGORIES: ReadonlySet<NotificationCategory> = new Set(["orders"]);

/**
 * Kinds e-mailed even when their category is off: money actually taken or paid out must reach the
 * user (a cayma bedeli collected, a withdrawal paid), and a withdrawal request, whose e-mail carries
 * the link that stops one the user did not make.
 */
export const ALWAYS_EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set([
  "deposit_captured",
  "withdrawal_requested",
  "withdrawal_paid",
  // The user asked for them and their links only travel by e-mail (KVKK requests).
  "data_export_ready",
  "account_deletion_requested",
]);

/** Marketing-like categories: e-mail is off until the user opts in (KVKK / İYS). */
export const OPT_IN_CATEGORIES: ReadonlySet<NotificationCategory> = new Set(["searches"]);

export function isNotificationCategory(value: string): value is NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return KIND_CATEGORY[kind];
}

export function isLockedCategory(category: NotificationCategory): boolean {
  return TRANSACTIONAL_CATEGORIES.has(category);
}

/** The e-mail setting of a category the user never changed. */
export function defaultEmail(category: NotificationCategory): boolean {
  return !OPT_IN_CATEGORIES.has(category);
}

/** The effective e-mail setting of a category: the stored choice, or the default; locked ones are always on. */
export function emailEnabled(category: NotificationCategory, stored: boolean | undefined): boolean {
  if (isLockedCategory(category)) return true;
  return stored ?? defaultEmail(category);
}

/** Whether a notification of `kind` is e-mailed given the user's stored choice for its category. */
export function shouldEmail(kind: NotificationKind, stored: boolean | undefined): boolean {
  return ALWAYS_EMAILED_KINDS.has(kind) || emailEnabled(categoryOf(kind), stored);
}

/** Retry delays of a failed e-mail (attempt 1 failed → wait the first); after the last, it is `failed`. */
export const EMAIL_RETRY_DELAYS_S = [30, 120, 600, 1800, 7200, 21600] as const;

export function emailRetryDelay(attempts: number): number | null {
  return attempts >= 1 && attempts <= EMAIL_RETRY_DELAYS_S.length ? EMAIL_RETRY_DELAYS_S[attempts - 1] : null;
}

/**
 * Notifications older than this many days are deleted by the `notification-prune` job
 * (lib/server/notifications/retention.ts): the in-app list is for recent events, and a year of
 * success is about ten million rows that every unread count and list page would otherwise carry.
 * Money, orders and audit keep their own records; a notification is only a copy of an event.
 */
export const NOTIFICATION_RETENTION_DAYS = 180;

/** Rows one prune statement deletes: short transactions, so a year's backlog never blocks the outbox. */
export const NOTIFICATION_PRUNE_BATCH = 10_000;
