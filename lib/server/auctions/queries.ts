/** SQL for auctions, bids, deposit blocks, orders and vehicles. Rules live in lib/server/auctions/service.ts and bids.ts. */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, max, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "../db/index";
import type { VehicleUse } from "@/lib/vehicles/rules";
import { auctions, bids, buyNowListings, depositBlocks, orders, users, vehicles } from "../db/schema";
import { outerColumn } from "../db/outerColumn";
import { vehicleCardColumns, vehicleConditions, type VehicleFilter } from "../vehicles/cards";
import { withPaymentDue } from "../orders/paymentDue";

export type AuctionRow = typeof auctions.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type BlockRow = typeof depositBlocks.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
type Queryable = Tx | ReturnType<typeof getDb>;

export const AUCTION_EVENTS_CHANNEL = "auction_events";

/** The row lock that serialises every bid, close and cancel of one auction. */
export async function lockAuction(tx: Tx, id: number): Promise<AuctionRow | undefined> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for("update");
  return row;
}

export async function activeBlocks(tx: Queryable, auctionId: number): Promise<BlockRow[]> {
  return tx.select().from(depositBlocks).where(and(eq(depositBlocks.auctionId, auctionId), eq(depositBlocks.state, "active")));
}

export async function userBalance(q: Queryable, uid: string): Promise<{ total: number; blocked: number } | undefined> {
  const [row] = await q.select({ total: users.provisionTotal, blocked: users.provisionBlocked }).from(users).where(eq(users.uid, uid));
  return row;
}

/** Marks a block released; false when it was not active (so its ledger release must not run). */
export async function markBlockReleased(tx: Tx, blockId: number): Promise<boolean> {
  const rows = await tx
    .update(depositBlocks)
    .set({ state: "released", releasedAt: sql`now()` })
    .where(and(eq(depositBlocks.id, blockId), eq(depositBlocks.state, "active")))
    .returning({ id: depositBlocks.id });
  return rows.length === 1;
}

/** Marks a block captured (collected as a cayma bedeli); false when it was not active (so its ledger capture must not run). */
export async function markBlockCaptured(tx: Tx, blockId: number): Promise<boolean> {
  const rows = await tx
    .update(depositBlocks)
    .set({ state: "captured", releasedAt: sql`now()` })
    .where(and(eq(depositBlocks.id, blockId), eq(depositBlocks.state, "active")))
    .returning({ id: depositBlocks.id });
  return rows.length === 1;
}

/**
 * Writes the deposit blocks of a batch of bids: the active blocks it released, then the blocks it
 * placed, each either still active (the leader's) or already released again inside the batch.
 */
export async function writeBidBlocks(tx: Tx, auctionId: number, releasedIds: number[], placed: Array<{ uid: string; amount: number; active: boolean }>): Promise<void> {
  if (releasedIds.length > 0) {
    const rows = await tx
      .update(depositBlocks)
      .set({ state: "released", releasedAt: sql`now()` })
      .where(and(inArray(depositBlocks.id, releasedIds), eq(depositBlocks.state, "active")))
      .returning({ id: depositBlocks.id });
    // The blocks were read under the auction lock; one that is no longer active means the books disagree.
    if (rows.length !== releasedIds.length) throw new Error(`auction ${auctionId}: deposit blocks ${releasedIds.join(",")} were not all active`);
  }
  if (placed.length > 0) {
    await tx.insert(depositBlocks).values(
      placed.map((b) => ({ auctionId, uid: b.uid, amount: b.amount, state: b.active ? ("active" as const) : ("released" as const), releasedAt: b.active ? null : sql`now()` })),
    );
  }
}

