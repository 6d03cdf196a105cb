/** SQL of orders from both sources (a won auction, a Hemen Al purchase). Rules live in lib/orders/rules.ts. */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { orderIdFromSearch, paymentDueAt } from "@/lib/orders/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { escapeLike } from "@/lib/server/db/like";
import { outerColumn } from "@/lib/server/db/outerColumn";
import { auctions, buyNowListings, depositBlocks, orders, users, vehicles } from "@/lib/server/db/schema";
import { pageWithTotal } from "@/lib/server/db/paging";
import { lockRow } from "@/lib/server/db/lockRow";

export type OrderRow = typeof orders.$inferSelect;
type Queryable = Tx | ReturnType<typeof getDb>;

/**
 * A new order's creation time and its due date from the one rule, so the stored due date is exactly
 * paymentDueAt(createdAt) whichever path (auction close, Hemen Al) creates the order.
 */
export function withPaymentDue<T extends object>(order: T): T & { createdAt: Date; paymentDueAt: Date } {
  const createdAt = new Date();
  return { ...order, createdAt, paymentDueAt: paymentDueAt(createdAt) };
}

/** The winner's order of a closed auction; undefined when one already exists (orders_auction_unique). */
export async function insertAuctionOrder(
  tx: Tx,
  order: { auctionId: number; vehicleId: number; buyerUid: string; price: number; commission: number },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .insert(orders)
    .values(withPaymentDue(order))
    .onConflictDoNothing({ target: orders.auctionId, where: sql`${orders.status} <> 'cancelled'` })
    .returning();
  return row;
}

export async function insertListingOrder(
  tx: Tx,
  order: { listingId: number; vehicleId: number; buyerUid: string; price: number; commission: number },
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(withPaymentDue(order)).returning();
  return row;
}

export async function findOrder(q: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The seller of an order's auction or listing (null for the company's own stock). */
const sellerOfOrder = sql<
  string | null
>`coalesce((SELECT a.seller_uid FROM ${auctions} a WHERE a.id = ${outerColumn(orders.auctionId)}), (SELECT l.seller_uid FROM ${buyNowListings} l WHERE l.id = ${outerColumn(orders.listingId)}))`;

export async function orderSeller(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.select({ sellerUid: sellerOfOrder }).from(orders).where(eq(orders.id, id));
  return row?.sellerUid ?? null;
}

export function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  return lockRow(tx, orders, eq(orders.id, id));
}

/** The columns a step writes with its status (PRODUCT §7.2): its time and its data. */
export type OrderStepColumns = Partial<
  Pick<
    OrderRow,
    | "paidAt"
    | "appointmentSetAt"
    | "notaryName"
    | "notaryCity"
    | "appointmentAt"
    | "gosReference"
    | "gosPaidAt"
    | "contractFile"
    | "transferredAt"
    | "completedAt"
    | "cancelledAt"
  >
>;

