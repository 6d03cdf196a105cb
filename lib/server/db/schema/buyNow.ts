import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { vehicles } from "@/lib/server/db/schema/vehicles";
import { serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

/**
 * on_sale → reserved (a buyer's order awaits payment) → sold (the order was paid);
 * reserved/sold → on_sale when the order is cancelled; on_sale → withdrawn by staff.
 */
export const listingState = pgEnum("listing_state", ["on_sale", "reserved", "sold", "withdrawn"]);

/** A fixed-price "Hemen Al" offer of one catalogued vehicle (PRODUCT §7.1 Buy-now). */
export const buyNowListings = pgTable(
  "buy_now_listings",
  {
    id: serialId(),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id),
    // Null when the marketplace itself sells the vehicle; otherwise that user may not buy it.
    sellerUid: text("seller_uid").references(() => users.uid),
    price: bigint("price", { mode: "number" }).notNull(),
    state: listingState("state").notNull().default("on_sale"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reservedAt: timestamptz("reserved_at"),
    soldAt: timestamptz("sold_at"),
    withdrawnAt: timestamptz("withdrawn_at"),
  },
  (t) => [
    // A vehicle is offered by at most one live listing, so it can never be sold twice through two.
    uniqueIndex("buy_now_listings_one_open")
      .on(t.vehicleId)
      .where(sql`${t.state} IN ('on_sale', 'reserved')`),
    index("buy_now_listings_state_price_idx").on(t.state, t.price),
    index("buy_now_listings_state_created_idx").on(t.state, t.createdAt),
    check("buy_now_listings_price_positive", sql`${t.price} > 0`),
  ],
);
