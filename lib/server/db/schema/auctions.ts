import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { AUCTION_STATES } from "@/lib/auctions/rules";
import { vehicles } from "@/lib/server/db/schema/vehicles";
import { money, serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/** scheduled → live → sold | unsold; cancelled by staff before it ends. */
export const auctionState = pgEnum("auction_state", AUCTION_STATES);

export const auctions = pgTable(
  "auctions",
  {
    id: serialId(),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id),
    // Null when the marketplace itself sells the vehicle.
    sellerUid: text("seller_uid").references(() => users.uid),
    state: auctionState("state").notNull().default("scheduled"),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    startingPrice: money("starting_price").notNull(),
    // Null: the PRODUCT §6.2 default table by price; otherwise a fixed step chosen by staff.
    increment: money("increment"),
    // Hidden from the public; only "reserve met" is shown.
    reservePrice: money("reserve_price"),
    // Optional Hemen Al price during the auction (PRODUCT §6.8): offered while the price is below 70 % of it.
    buyNowPrice: money("buy_now_price"),
    // The standing price: the starting price until the first bid.
    currentPrice: money("current_price").notNull(),
    leaderUid: text("leader_uid").references(() => users.uid),
    leaderMax: money("leader_max"),
    bidCount: integer("bid_count").notNull().default(0),
    // Bumped on every visible change; the SSE event id, so a reconnecting client knows what it missed.
    version: integer("version").notNull().default(1),
    closedAt: timestamptz("closed_at"),
    cancelledAt: timestamptz("cancelled_at"),
    cancelReason: text("cancel_reason"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // List page: state filter + each sort order, and the closing sweep's (state, ends_at) scan.
    index("auctions_state_ends_idx").on(t.state, t.endsAt),
    // The default list view (live and upcoming, ending soonest) reads this in order and stops after a page.
    index("auctions_open_ends_idx")
      .on(t.endsAt, t.id)
      .where(sql`${t.state} IN ('scheduled', 'live')`),
    index("auctions_state_starts_idx").on(t.state, t.startsAt),
    index("auctions_state_price_idx").on(t.state, t.currentPrice),
    index("auctions_state_created_idx").on(t.state, t.createdAt),
    index("auctions_vehicle_idx").on(t.vehicleId),
    // Filtered lists (brand, model, city, year, km, cc live on vehicles): the matching vehicles are
    // joined to their open auctions through this, and the count reads it without the table.
    index("auctions_open_vehicle_idx")
      .on(t.vehicleId)
      .where(sql`${t.state} IN ('scheduled', 'live')`),
    index("auctions_leader_idx").on(t.leaderUid),
    check("auctions_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("auctions_prices_positive", sql`${t.startingPrice} > 0 AND ${t.currentPrice} >= ${t.startingPrice}`),
    check("auctions_buy_now_above_start", sql`${t.buyNowPrice} IS NULL OR ${t.buyNowPrice} > ${t.startingPrice}`),
    check("auctions_leader_max", sql`${t.leaderUid} IS NULL OR ${t.leaderMax} >= ${t.currentPrice}`),
  ],
);

/** bid: typed by a user; auto: placed by the proxy system for a user's maximum; raise: the leader raised a hidden maximum. */
export const bidKind = pgEnum("bid_kind", ["bid", "auto", "raise"]);

export const bids = pgTable(
  "bids",
  {
    id: serialId(),
    auctionId: bigint("auction_id", { mode: "number" })
      .notNull()
      .references(() => auctions.id),
    bidderUid: text("bidder_uid")
      .notNull()
      .references(() => users.uid),
    amount: money("amount").notNull(),
    maxAmount: money("max_amount"),
    kind: bidKind("kind").notNull().default("bid"),
    createdAt: createdAt(),
  },
  (t) => [
    index("bids_auction_idx").on(t.auctionId, t.id),
    index("bids_bidder_idx").on(t.bidderUid, t.auctionId),
    // The dashboard's bids per day counts a month of bids (180 000 in a successful year's month) from this
    // index alone (an index-only scan): the partial index holds exactly the bids it counts. It replaces a
    // BRIN and a plain btree on created_at, which made PostgreSQL read every counted row from the table.
    index("bids_counted_created_idx")
      .on(t.createdAt)
      .where(sql`${t.kind} <> 'raise'`),
    check("bids_amount_positive", sql`${t.amount} > 0`),
  ],
);
