import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { buyNowListings } from "@/lib/server/db/schema/buyNow";
import { serialId, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/** A user follows an auction ("Takip Et"); one row per pair, so following twice changes nothing. */
export const auctionFollows = pgTable(
  "auction_follows",
  {
    userUid: text("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    auctionId: bigint("auction_id", { mode: "number" })
      .notNull()
      .references(() => auctions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // The reverse index serves the follower count and "who follows this auction" for its reminders.
  (t) => [primaryKey({ columns: [t.userUid, t.auctionId] }), index("auction_follows_auction_idx").on(t.auctionId)],
);

/** A user follows a Hemen Al listing. */
export const listingFollows = pgTable(
  "listing_follows",
  {
    userUid: text("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => buyNowListings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.listingId] }), index("listing_follows_listing_idx").on(t.listingId)],
);

/**
 * A named search of /ihaleler (kind auction) or /hemenal (kind listing): `filters` holds only the
 * filter values of that page's URL, validated by its list rules (page, size and sort left out).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serialId(),
    userUid: text("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["auction", "listing"] }).notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userUid, t.id),
    index("saved_searches_kind_idx").on(t.kind),
    check("saved_searches_kind_valid", sql`${t.kind} IN ('auction', 'listing')`),
    check("saved_searches_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 80`),
  ],
);
