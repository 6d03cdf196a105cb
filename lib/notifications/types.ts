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
  "order_completed",
  "order_cancelled",
  // money
  "provision_approved",
  "provision_rejected",
  "deposit_blocked",
  "deposit_released",
  "deposit_captured",
  "withdrawal_paid",
  // requests (Borsa'da Sat, Nakliye)
  "sell_offer_made",
  "sell_listing_published",
  "transport_quote_made",
  "transport_scheduled",
  "transport_delivered",
  // following (watchlist) and saved searches
  "followed_auction_started",
  "saved_search_match",
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

export type NotificationPage = { items: NotificationView[]; total: number; page: number; pageSize: number; unread: number };

/** A category's e-mail setting as the preferences screen shows it. */
export type NotificationSetting = {
  category: NotificationCategory;
  email: boolean;
  /** Transactional: e-mail cannot be switched off. */
  locked: boolean;
};

export type NotificationSettingsView = { items: NotificationSetting[] };
