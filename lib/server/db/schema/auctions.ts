import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { buyNowListings } from "./buyNow";

const money = (name: string) => bigint(name, { mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export type VehicleDetail = { key: string; value: string };

/** A motorcycle as staff catalogue it (DESIGN §3 listing fields). */
export const vehicles = pgTable(
  "vehicles",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    km: integer("km").notNull(),
    engineCc: integer("engine_cc").notNull(),
    city: text("city").notNull(),
    colour: text("colour").notNull().default(""),
    // Stored cleaned (SPEC §5); only a masked form ever leaves the server publicly.
    plate: text("plate").notNull().default(""),
    description: text("description").notNull().default(""),
    // SPEC §3: the inspection (ekspertiz) summary as a list of { key, value }.
    details: jsonb("details").$type<VehicleDetail[]>().notNull().default([]),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vehicles_brand_model_idx").on(t.brand, t.model),
    index("vehicles_city_idx").on(t.city),
    check("vehicles_year_range", sql`${t.year} BETWEEN 1950 AND 2100`),
    check("vehicles_km_range", sql`${t.km} >= 0`),
    check("vehicles_cc_range", sql`${t.engineCc} > 0`),
  ],
);

/** scheduled → live → sold | unsold; cancelled by staff before it ends. */
export const auctionState = pgEnum("auction_state", ["scheduled", "live", "sold", "unsold", "cancelled"]);

export const auctions = pgTable(
  "auctions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull().references(() => vehicles.id),
    // Null when the marketplace itself sells the vehicle.
    sellerUid: text("seller_uid").references(() => users.uid),
    state: auctionState("state").notNull().default("scheduled"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    startingPrice: money("starting_price").notNull(),
    // Null: the DESIGN §3 default table by price; otherwise a fixed step chosen by staff.
    increment: money("increment"),
    // Hidden from the public; only "reserve met" is shown.
    reservePrice: money("reserve_price"),
    // The standing price: the starting price until the first bid.
    currentPrice: money("current_price").notNull(),
    leaderUid: text("leader_uid").references(() => users.uid),
    leaderMax: money("leader_max"),
    bidCount: integer("bid_count").notNull().default(0),
    // Bumped on every visible change; the SSE event id, so a reconnecting client knows what it missed.
    version: integer("version").notNull().default(1),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // List page: state filter + each sort order, and the closing sweep's (state, ends_at) scan.
    index("auctions_state_ends_idx").on(t.state, t.endsAt),
    // The default list view (live and upcoming, ending soonest) reads this in order and stops after a page.
    index("auctions_open_ends_idx").on(t.endsAt, t.id).where(sql`${t.state} IN ('scheduled', 'live')`),
    index("auctions_state_starts_idx").on(t.state, t.startsAt),
    index("auctions_state_price_idx").on(t.state, t.currentPrice),
    index("auctions_state_created_idx").on(t.state, t.createdAt),
    index("auctions_vehicle_idx").on(t.vehicleId),
    index("auctions_leader_idx").on(t.leaderUid),
    check("auctions_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("auctions_prices_positive", sql`${t.startingPrice} > 0 AND ${t.currentPrice} >= ${t.startingPrice}`),
    check("auctions_leader_max", sql`${t.leaderUid} IS NULL OR ${t.leaderMax} >= ${t.currentPrice}`),
  ],
);

/** bid: typed by a user; auto: placed by the proxy system for a user's maximum; raise: the leader raised a hidden maximum. */
export const bidKind = pgEnum("bid_kind", ["bid", "auto", "raise"]);

export const bids = pgTable(
  "bids",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    auctionId: bigint("auction_id", { mode: "number" }).notNull().references(() => auctions.id),
    bidderUid: text("bidder_uid").notNull().references(() => users.uid),
    amount: money("amount").notNull(),
    maxAmount: money("max_amount"),
    kind: bidKind("kind").notNull().default("bid"),
    createdAt: createdAt(),
  },
  (t) => [
    index("bids_auction_idx").on(t.auctionId, t.id),
    index("bids_bidder_idx").on(t.bidderUid, t.auctionId),
    check("bids_amount_positive", sql`${t.amount} > 0`),
  ],
);

// "captured": the deposit was collected as a cayma bedeli when an unpaid order was cancelled.
export const depositBlockState = pgEnum("deposit_block_state", ["active", "released", "captured"]);

/**
 * The deposit held for an auction's leader (and then winner). One active block per user per
 * auction, so a user's `provision_blocked` equals the sum of their active blocks.
 */
export const depositBlocks = pgTable(
  "deposit_blocks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    auctionId: bigint("auction_id", { mode: "number" }).references(() => auctions.id),
    // A buy-now block instead of an auction block (exactly one of the two is set).
    listingId: bigint("listing_id", { mode: "number" }).references((): AnyPgColumn => buyNowListings.id),
    uid: text("uid").notNull().references(() => users.uid),
    amount: money("amount").notNull(),
    state: depositBlockState("state").notNull().default("active"),
    createdAt: createdAt(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("deposit_blocks_one_active").on(t.auctionId, t.uid).where(sql`${t.state} = 'active'`),
    index("deposit_blocks_uid_idx").on(t.uid, t.state),
    check("deposit_blocks_amount_positive", sql`${t.amount} > 0`),
    uniqueIndex("deposit_blocks_one_active_listing").on(t.listingId).where(sql`${t.state} = 'active' AND ${t.listingId} IS NOT NULL`),
    check("deposit_blocks_one_source", sql`(${t.auctionId} IS NULL) <> (${t.listingId} IS NULL)`),
  ],
);

export const orderStatus = pgEnum("order_status", ["awaiting_payment", "paid", "completed", "cancelled"]);

/** What happened to the buyer's deposit when the order closed: freed, or collected as a cayma bedeli. */
export const orderDepositOutcome = pgEnum("order_deposit_outcome", ["released", "captured"]);

/** What a buyer owes after winning: the hammer price plus the SPEC §9 buyer commission. */
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    auctionId: bigint("auction_id", { mode: "number" }).references(() => auctions.id),
    listingId: bigint("listing_id", { mode: "number" }).references((): AnyPgColumn => buyNowListings.id),
    vehicleId: bigint("vehicle_id", { mode: "number" }).notNull().references(() => vehicles.id),
    buyerUid: text("buyer_uid").notNull().references(() => users.uid),
    price: money("price").notNull(),
    commission: money("commission").notNull(),
    status: orderStatus("status").notNull().default("awaiting_payment"),
    // Set in the transaction that completes or cancels the order, so the buyer's order list can say
    // what became of the deposit without reading the ledger. Null while open, and on orders closed
    // before this was recorded that the audit log could not account for.
    depositOutcome: orderDepositOutcome("deposit_outcome"),
    // The amount released or captured (0: nothing was blocked for the order any more).
    depositAmount: money("deposit_amount"),
    // paymentDueAt(createdAt) of lib/orders/rules.ts, written with the order: the one due date the buyer,
    // staff and the cayma bedeli gate all read, and what the "Gecikmiş" filter compares in SQL.
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The last line of defence against two closers both creating an order.
    uniqueIndex("orders_auction_unique").on(t.auctionId),
    index("orders_buyer_idx").on(t.buyerUid, t.id),
    index("orders_status_due_idx").on(t.status, t.paymentDueAt),
    // Two buyers can never both hold an open order for one listing, whatever the code above does.
    uniqueIndex("orders_listing_open_unique").on(t.listingId).where(sql`${t.status} IN ('awaiting_payment', 'paid')`),
    check("orders_one_source", sql`(${t.auctionId} IS NULL) <> (${t.listingId} IS NULL)`),
    check("orders_deposit_amount", sql`(${t.depositOutcome} IS NULL) = (${t.depositAmount} IS NULL) AND (${t.depositAmount} IS NULL OR ${t.depositAmount} >= 0)`),
    check("orders_deposit_outcome_closed", sql`${t.depositOutcome} IS NULL OR ${t.status} IN ('completed', 'cancelled')`),
    // A cayma bedeli is collected only by cancelling, and only when there was a deposit to collect.
    check("orders_deposit_captured", sql`${t.depositOutcome} IS DISTINCT FROM 'captured' OR (${t.status} = 'cancelled' AND ${t.depositAmount} > 0)`),
  ],
);