/** Queues the change for live listeners; PostgreSQL delivers it only if and when the transaction commits. */
export async function notifyAuction(tx: Tx, id: number, version: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${AUCTION_EVENTS_CHANNEL}, ${`${id}:${version}`})`);
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A raw `auctions` row (snake_case, bigint as text) as drizzle would have typed it. */
function auctionFromRaw(r: Record<string, unknown>): AuctionRow {
  return {
    id: Number(r.id),
    vehicleId: Number(r.vehicle_id),
    sellerUid: (r.seller_uid as string | null) ?? null,
    state: r.state as AuctionRow["state"],
    startsAt: date(r.starts_at)!,
    endsAt: date(r.ends_at)!,
    startingPrice: Number(r.starting_price),
    increment: num(r.increment),
    reservePrice: num(r.reserve_price),
    currentPrice: Number(r.current_price),
    leaderUid: (r.leader_uid as string | null) ?? null,
    leaderMax: num(r.leader_max),
    bidCount: Number(r.bid_count),
    version: Number(r.version),
    closedAt: date(r.closed_at),
    cancelledAt: date(r.cancelled_at),
    cancelReason: (r.cancel_reason as string | null) ?? null,
    createdBy: (r.created_by as string | null) ?? null,
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

/**
 * Stores the decided bids of a batch in one statement: their bid rows, the new auction state and
 * the live-update NOTIFY (delivered on commit). One round trip, because the auction's row lock is held.
 */
export async function saveBid(
  tx: Tx,
  id: number,
  next: { currentPrice: number; leaderUid: string; leaderMax: number; endsAt: Date; bidCount: number },
  rows: Array<{ bidderUid: string; amount: number; maxAmount: number | null; kind: "bid" | "auto" | "raise" }>,
): Promise<{ auction: AuctionRow; bidIds: number[] }> {
  const values = sql.join(
    rows.map((r) => sql`(${id}, ${r.bidderUid}, ${r.amount}, ${r.maxAmount}, ${r.kind}::bid_kind)`),
    sql`, `,
  );
  const result = await tx.execute<Record<string, unknown>>(sql`
    WITH inserted AS (
      INSERT INTO ${bids} (auction_id, bidder_uid, amount, max_amount, kind) VALUES ${values} RETURNING id
    ), updated AS (
      UPDATE ${auctions} SET current_price = ${next.currentPrice}, leader_uid = ${next.leaderUid}, leader_max = ${next.leaderMax},
        ends_at = ${next.endsAt.toISOString()}::timestamptz, bid_count = ${next.bidCount}, state = 'live', version = version + 1, updated_at = now()
      WHERE id = ${id} RETURNING *
    )
    SELECT updated.*, (SELECT array_agg(id ORDER BY id) FROM inserted) AS bid_ids, pg_notify(${AUCTION_EVENTS_CHANNEL}, updated.id || ':' || updated.version) AS notified
    FROM updated`);
  const raw = result.rows[0];
  // Ids come from one sequence in VALUES order, so sorted they match the rows passed in.
  return { auction: auctionFromRaw(raw), bidIds: (raw.bid_ids as Array<string | number>).map(Number) };
}

// ---------------------------------------------------------------- closing

/** Scheduled auctions whose start has passed become live; one statement, so concurrent sweeps cannot disagree. */
export async function activateDue(now: Date): Promise<Array<{ id: number; version: number }>> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(auctions)
      .set({ state: "live", version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(auctions.state, "scheduled"), lte(auctions.startsAt, now)))
      .returning({ id: auctions.id, version: auctions.version });
    for (const r of rows) await notifyAuction(tx, r.id, r.version);
    return rows;
  });
}

export async function dueAuctionIds(now: Date, limit = 200): Promise<number[]> {
  const rows = await getDb()
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.state, "live"), lte(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Starts of scheduled auctions and ends of live ones up to `until` (the due jobs to plan). */
export async function upcomingTransitions(until: Date, limit = 500): Promise<Array<{ id: number; at: Date }>> {
  const rows = await getDb()
    .select({ id: auctions.id, state: auctions.state, startsAt: auctions.startsAt, endsAt: auctions.endsAt })
    .from(auctions)
    .where(or(and(eq(auctions.state, "scheduled"), lte(auctions.startsAt, until)), and(eq(auctions.state, "live"), lte(auctions.endsAt, until))))
    .orderBy(asc(auctions.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, at: r.state === "scheduled" ? r.startsAt : r.endsAt }));
}

/**
 * The idempotent close: only the one caller whose UPDATE still finds the auction live and due gets
 * a row back; every other concurrent closer (other instances, readers) gets none and does nothing.
 */
export async function closeIfDue(tx: Tx, id: number, now: Date): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .update(auctions)
    .set({
      state: sql`CASE WHEN ${auctions.leaderUid} IS NOT NULL AND (${auctions.reservePrice} IS NULL OR ${auctions.currentPrice} >= ${auctions.reservePrice}) THEN 'sold'::auction_state ELSE 'unsold'::auction_state END`,
      closedAt: now,
      version: sql`${auctions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(auctions.id, id), eq(auctions.state, "live"), lte(auctions.endsAt, now)))
    .returning();
  if (row) await notifyAuction(tx, row.id, row.version);
  return row;
}

