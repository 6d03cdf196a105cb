import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users, userUid } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { orders } from "@/lib/server/db/schema/orders";
import { OFFER_KINDS, OFFER_STATUSES } from "@/lib/offers/types";
import { money, serialId, timestamptz, createdAt } from "@/lib/server/db/schema/columns";

/** reserve: the top bidder of an auction closed below its reserve; second_chance: the next bidder after a non-payer. */
export const offerKind = pgEnum("offer_kind", OFFER_KINDS);
/** open → accepted | declined | expired (PRODUCT §6.5). */
export const offerStatus = pgEnum("offer_status", OFFER_STATUSES);

/** A 24-hour offer to buy an ended auction's vehicle at a fixed price (PRODUCT §6.5, §7.3). */
export const auctionOffers = pgTable(
  "auction_offers",
  {
    id: serialId(),
    auctionId: bigint("auction_id", { mode: "number" })
      .notNull()
      .references(() => auctions.id),
    kind: offerKind("kind").notNull(),
    buyerUid: text("buyer_uid")
      .notNull()
      .references(() => users.uid),
    // What the buyer may pay now: the reserve, a counter price, or (second chance) their own highest bid.
    price: money("price").notNull(),
    // The buyer's highest bid when the offer was made: a counter must lie above it.
    topBid: money("top_bid").notNull(),
    // Set once: staff (or a consigned vehicle's owner) countered; a second counter is refused.
    counteredAt: timestamptz("countered_at"),
    counteredBy: text("countered_by"),
    status: offerStatus("status").notNull().default("open"),
    expiresAt: timestamptz("expires_at").notNull(),
    decidedAt: timestamptz("decided_at"),
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id),
    // Second chance: the order cancelled for non-payment that made this offer.
    sourceOrderId: bigint("source_order_id", { mode: "number" }).references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    // One offer at a time per auction, whatever two closers or cancellations do at once.
    uniqueIndex("auction_offers_one_open")
      .on(t.auctionId)
      .where(sql`${t.status} = 'open'`),
    // One reserve offer per auction, one second chance per cancelled order.
    uniqueIndex("auction_offers_one_reserve")
      .on(t.auctionId)
      .where(sql`${t.kind} = 'reserve'`),
    uniqueIndex("auction_offers_one_second_chance").on(t.sourceOrderId),
    index("auction_offers_buyer_idx").on(t.buyerUid, t.id),
    index("auction_offers_open_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check("auction_offers_price_positive", sql`${t.price} > 0 AND ${t.topBid} > 0 AND ${t.price} >= ${t.topBid}`),
    check("auction_offers_order_when_accepted", sql`(${t.status} = 'accepted') = (${t.orderId} IS NOT NULL)`),
  ],
);

/**
 * Non-payers (PRODUCT §7.3): a user whose deposit was captured twice within 12 months may not bid or
 * buy until `endsAt`, unless staff lift it (with a reason, audited).
 */
export const tradingBans = pgTable(
  "trading_bans",
  {
    id: serialId(),
    uid: userUid(),
    // The capture that made the second within 12 months.
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    liftedAt: timestamptz("lifted_at"),
    liftedBy: text("lifted_by"),
    liftReason: text("lift_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("trading_bans_uid_idx").on(t.uid, t.endsAt),
    uniqueIndex("trading_bans_order_unique").on(t.orderId),
    check("trading_bans_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("trading_bans_lift_reason", sql`(${t.liftedAt} IS NULL) = (${t.liftReason} IS NULL)`),
  ],
);
