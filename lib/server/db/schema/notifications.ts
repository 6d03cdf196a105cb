import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/**
 * E-mail delivery of one notification. `pending` waits for a worker (or its retry time); `sending` is
 * claimed by a worker and is never sent again (at most once: a crash after the claim loses the e-mail,
 * never doubles it); `skipped` when the user switched the category off; `failed` after the last retry.
 */
export const notificationEmailState = pgEnum("notification_email_state", [
  "pending",
  "sending",
  "sent",
  "skipped",
  "failed",
]);

/**
 * The outbox: one row per event per user, written in the same transaction as the event (the bid
 * batch, the closing, a staff action). In-app it is the notification itself; e-mail and the live
 * unread count are delivered from it after commit. `kind` and `category` are plain text checked in
 * TypeScript (lib/notifications/types.ts) so a new kind needs no migration.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serialId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.uid),
    kind: text("kind").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // A site path ("/ihaleler/12"), never an absolute address.
    link: text("link"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    // One notification per event: a second insert with the same key does nothing.
    dedupeKey: text("dedupe_key"),
    readAt: timestamptz("read_at"),
    createdAt: createdAt(),
    emailState: notificationEmailState("email_state").notNull().default("pending"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    // The earliest moment a worker may try (retry backoff).
    emailNextAt: timestamptz("email_next_at").notNull().defaultNow(),
    emailClaimedAt: timestamptz("email_claimed_at"),
    emailSentAt: timestamptz("email_sent_at"),
    emailError: text("email_error"),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_key").on(t.dedupeKey),
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index("notifications_email_due_idx")
      .on(t.emailNextAt)
      .where(sql`${t.emailState} = 'pending'`),
    // The retention prune (lib/server/notifications/retention.ts) finds old rows by time; rows arrive in
    // time order, so a BRIN index (a few pages for ten million rows, nearly free on insert) suffices.
    index("notifications_created_brin").using("brin", t.createdAt),
    check("notifications_link_path", sql`${t.link} IS NULL OR ${t.link} LIKE '/%'`),
  ],
);

/** Per user per category: e-mail on or off. No row means the category's default (lib/notifications/rules.ts). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.uid),
    category: text("category").notNull(),
    email: boolean("email").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
