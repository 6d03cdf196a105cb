/**
 * SQL of the vehicle catalogue: the vehicle rows, the vehicle half of every catalogue card and its
 * filters, and what a vehicle is tied to (auctions, listings, orders, sell requests that refer to it).
 */
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { VehicleUse } from "@/lib/vehicles/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { outerColumn } from "@/lib/server/db/outerColumn";
import { auctions, bids, buyNowListings, orders, sellRequests, vehicles } from "@/lib/server/db/schema";
import { escapeLike, escapeLikeLiteral } from "@/lib/server/db/like";
import type { VehicleRow } from "@/lib/server/vehicles/catalogue";
import { pageWithTotal } from "@/lib/server/db/paging";
import { updateRow } from "@/lib/server/db/updateRow";
import { partiesAmong } from "@/lib/server/staff/parties";

export type { VehicleRow };
export type VehicleValues = Omit<typeof vehicles.$inferInsert, "id" | "createdAt" | "updatedAt">;
type Queryable = Tx | ReturnType<typeof getDb>;

// ---------------------------------------------------------------- vehicle rows

export async function insertVehicle(tx: Tx, values: VehicleValues): Promise<VehicleRow> {
  const [row] = await tx.insert(vehicles).values(values).returning();
  return row;
}

export async function updateVehicle(
  tx: Tx,
  id: number,
  values: Partial<VehicleValues>,
): Promise<VehicleRow | undefined> {
  return updateRow(tx, vehicles, eq(vehicles.id, id), { ...values, updatedAt: sql`now()` });
}

export async function deleteVehicle(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return rows.length === 1;
}

/** The row lock auction, listing and sell-request steps and vehicle edits take on one vehicle. */
export async function lockVehicle(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for("update");
}

export async function findVehicle(q: Queryable, id: number): Promise<VehicleRow | undefined> {
  const [row] = await q.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

// ---------------------------------------------------------------- what a vehicle is tied to

/**
 * What each vehicle is tied to (lib/vehicles/rules.ts), as correlated subqueries on the outer
 * `vehicles` row; "live" follows the effective state, so a scheduled auction past its start counts.
 */
function vehicleUseColumns() {
  const id = outerColumn(vehicles.id);
  const asId = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    openAuctionId: sql<
      number | null
    >`(SELECT a.id FROM ${auctions} a WHERE a.vehicle_id = ${id} AND a.state IN ('scheduled','live') ORDER BY a.id DESC LIMIT 1)`.mapWith(
      asId,
    ),
    auctionLive:
      sql<boolean>`EXISTS (SELECT 1 FROM ${auctions} a WHERE a.vehicle_id = ${id} AND (a.state = 'live' OR (a.state = 'scheduled' AND a.starts_at <= now())))`.mapWith(
        Boolean,
      ),
    openListingId: sql<
      number | null
    >`(SELECT l.id FROM ${buyNowListings} l WHERE l.vehicle_id = ${id} AND l.state IN ('on_sale','reserved') ORDER BY l.id DESC LIMIT 1)`.mapWith(
      asId,
    ),
    orderId: sql<
      number | null
    >`(SELECT o.id FROM ${orders} o WHERE o.vehicle_id = ${id} AND o.status <> 'cancelled' ORDER BY o.id DESC LIMIT 1)`.mapWith(
      asId,
    ),
  };
}

/**
 * Whether `uid` is a party to a vehicle (separation of duties, issue 21): bid on or sells one of its
 * auctions, sells one of its listings, or ordered it. `vehicleId` is a value or an outer column.
 */
