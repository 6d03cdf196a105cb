import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

export const blogPostStatus = pgEnum("blog_post_status", ["draft", "published"]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serialId(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    // Markdown as the author wrote it; rendered and sanitised on read so a sanitiser fix covers old posts too.
    body: text("body").notNull(),
    coverImageUrl: text("cover_image_url"),
    authorName: text("author_name").notNull(),
    status: blogPostStatus("status").notNull().default("draft"),
    // Set on first publish and kept on unpublish/republish, so a post keeps its place in the list.
    publishedAt: timestamptz("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_public_idx").on(t.status, t.publishedAt),
    check("blog_posts_published_has_date", sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

export const contactMessageStatus = pgEnum("contact_message_status", ["unread", "read", "archived"]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    kvkkConsentAt: timestamptz("kvkk_consent_at").notNull(),
    // A salted hash, never the address itself: enough to spot abuse without keeping personal data.
    ipHash: text("ip_hash").notNull(),
    status: contactMessageStatus("status").notNull().default("unread"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.id)],
);

/**
 * Fixed-window request counters shared by every app instance (an in-memory limiter would let each
 * instance behind a load balancer grant its own quota).
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_buckets_window_idx").on(t.windowStart)],
);
