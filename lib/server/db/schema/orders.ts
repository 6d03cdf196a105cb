import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { buyNowListings } from "@/lib/server/db/schema/buyNow";
import { vehicles } from "@/lib/server/db/schema/vehicles";

const money = (name: string) => bigint(name, { mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const orderStatus = pgEnum("order_status", ["awaiting_payment", "paid", "completed", "cancelled"]);

/** What happened to the buyer's deposit when the order closed: freed, or collected as a cayma bedeli. */
export const orderDepositOutcome = pgEnum("order_deposit_outcome", ["released", "captured"]);

/** What a buyer owes after winning: the hammer price plus the PRODUCT §5.2 buyer commission. */
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    auctionId: bigint("auction_id", { mode: "number" }).references(() => auctions.id),
    listingId: bigint("listing_id", { mode: "number" }).references(() => buyNowListings.id),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id),
    buyerUid: text("buyer_uid")
      .notNull()
      .references(() => users.uid),
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
    // The last line of defence against two closers both creating an order. Partial: after a non-payer's
    // order is cancelled, a second-chance offer (PRODUCT §7.3) may make the auction's next order.
    uniqueIndex("orders_auction_unique")
      .on(t.auctionId)
      .where(sql`${t.status} <> 'cancelled'`),
    index("orders_buyer_idx").on(t.buyerUid, t.id),
    index("orders_status_due_idx").on(t.status, t.paymentDueAt),
    // Two buyers can never both hold an open order for one listing, whatever the code above does.
    uniqueIndex("orders_listing_open_unique")
      .on(t.listingId)
      .where(sql`${t.status} IN ('awaiting_payment', 'paid')`),
    check("orders_one_source", sql`(${t.auctionId} IS NULL) <> (${t.listingId} IS NULL)`),
    check(
      "orders_deposit_amount",
      sql`(${t.depositOutcome} IS NULL) = (${t.depositAmount} IS NULL) AND (${t.depositAmount} IS NULL OR ${t.depositAmount} >= 0)`,
    ),
    check(
      "orders_deposit_outcome_closed",
      sql`${t.depositOutcome} IS NULL OR ${t.status} IN ('completed', 'cancelled')`,
    ),
    // A cayma bedeli is collected only by cancelling, and only when there was a deposit to collect.
    check(
      "orders_deposit_captured",
      sql`${t.depositOutcome} IS DISTINCT FROM 'captured' OR (${t.status} = 'cancelled' AND ${t.depositAmount} > 0)`,
    ),
  ],
);