export function vehiclePartySql(vehicleId: SQL | number, uid: string): SQL<boolean> {
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${auctions} pa WHERE pa.vehicle_id = ${vehicleId} AND (pa.seller_uid = ${uid} OR EXISTS (SELECT 1 FROM ${bids} pb WHERE pb.auction_id = pa.id AND pb.bidder_uid = ${uid})))
    OR EXISTS (SELECT 1 FROM ${buyNowListings} pl WHERE pl.vehicle_id = ${vehicleId} AND pl.seller_uid = ${uid})
    OR EXISTS (SELECT 1 FROM ${orders} po WHERE po.vehicle_id = ${vehicleId} AND po.buyer_uid = ${uid}))`;
}

/** `uid` when they are a party to the vehicle, else nothing: the parties assertNotOwnRecord checks. */
export function vehiclePartiesAmong(q: Queryable, vehicleId: number, uid: string): Promise<string[]> {
  return partiesAmong(q, vehicles, eq(vehicles.id, vehicleId), vehiclePartySql(vehicleId, uid), uid);
}

export async function listVehicles(query: { q?: string; page: number; pageSize: number }, viewerUid: string) {
  const db = getDb();
  // Taken literally: a staff search for "%" or "_" must not match every vehicle.
  const text = query.q ? `%${escapeLike(query.q)}%` : "";
  const plate = query.q ? `%${escapeLikeLiteral(query.q.replace(/\s/g, "").toUpperCase())}%` : "";
  const where = query.q
    ? sql`(${vehicles.brand} ILIKE ${text} OR ${vehicles.model} ILIKE ${text} OR ${vehicles.plate} ILIKE ${plate})`
    : undefined;
  return pageWithTotal(
    db
      .select({
        vehicle: vehicles,
        use: vehicleUseColumns(),
        ownRecord: vehiclePartySql(outerColumn(vehicles.id), viewerUid),
      })
      .from(vehicles)
      .where(where)
      .orderBy(desc(vehicles.id)),
    db.select({ n: count() }).from(vehicles).where(where),
    query,
  );
}

/** One vehicle with what it is tied to; inside a transaction after lockVehicle, the answer holds until commit. */
export async function findVehicleWithUse(
  q: Queryable,
  id: number,
): Promise<{ vehicle: VehicleRow; use: VehicleUse } | undefined> {
  const [row] = await q
    .select({ vehicle: vehicles, use: vehicleUseColumns() })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

export type VehicleCommitments = { openAuctions: number; openListings: number; liveOrders: number };

/** What stands in the way of offering a vehicle: an open auction, an open listing, or an order that was not cancelled. */
export async function vehicleCommitments(q: Queryable, vehicleId: number): Promise<VehicleCommitments> {
  const result = await q.execute<{ open_auctions: string; open_listings: string; live_orders: string }>(sql`
    SELECT
      (SELECT count(*) FROM ${auctions} a WHERE a.vehicle_id = ${vehicleId} AND a.state IN ('scheduled', 'live')) AS open_auctions,
      (SELECT count(*) FROM ${buyNowListings} l WHERE l.vehicle_id = ${vehicleId} AND l.state IN ('on_sale', 'reserved')) AS open_listings,
      (SELECT count(*) FROM ${orders} o WHERE o.vehicle_id = ${vehicleId} AND o.status <> 'cancelled') AS live_orders`);
  const r = result.rows[0];
  return {
    openAuctions: Number(r.open_auctions),
    openListings: Number(r.open_listings),
    liveOrders: Number(r.live_orders),
  };
}

/** Everything that ever referred to a vehicle (so it may not be deleted): auctions, listings, listed sell requests. */
export async function vehicleReferences(
  q: Queryable,
  vehicleId: number,
): Promise<{ auctions: number; listings: number; listedSellRequests: number }> {
  const result = await q.execute<{ auctions: string; listings: string; listed: string }>(sql`
    SELECT
      (SELECT count(*) FROM ${auctions} a WHERE a.vehicle_id = ${vehicleId}) AS auctions,
      (SELECT count(*) FROM ${buyNowListings} l WHERE l.vehicle_id = ${vehicleId}) AS listings,
      (SELECT count(*) FROM ${sellRequests} s WHERE s.listed_vehicle_id = ${vehicleId}) AS listed`);
  const r = result.rows[0];
  return { auctions: Number(r.auctions), listings: Number(r.listings), listedSellRequests: Number(r.listed) };
}

export async function setVehicleLeftStock(tx: Tx, id: number): Promise<void> {
  await tx
    .update(vehicles)
    .set({ leftStockAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(vehicles.id, id));
}