export async function insertOrder(tx: Tx, order: { auctionId: number; vehicleId: number; buyerUid: string; price: number; commission: number }): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(withPaymentDue(order)).onConflictDoNothing({ target: orders.auctionId }).returning();
  return row;
}

export async function cancelAuctionRow(tx: Tx, id: number, reason: string): Promise<AuctionRow> {
  const [row] = await tx
    .update(auctions)
    .set({ state: "cancelled", cancelledAt: sql`now()`, cancelReason: reason, version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(auctions.id, id))
    .returning();
  await notifyAuction(tx, row.id, row.version);
  return row;
}

// ---------------------------------------------------------------- public reads

export type PublicStateFilter = "active" | "live" | "upcoming" | "ended";
export type AuctionSort = "ending" | "newest" | "price_asc" | "price_desc";

export type AuctionListQuery = VehicleFilter & {
  state: PublicStateFilter;
  sort: AuctionSort;
  page: number;
  pageSize: number;
};

const stateCondition: Record<PublicStateFilter, SQL> = {
  active: inArray(auctions.state, ["live", "scheduled"]),
  live: eq(auctions.state, "live"),
  upcoming: eq(auctions.state, "scheduled"),
  ended: inArray(auctions.state, ["sold", "unsold"]),
};

function listWhere(q: AuctionListQuery): SQL | undefined {
  return and(stateCondition[q.state], ...vehicleConditions(q));
}

function listOrder(q: AuctionListQuery): SQL[] {
  switch (q.sort) {
    case "newest":
      return [desc(auctions.createdAt), desc(auctions.id)];
    case "price_asc":
      return [asc(auctions.currentPrice), asc(auctions.id)];
    case "price_desc":
      return [desc(auctions.currentPrice), desc(auctions.id)];
    case "ending":
    default:
      // Ended: most recently ended first; upcoming: starting soonest first; otherwise closing soonest first.
      if (q.state === "ended") return [desc(auctions.endsAt), desc(auctions.id)];
      if (q.state === "upcoming") return [asc(auctions.startsAt), asc(auctions.id)];
      return [asc(auctions.endsAt), asc(auctions.id)];
  }
}

const cardColumns = {
  id: auctions.id,
  state: auctions.state,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  startingPrice: auctions.startingPrice,
  currentPrice: auctions.currentPrice,
  bidCount: auctions.bidCount,
  ...vehicleCardColumns,
};

export type AuctionCardRow = {
  id: number;
  state: AuctionRow["state"];
  startsAt: Date;
  endsAt: Date;
  startingPrice: number;
  currentPrice: number;
  bidCount: number;
  brand: string;
  model: string;
  year: number;
  km: number;
  engineCc: number;
  city: string;
  photo: string | null;
};

export async function listAuctionCards(q: AuctionListQuery): Promise<{ rows: AuctionCardRow[]; total: number }> {
  const db = getDb();
  const where = listWhere(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(auctions)
      .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
      .where(where)
      .orderBy(...listOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(auctions).innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId)).where(where),
  ]);
  return { rows: rows as AuctionCardRow[], total: n };
}

export async function listedBrands(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ brand: vehicles.brand })
    .from(vehicles)
    .innerJoin(auctions, eq(auctions.vehicleId, vehicles.id))
    .where(inArray(auctions.state, ["live", "scheduled", "sold", "unsold"]))
    .orderBy(asc(vehicles.brand));
  return rows.map((r) => r.brand);
}

export async function findAuctionWithVehicle(q: Queryable, id: number): Promise<{ auction: AuctionRow; vehicle: VehicleRow } | undefined> {
  const [row] = await q.select({ auction: auctions, vehicle: vehicles }).from(auctions).innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId)).where(eq(auctions.id, id));
  return row;
}

