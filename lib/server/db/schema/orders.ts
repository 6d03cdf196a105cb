import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { auctions } from "@/lib/server/db/schema/auctions";
import { buyNowListings } from "@/lib/server/db/schema/buyNow";
import { vehicles } from "@/lib/server/db/schema/vehicles";
import { money, serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

export const orderStatus = pgEnum("order_status", [
  "awaiting_payment",
  "paid",
  "appointment_set",
  "gos_paid",
  "transferred",
  "completed",
  "cancelled",
]);

/** What happened to the buyer's deposit when the order closed: freed, or collected as a cayma bedeli. */
export const orderDepositOutcome = pgEnum("order_deposit_outcome", ["released", "captured"]);

/** What a buyer owes after winning: the hammer price plus the PRODUCT §5.2 buyer commission. */
export const orders = pgTable(
  "orders",
  {
    id: serialId(),
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
    paymentDueAt: timestamptz("payment_due_at").notNull(),
    // PRODUCT §7.2, the title transfer: each step's time, written by the transition that reaches it,
    // so the buyer's timeline and the dashboard's overdue steps read the order alone.
    paidAt: timestamptz("paid_at"),
    appointmentSetAt: timestamptz("appointment_set_at"),
    notaryName: text("notary_name"),
    notaryCity: text("notary_city"),
    appointmentAt: timestamptz("appointment_at"),
    // How often staff moved the appointment: the calendar file's SEQUENCE, so calendars replace the entry.
    appointmentChanges: integer("appointment_changes").notNull().default(0),
    gosReference: text("gos_reference"),
    gosPaidAt: timestamptz("gos_paid_at"),
    // The signed sales contract in the private storage area (lib/server/storage/private.ts), encrypted.
    contractFile: text("contract_file"),
    transferredAt: timestamptz("transferred_at"),
    completedAt: timestamptz("completed_at"),
    cancelledAt: timestamptz("cancelled_at"),
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
      // Open = not closed, written with the two old values only: the new ones (ADD VALUE) cannot be used
      // in the transaction that adds them, and the migrations run in one.
      .where(sql`${t.status} NOT IN ('completed', 'cancelled')`),
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
    // A step's data comes with it: an appointment has its noter, a GÖS payment its reference, a title
    // transfer its signed contract. Written on the step columns, not the status (see the index above).
    check(
      "orders_appointment_data",
      sql`(${t.appointmentSetAt} IS NULL OR ${t.appointmentAt} IS NOT NULL) AND (${t.appointmentAt} IS NULL) = (${t.notaryName} IS NULL) AND (${t.notaryName} IS NULL) = (${t.notaryCity} IS NULL)`,
    ),
    check("orders_gos_data", sql`(${t.gosPaidAt} IS NULL) = (${t.gosReference} IS NULL)`),
    check("orders_transfer_data", sql`${t.transferredAt} IS NULL OR ${t.contractFile} IS NOT NULL`),
  ],
);