/** `settled`: what became of the buyer's deposit, written with the status that closes the order. */
export async function setOrderStatus(
  tx: Tx,
  id: number,
  status: OrderRow["status"],
  settled?: { outcome: "released" | "captured"; amount: number },
  step: OrderStepColumns = {},
): Promise<OrderRow> {
  const deposit = settled ? { depositOutcome: settled.outcome, depositAmount: settled.amount } : {};
  const [row] = await tx
    .update(orders)
    .set({ status, ...deposit, ...step, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/** Moves an order's noter appointment; counts the change (the calendar file's SEQUENCE). */
export async function moveAppointment(
  tx: Tx,
  id: number,
  appointment: { notaryName: string; notaryCity: string; appointmentAt: Date },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...appointment, appointmentChanges: sql`${orders.appointmentChanges} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/**
 * The title transfer's late steps (the dashboard), by the thresholds of lib/orders/rules.ts
 * transferOverdue, counted with the database clock every staff member shares.
 */
export async function countTransferOverdue(appointmentDays: number, graceHours: number) {
  const [row] = await getDb()
    .select({
      appointment:
        sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid' AND ${orders.paidAt} < now() - make_interval(days => ${appointmentDays}))`.mapWith(
          Number,
        ),
      gos: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'appointment_set' AND ${orders.appointmentAt} < now() - make_interval(hours => ${graceHours}))`.mapWith(
        Number,
      ),
      transfer:
        sql<number>`count(*) FILTER (WHERE ${orders.status} = 'gos_paid' AND ${orders.appointmentAt} < now() - make_interval(hours => ${graceHours}))`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(sql`${orders.status} IN ('paid', 'appointment_set', 'gos_paid')`);
  return row;
}

/** What a buyer's order lists show of the vehicle: the title parts, the city and the first photo. */
const buyerVehicleColumns = {
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
  city: vehicles.city,
  photo: sql<string | null>`${vehicles.photos}[1]`,
};

/** A buyer's orders from both sources, newest first, with what the profile list shows. */
export async function ordersOfBuyer(uid: string, limit = 100) {
  return getDb()
    .select({
      order: orders,
      ...buyerVehicleColumns,
    })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(eq(orders.buyerUid, uid))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** A buyer's orders of won auctions, newest first. */
export async function wonOrdersOf(uid: string) {
  return (
    getDb()
      .select({
        order: orders,
        auctionId: auctions.id,
        endsAt: auctions.endsAt,
        closedAt: auctions.closedAt,
        ...buyerVehicleColumns,
      })
      .from(orders)
      .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      // Won auctions only: buy-now purchases are listed under "Siparişlerim".
      .innerJoin(auctions, eq(auctions.id, orders.auctionId))
      .where(eq(orders.buyerUid, uid))
      .orderBy(desc(orders.id))
      .limit(100)
  );
}

export type ManagedOrderQuery = {
  status?: OrderRow["status"];
  source?: "auction" | "listing";
  overdue?: boolean;
  q?: string;
  page: number;
  pageSize: number;
};

export async function listManagedOrders(query: ManagedOrderQuery) {
  const db = getDb();
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(orders.status, query.status));
  if (query.source === "auction") parts.push(sql`${orders.auctionId} IS NOT NULL`);
  if (query.source === "listing") parts.push(sql`${orders.listingId} IS NOT NULL`);
  // "Gecikmiş": unpaid past the stored due date, by the database clock every staff member shares.
  if (query.overdue) parts.push(sql`${orders.status} = 'awaiting_payment' AND ${orders.paymentDueAt} < now()`);
  if (query.q) {
    const id = orderIdFromSearch(query.q);
    const like = `%${escapeLike(query.q)}%`;
    const buyer = sql`(${users.name} || ' ' || ${users.lastName}) ILIKE ${like} OR ${users.email} ILIKE ${like}`;
    parts.push(id !== null ? sql`(${orders.id} = ${id} OR ${buyer})` : sql`(${buyer})`);
  }
  const where = parts.length ? and(...parts) : undefined;
  return pageWithTotal(
    db
      .select({
        order: orders,
        brand: vehicles.brand,
        model: vehicles.model,
        year: vehicles.year,
        buyerName: users.name,
        buyerLastName: users.lastName,
        buyerEmail: users.email,
        buyerPhone: users.phone,
        sellerUid: sellerOfOrder,
        // The buyer's deposit still blocked for this order (what a release frees or a cayma bedeli collects).
        // Open orders only: a listing has one open order at a time, so its active block is that order's
        // and never shows on an earlier, cancelled order of the same buyer for the same listing.
        deposit:
          sql<number>`(SELECT coalesce(sum(b.amount), 0) FROM ${depositBlocks} b WHERE b.uid = ${outerColumn(orders.buyerUid)} AND b.state = 'active'
        AND ${outerColumn(orders.status)} NOT IN ('completed', 'cancelled') AND (b.auction_id = ${outerColumn(orders.auctionId)} OR b.listing_id = ${outerColumn(orders.listingId)}))`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .innerJoin(users, eq(users.uid, orders.buyerUid))
      .where(where)
      .orderBy(desc(orders.id)),
    // The buyer join is needed by the search; every order has a buyer row, so the count is the same.
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.uid, orders.buyerUid)).where(where),
    query,
  );
}