export async function findAuction(q: Queryable, id: number): Promise<AuctionRow | undefined> {
  const [row] = await q.select().from(auctions).where(eq(auctions.id, id));
  return row;
}

/** Visible bids (not hidden maximum raises), newest first, with the names to mask. */
export async function recentBids(q: Queryable, auctionId: number, limit: number) {
  return q
    .select({ id: bids.id, amount: bids.amount, kind: bids.kind, createdAt: bids.createdAt, bidderUid: bids.bidderUid, name: users.name, lastName: users.lastName })
    .from(bids)
    .innerJoin(users, eq(users.uid, bids.bidderUid))
    .where(and(eq(bids.auctionId, auctionId), sql`${bids.kind} <> 'raise'`))
    .orderBy(desc(bids.id))
    .limit(limit);
}

// ---------------------------------------------------------------- a user's bids and wins

export async function auctionsBidOnBy(uid: string, limit = 100) {
  const db = getDb();
  const mine = db
    .select({ auctionId: bids.auctionId, myTop: max(bids.amount).as("my_top"), myMax: max(bids.maxAmount).as("my_max"), lastAt: max(bids.createdAt).as("last_at") })
    .from(bids)
    .where(eq(bids.bidderUid, uid))
    .groupBy(bids.auctionId)
    .as("mine");
  return db
    .select({
      auction: auctions,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
      city: vehicles.city,
      photo: sql<string | null>`${vehicles.photos}[1]`,
      myTop: mine.myTop,
      myMax: mine.myMax,
      lastAt: mine.lastAt,
    })
    .from(mine)
    .innerJoin(auctions, eq(auctions.id, mine.auctionId))
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .orderBy(desc(mine.lastAt))
    .limit(limit);
}

export async function ordersOf(uid: string) {
  return getDb()
    .select({
      order: orders,
      auctionId: auctions.id,
      endsAt: auctions.endsAt,
      closedAt: auctions.closedAt,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
      city: vehicles.city,
      photo: sql<string | null>`${vehicles.photos}[1]`,
    })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    // Won auctions only: buy-now purchases are listed under "Siparişlerim".
    .innerJoin(auctions, eq(auctions.id, orders.auctionId))
    .where(eq(orders.buyerUid, uid))
    .orderBy(desc(orders.id))
    .limit(100);
}

// ---------------------------------------------------------------- management

export type VehicleValues = Omit<typeof vehicles.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function insertVehicle(tx: Tx, values: VehicleValues): Promise<VehicleRow> {
  const [row] = await tx.insert(vehicles).values(values).returning();
  return row;
}

export async function updateVehicle(tx: Tx, id: number, values: Partial<VehicleValues>): Promise<VehicleRow | undefined> {
  const [row] = await tx.update(vehicles).set({ ...values, updatedAt: sql`now()` }).where(eq(vehicles.id, id)).returning();
  return row;
}

export async function deleteVehicle(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return rows.length === 1;
}

export async function lockVehicle(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for("update");
}

export async function bidSummaryOf(q: Queryable, uid: string, auctionId: number): Promise<{ count: number; myMax: number | null }> {
  const [row] = await q
    .select({ count: count(), myMax: max(sql<number>`coalesce(${bids.maxAmount}, ${bids.amount})`.mapWith(Number)) })
    .from(bids)
    .where(and(eq(bids.bidderUid, uid), eq(bids.auctionId, auctionId)));
  return { count: row.count, myMax: row.myMax === null ? null : Number(row.myMax) };
}

