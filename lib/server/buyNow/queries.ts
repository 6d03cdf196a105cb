/** SQL for buy-now listings, their deposit blocks and the listing side of orders. Rules live in lib/server/buyNow/service.ts. */
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "../db/index";
import { auctions, buyNowListings, depositBlocks, orders, users, vehicles } from "../db/schema";
import { outerColumn } from "../db/outerColumn";
import { vehicleCardColumns, vehicleConditions, type VehicleFilter } from "../vehicles/cards";
import { orderIdFromSearch } from "@/lib/orders/rules";
import { escapeLike } from "../db/like";
import { withPaymentDue } from "../orders/paymentDue";

export type ListingRow = typeof buyNowListings.$inferSelect;
export type ListingState = ListingRow["state"];
type VehicleRow = typeof vehicles.$inferSelect;
type Queryable = Tx | ReturnType<typeof getDb>;

/** The row lock that serialises every purchase, price change, withdrawal and settlement of one listing. */
export async function lockListing(tx: Tx, id: number): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(buyNowListings).where(eq(buyNowListings.id, id)).for("update");
  return row;
}

export async function findListingWithVehicle(q: Queryable, id: number): Promise<{ listing: ListingRow; vehicle: VehicleRow } | undefined> {
  const [row] = await q.select({ listing: buyNowListings, vehicle: vehicles }).from(buyNowListings).innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId)).where(eq(buyNowListings.id, id));
  return row;
}

export async function setListingState(tx: Tx, id: number, state: ListingState): Promise<ListingRow> {
  const stamp = state === "reserved" ? { reservedAt: sql`now()` } : state === "sold" ? { soldAt: sql`now()` } : state === "withdrawn" ? { withdrawnAt: sql`now()` } : {};
  const [row] = await tx
    .update(buyNowListings)
    .set({ state, ...stamp, updatedAt: sql`now()` })
    .where(eq(buyNowListings.id, id))
    .returning();
  return row;
}

export async function setListingPrice(tx: Tx, id: number, price: number): Promise<ListingRow> {
  const [row] = await tx.update(buyNowListings).set({ price, updatedAt: sql`now()` }).where(eq(buyNowListings.id, id)).returning();
  return row;
}

export async function insertListing(tx: Tx, values: typeof buyNowListings.$inferInsert): Promise<ListingRow> {
  const [row] = await tx.insert(buyNowListings).values(values).returning();
  return row;
}

/** What stands in the way of offering a vehicle: an open auction, an open listing, or an order that was not cancelled. */
export async function vehicleCommitments(q: Queryable, vehicleId: number): Promise<{ openAuctions: number; openListings: number; liveOrders: number }> {
  const result = await q.execute<{ open_auctions: string; open_listings: string; live_orders: string }>(sql`
    SELECT
      (SELECT count(*) FROM ${auctions} a WHERE a.vehicle_id = ${vehicleId} AND a.state IN ('scheduled', 'live')) AS open_auctions,
      (SELECT count(*) FROM ${buyNowListings} l WHERE l.vehicle_id = ${vehicleId} AND l.state IN ('on_sale', 'reserved')) AS open_listings,
      (SELECT count(*) FROM ${orders} o WHERE o.vehicle_id = ${vehicleId} AND o.status <> 'cancelled') AS live_orders`);
  const r = result.rows[0];
  return { openAuctions: Number(r.open_auctions), openListings: Number(r.open_listings), liveOrders: Number(r.live_orders) };
}

export async function countListingsOfVehicle(q: Queryable, vehicleId: number): Promise<number> {
  const [{ n }] = await q.select({ n: count() }).from(buyNowListings).where(eq(buyNowListings.vehicleId, vehicleId));
  return n;
}

// ---------------------------------------------------------------- deposit blocks

export async function insertListingBlock(tx: Tx, block: { listingId: number; uid: string; amount: number }): Promise<void> {
  await tx.insert(depositBlocks).values(block);
}

/** The buyer's active block on a listing (at most one: deposit_blocks_one_active_listing). */
export async function activeListingBlocks(tx: Tx, listingId: number, uid: string) {
  return tx.select().from(depositBlocks).where(and(eq(depositBlocks.listingId, listingId), eq(depositBlocks.uid, uid), eq(depositBlocks.state, "active")));
}

// ---------------------------------------------------------------- orders

export type OrderRow = typeof orders.$inferSelect;

export async function insertListingOrder(tx: Tx, order: { listingId: number; vehicleId: number; buyerUid: string; price: number; commission: number }): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(withPaymentDue(order)).returning();
  return row;
}

