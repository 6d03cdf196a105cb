/**
 * Notification kinds and categories (issue 13). A kind belongs to exactly one category
 * (`KIND_CATEGORY` in rules.ts); e-mail preferences are per category. Browser-safe, no zod.
 */
export const NOTIFICATION_CATEGORIES = ["bids", "orders", "money", "requests", "following", "searches"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_KINDS = [
  // bids: during the auction and its result for a bidder who did not win
  "outbid",
  "max_reached",
  "auction_ending_soon",
  "auction_lost",
  "auction_reserve_not_met",
  "auction_cancelled",
  // orders (transactional)
  "auction_won",
  "order_created",
  "order_paid",
  "order_appointment_set",
  "order_gos_paid",
  "order_transferred",
  "order_completed",
  "order_cancelled",
  // offers after an auction (PRODUCT §6.5, §7.3): reserve not met, second chance, their end
  "auction_offer_made",
  "auction_offer_closed",
  // money
  "provision_approved",
  "provision_rejected",
  "deposit_blocked",
  "deposit_released",
  "deposit_captured",
  "withdrawal_requested",
  "withdrawal_paid",
  // requests (Borsa'da Sat, Nakliye)
  "sell_offer_made",
  "sell_listing_published",
  "transport_quote_made",
  "transport_scheduled",
  "transport_delivered",
  "transport_fee_paid",
  // following (watchlist) and saved searches
  "followed_auction_started",
  "followed_auction_relisted",
  "followed_listing_relisted",
  "saved_search_match",
  // Soru-Cevap: the asker's own question, and answers on a followed vehicle
  "question_answered",
  "question_rejected",
  "followed_question_answered",
  "question_for_owner",
  // KVKK requests (Profil › KVKK haklarım): always e-mailed
  "data_export_ready",
  "account_deletion_requested",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification as the API and the bell show it. */
export type NotificationView = {
  id: number;
  kind: NotificationKind;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

export type NotificationPage = {
  items: NotificationView[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
};

/** A category's e-mail setting as the preferences screen shows it. */
export type NotificationSetting = {
  category: NotificationCategory;
  email: boolean;
  /** Transactional: e-mail cannot be switched off. */
  locked: boolean;
};

export type NotificationSettingsView = { items: NotificationSetting[] };

/**
 * One notification to write (lib/server/notifications/outbox.ts `notify`). Built by the pure
 * builders in messages.ts so every event's Turkish text lives in one place.
 */
export type NotificationDraft = {
  userId: string;
  kind: NotificationKind;
  /** Turkish, one line. */
  title: string;
  /** Turkish, one or two sentences; the e-mail's main text too. */
  body: string;
  /** A site path ("/ihaleler/12", "/profil#siparislerim"); the bell and the e-mail link to it. */
  link?: string | null;
  /** Facts for the e-mail template (amounts, ids); JSON. */
  data?: Record<string, unknown>;
  /** The event's identity, e.g. `auction_won:12`; the same key again inserts nothing. */
  dedupeKey?: string | null;
};