export async function findVehicle(q: Queryable, id: number): Promise<VehicleRow | undefined> {
  const [row] = await q.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

export async function countAuctionsOfVehicle(q: Queryable, vehicleId: number): Promise<{ total: number; open: number }> {
  const [row] = await q
    .select({ total: count(), open: sql<number>`count(*) FILTER (WHERE ${auctions.state} IN ('scheduled','live'))`.mapWith(Number) })
    .from(auctions)
    .where(eq(auctions.vehicleId, vehicleId));
  return row;
}

/**
 * What each vehicle is tied to (lib/vehicles/rules.ts), as correlated subqueries on the outer
 * `vehicles` row; "live" follows the effective state, so a scheduled auction past its start counts.
 */
function vehicleUseColumns() {
  const id = outerColumn(vehicles.id);
  const asId = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    openAuctionId: sql<number | null>`(SELECT a.id FROM ${auctions} a WHERE a.vehicle_id = ${id} AND a.state IN ('scheduled','live') ORDER BY a.id DESC LIMIT 1)`.mapWith(asId),
    auctionLive: sql<boolean>`EXISTS (SELECT 1 FROM ${auctions} a WHERE a.vehicle_id = ${id} AND (a.state = 'live' OR (a.state = 'scheduled' AND a.starts_at <= now())))`.mapWith(Boolean),
    openListingId: sql<number | null>`(SELECT l.id FROM ${buyNowListings} l WHERE l.vehicle_id = ${id} AND l.state IN ('on_sale','reserved') ORDER BY l.id DESC LIMIT 1)`.mapWith(asId),
    orderId: sql<number | null>`(SELECT o.id FROM ${orders} o WHERE o.vehicle_id = ${id} AND o.status <> 'cancelled' ORDER BY o.id DESC LIMIT 1)`.mapWith(asId),
  };
}

export async function listVehicles(query: { q?: string; page: number; pageSize: number }) {
  const db = getDb();
  const where = query.q
    ? sql`(${vehicles.brand} ILIKE ${`%${query.q}%`} OR ${vehicles.model} ILIKE ${`%${query.q}%`} OR ${vehicles.plate} ILIKE ${`%${query.q.replace(/\s/g, "").toUpperCase()}%`})`
    : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ vehicle: vehicles, use: vehicleUseColumns() })
      .from(vehicles)
      .where(where)
      .orderBy(desc(vehicles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  return { rows, total: n };
}

/** One vehicle with what it is tied to; inside a transaction after lockVehicle, the answer holds until commit. */
export async function findVehicleWithUse(q: Queryable, id: number): Promise<{ vehicle: VehicleRow; use: VehicleUse } | undefined> {
  const [row] = await q.select({ vehicle: vehicles, use: vehicleUseColumns() }).from(vehicles).where(eq(vehicles.id, id));
  return row;
}

export async function insertAuction(tx: Tx, values: typeof auctions.$inferInsert): Promise<AuctionRow> {
  const [row] = await tx.insert(auctions).values(values).returning();
  return row;
}

export async function updateScheduledAuction(tx: Tx, id: number, values: Partial<typeof auctions.$inferInsert>): Promise<AuctionRow> {
  const [row] = await tx
    .update(auctions)
    .set({ ...values, version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(auctions.id, id))
    .returning();
  await notifyAuction(tx, row.id, row.version);
  return row;
}

export async function listManagedAuctions(query: { state?: AuctionRow["state"]; page: number; pageSize: number }) {
  const db = getDb();
  const where = query.state ? eq(auctions.state, query.state) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ auction: auctions, brand: vehicles.brand, model: vehicles.model, year: vehicles.year, plate: vehicles.plate, city: vehicles.city })
      .from(auctions)
      .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
      .where(where)
      .orderBy(desc(auctions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auctions).where(where),
  ]);
  return { rows, total: n };
}

export async function countAuctions(): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(auctions);
  return n;
}

// ---------------------------------------------------------------- orders

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

/** `settled`: what became of the buyer's deposit, written with the status that closes the order. */
export async function setOrderStatus(tx: Tx, id: number, status: OrderRow["status"], settled?: { outcome: "released" | "captured"; amount: number }): Promise<OrderRow> {
  const deposit = settled ? { depositOutcome: settled.outcome, depositAmount: settled.amount } : {};
  const [row] = await tx.update(orders).set({ status, ...deposit, updatedAt: sql`now()` }).where(eq(orders.id, id)).returning();
  return row;
}

/** Orders of won auctions (buy-now orders are listed by the buy-now module). */
export async function listOrders(query: { status?: OrderRow["status"]; page: number; pageSize: number }) {
  const db = getDb();
  const where = and(isNotNull(orders.auctionId), query.status ? eq(orders.status, query.status) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ order: orders, brand: vehicles.brand, model: vehicles.model, year: vehicles.year, buyerName: users.name, buyerLastName: users.lastName, buyerEmail: users.email, buyerPhone: users.phone })
      .from(orders)
      .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .innerJoin(users, eq(users.uid, orders.buyerUid))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: n };
}