export async function findOrder(q: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** A buyer's orders from both sources, newest first, with what the profile list shows. */
export async function ordersOfBuyer(uid: string, limit = 100) {
  return getDb()
    .select({
      order: orders,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
      city: vehicles.city,
      photo: sql<string | null>`${vehicles.photos}[1]`,
    })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(eq(orders.buyerUid, uid))
    .orderBy(desc(orders.id))
    .limit(limit);
}

export type ManagedOrderQuery = { status?: OrderRow["status"]; source?: "auction" | "listing"; overdue?: boolean; q?: string; page: number; pageSize: number };

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
  const [rows, [{ n }]] = await Promise.all([
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
        // The buyer's deposit still blocked for this order (what a release frees or a cayma bedeli collects).
        // Open orders only: a listing has one open order at a time, so its active block is that order's
        // and never shows on an earlier, cancelled order of the same buyer for the same listing.
        deposit: sql<number>`(SELECT coalesce(sum(b.amount), 0) FROM ${depositBlocks} b WHERE b.uid = ${outerColumn(orders.buyerUid)} AND b.state = 'active'
          AND ${outerColumn(orders.status)} IN ('awaiting_payment', 'paid') AND (b.auction_id = ${outerColumn(orders.auctionId)} OR b.listing_id = ${outerColumn(orders.listingId)}))`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .innerJoin(users, eq(users.uid, orders.buyerUid))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The buyer join is needed by the search; every order has a buyer row, so the count is the same.
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.uid, orders.buyerUid)).where(where),
  ]);
  return { rows, total: n };
}

// ---------------------------------------------------------------- public reads

export type ListingSort = "newest" | "price_asc" | "price_desc" | "year_desc";

export type ListingListQuery = Pick<VehicleFilter, "brand" | "city" | "yearMin" | "yearMax"> & {
  priceMin?: number;
  priceMax?: number;
  sort: ListingSort;
  page: number;
  pageSize: number;
};

/** Public lists show what can be bought and, after it, what is reserved (it may come back on sale). */
const PUBLIC_LIST_STATES: ListingState[] = ["on_sale", "reserved"];

function listWhere(q: ListingListQuery): SQL | undefined {
  return and(
    inArray(buyNowListings.state, PUBLIC_LIST_STATES),
    q.priceMin !== undefined ? gte(buyNowListings.price, q.priceMin) : undefined,
    q.priceMax !== undefined ? lte(buyNowListings.price, q.priceMax) : undefined,
    ...vehicleConditions(q),
  );
}

function listOrder(q: ListingListQuery): SQL[] {
  const reservedLast = sql`(${buyNowListings.state} = 'reserved')`;
  switch (q.sort) {
    case "price_asc":
      return [reservedLast, asc(buyNowListings.price), asc(buyNowListings.id)];
    case "price_desc":
      return [reservedLast, desc(buyNowListings.price), desc(buyNowListings.id)];
    case "year_desc":
      return [reservedLast, desc(vehicles.year), desc(buyNowListings.id)];
    case "newest":
    default:
      return [reservedLast, desc(buyNowListings.createdAt), desc(buyNowListings.id)];
  }
}

export type ListingCardRow = {
  id: number;
  state: ListingState;
  price: number;
  brand: string;
  model: string;
  year: number;
  km: number;
  engineCc: number;
  city: string;
  photo: string | null;
};

const cardColumns = {
  id: buyNowListings.id,
  state: buyNowListings.state,
  price: buyNowListings.price,
  ...vehicleCardColumns,
};

export async function listListingCards(q: ListingListQuery): Promise<{ rows: ListingCardRow[]; total: number }> {
  const db = getDb();
  const where = listWhere(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(buyNowListings)
      .innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId))
      .where(where)
      .orderBy(...listOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(buyNowListings).innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId)).where(where),
  ]);
  return { rows: rows as ListingCardRow[], total: n };
}

export async function listedListingBrands(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ brand: vehicles.brand })
    .from(vehicles)
    .innerJoin(buyNowListings, eq(buyNowListings.vehicleId, vehicles.id))
    .where(inArray(buyNowListings.state, PUBLIC_LIST_STATES))
    .orderBy(asc(vehicles.brand));
  return rows.map((r) => r.brand);
}

/** Every listing with a public page (all but withdrawn ones), newest change first. */
export async function listingPages(db: Queryable, limit: number) {
  return db.select({ id: buyNowListings.id, updatedAt: buyNowListings.updatedAt }).from(buyNowListings).where(ne(buyNowListings.state, "withdrawn")).orderBy(desc(buyNowListings.updatedAt)).limit(limit);
}

// ---------------------------------------------------------------- management

export async function listManagedListings(query: { state?: ListingState; page: number; pageSize: number }) {
  const db = getDb();
  const where = query.state ? eq(buyNowListings.state, query.state) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ listing: buyNowListings, brand: vehicles.brand, model: vehicles.model, year: vehicles.year, plate: vehicles.plate, city: vehicles.city })
      .from(buyNowListings)
      .innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId))
      .where(where)
      .orderBy(desc(buyNowListings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(buyNowListings).where(where),
  ]);
  return { rows, total: n };
}

// No pool default: called inside a transaction without its handle, it would quietly wait for a
// second pool connection while holding one (the starvation that hung concurrent approvals).
export async function countListings(q: Queryable): Promise<number> {
  const [{ n }] = await q.select({ n: count() }).from(buyNowListings);
  return n;
}
