import { lockRow } from "@/lib/server/db/lockRow";
/** SQL of auctions: the row lock, the state changes, the public and management lists. Rules: lib/auctions/rules.ts. */
import { and, asc, count, desc, eq, inArray, lte, max, ne, or, sql, type SQL } from "drizzle-orm";
import { ENDED_AUCTION_STATES, OPEN_AUCTION_STATES } from "@/lib/auctions/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { auctionFollows, auctionOffers, auctions, bids, users, vehicles } from "@/lib/server/db/schema";
import { outerColumn } from "@/lib/server/db/outerColumn";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { VehicleSpecs } from "@/lib/vehicles/types";
import { AUCTION_EVENTS_CHANNEL } from "@/lib/server/auctions/channel";
import {
  managedVehicleColumns,
  vehicleCardColumns,
  vehicleCatalogue,
  vehicleRowsPage,
  vehicleConditions,
  type VehicleFilter,
  type VehicleRow,
} from "@/lib/server/vehicles/catalogue";
import { partiesAmong } from "@/lib/server/staff/parties";

export type AuctionRow = typeof auctions.$inferSelect;
type Queryable = Tx | ReturnType<typeof getDb>;

export { AUCTION_EVENTS_CHANNEL };

/** The row lock that serialises every bid, close and cancel of one auction. */
export function lockAuction(tx: Tx, id: number): Promise<AuctionRow | undefined> {
  return lockRow(tx, auctions, eq(auctions.id, id));
}

/** Queues the change for live listeners; PostgreSQL delivers it only if and when the transaction commits. */
export async function notifyAuction(tx: Tx, id: number, version: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${AUCTION_EVENTS_CHANNEL}, ${`${id}:${version}`})`);
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A raw `auctions` row (snake_case, bigint as text) as drizzle would have typed it. */
export function auctionFromRaw(r: Record<string, unknown>): AuctionRow {
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
    buyNowPrice: num(r.buy_now_price),
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

/** A visible bid with the bidder's name to mask, as recentBids answers it. */
export type LiveBidRow = {
  id: number;
  amount: number;
  kind: "bid" | "auto" | "raise";
  createdAt: Date;
  bidderUid: string;
  name: string;
  lastName: string;
};

/**
 * Auctions with their latest `historyLimit` visible bids, in ONE statement whatever the number of
 * ids: what an event stream sends on (re)connect. Unknown ids are simply absent from the answer.
 */
export async function findLiveRows(
  q: Queryable,
  ids: number[],
  historyLimit: number,
): Promise<Array<{ auction: AuctionRow; bids: LiveBidRow[] }>> {
  if (ids.length === 0) return [];
  const result = await q.execute<Record<string, unknown>>(sql`
    SELECT a.*, COALESCE(recent.list, '[]'::json) AS recent_bids
    FROM ${auctions} a
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', b.id, 'amount', b.amount, 'kind', b.kind, 'createdAt', b.created_at, 'bidderUid', b.bidder_uid, 'name', u.name, 'lastName', u.last_name) ORDER BY b.id DESC) AS list
      FROM (SELECT * FROM ${bids} WHERE auction_id = a.id AND kind <> 'raise' ORDER BY id DESC LIMIT ${historyLimit}) b
      JOIN ${users} u ON u.uid = b.bidder_uid
    ) recent ON true
    WHERE a.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return result.rows.map((raw) => ({
    auction: auctionFromRaw(raw),
    bids: (raw.recent_bids as Array<Record<string, unknown>>).map((b) => ({
      id: Number(b.id),
      amount: Number(b.amount),
      kind: b.kind as LiveBidRow["kind"],
      createdAt: new Date(b.createdAt as string),
      bidderUid: b.bidderUid as string,
      name: b.name as string,
      lastName: b.lastName as string,
    })),
  }));
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
    .where(
      or(
        and(eq(auctions.state, "scheduled"), lte(auctions.startsAt, until)),
        and(eq(auctions.state, "live"), lte(auctions.endsAt, until)),
      ),
    )
    .orderBy(asc(auctions.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, at: r.state === "scheduled" ? r.startsAt : r.endsAt }));
}

/**
 * The idempotent close, first half: the auction's row lock, taken only while it is live and due.
 * A concurrent closer (other instances, readers) waits for the lock, then finds it no longer live
 * (PostgreSQL re-checks the condition on the row it waited for) and gets nothing.
 */
export async function lockDueAuction(tx: Tx, id: number, now: Date): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, id), eq(auctions.state, "live"), lte(auctions.endsAt, now)))
    .for("update");
  return row;
}

/** The close's second half, under that lock: the outcome closingOutcome decided, and the live update. */
export function markClosed(tx: Tx, id: number, state: "sold" | "unsold", now: Date): Promise<AuctionRow> {
  return updateAuctionRow(tx, id, { state, closedAt: now });
}

/**
 * Buy-now's close, under the auction's row lock: sold at the Hemen Al price to the buyer, ended now
 * (so every reader and the countdown see it over), and the live update.
 */
export async function markBoughtNow(
  tx: Tx,
  id: number,
  buyerUid: string,
  price: number,
  now: Date,
): Promise<AuctionRow> {
  return updateAuctionRow(tx, id, {
    state: "sold",
    currentPrice: price,
    leaderUid: buyerUid,
    leaderMax: price,
    endsAt: now,
    closedAt: now,
  });
}

export function cancelAuctionRow(tx: Tx, id: number, reason: string): Promise<AuctionRow> {
  return updateAuctionRow(tx, id, { state: "cancelled", cancelledAt: sql`now()`, cancelReason: reason });
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
  active: inArray(auctions.state, OPEN_AUCTION_STATES),
  live: eq(auctions.state, "live"),
  upcoming: eq(auctions.state, "scheduled"),
  ended: inArray(auctions.state, ENDED_AUCTION_STATES),
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
  photo: string | null;
} & VehicleSpecs;

const auctionTable = { table: auctions, id: auctions.id, vehicleId: auctions.vehicleId };
const catalogue = vehicleCatalogue<AuctionCardRow>(
  auctionTable,
  { table: auctionFollows, targetId: auctionFollows.auctionId },
  cardColumns,
);

export function listAuctionCards(q: AuctionListQuery): Promise<{ rows: AuctionCardRow[]; total: number }> {
  return catalogue.page(listWhere(q), listOrder(q), q);
}

/** A user's followed auctions as card rows, most recently followed first (capped: a page, not an export). */
export function followedAuctionCards(uid: string, limit: number): Promise<AuctionCardRow[]> {
  return catalogue.followed(uid, limit);
}

export function listedBrands(): Promise<string[]> {
  return catalogue.brands(inArray(auctions.state, [...OPEN_AUCTION_STATES, ...ENDED_AUCTION_STATES]));
}

export async function findAuctionWithVehicle(
  q: Queryable,
  id: number,
): Promise<{ auction: AuctionRow; vehicle: VehicleRow } | undefined> {
  const [row] = await q
    .select({ auction: auctions, vehicle: vehicles })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(eq(auctions.id, id));
  return row;
}

export async function findAuction(q: Queryable, id: number): Promise<AuctionRow | undefined> {
  const [row] = await q.select().from(auctions).where(eq(auctions.id, id));
  return row;
}

export async function insertAuction(tx: Tx, values: typeof auctions.$inferInsert): Promise<AuctionRow> {
  const [row] = await tx.insert(auctions).values(values).returning();
  return row;
}

export function updateScheduledAuction(
  tx: Tx,
  id: number,
  values: Partial<typeof auctions.$inferInsert>,
): Promise<AuctionRow> {
  return updateAuctionRow(tx, id, values);
}

/** Updates one auction (the caller holds its row lock), bumps its version and announces the change to the live pages. */
async function updateAuctionRow(tx: Tx, id: number, values: PgUpdateSetSource<typeof auctions>): Promise<AuctionRow> {
  const [row] = await tx
    .update(auctions)
    .set({ ...values, version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(auctions.id, id))
    .returning();
  await notifyAuction(tx, row.id, row.version);
  return row;
}

/** Whether `uid` sells or bid on an auction (separation of duties, issue 21); `auctionId` is a value or an outer column. */
export function auctionPartySql(auctionId: SQL | number, uid: string): SQL<boolean> {
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${auctions} pa WHERE pa.id = ${auctionId} AND pa.seller_uid = ${uid}) OR EXISTS (SELECT 1 FROM ${bids} pb WHERE pb.auction_id = ${auctionId} AND pb.bidder_uid = ${uid}))`;
}

/** `uid` when they are a party to the auction, else nothing: the parties assertNotOwnRecord checks. */
export function auctionPartiesAmong(tx: Tx, auctionId: number, uid: string): Promise<string[]> {
  return partiesAmong(tx, auctions, eq(auctions.id, auctionId), auctionPartySql(auctionId, uid), uid);
}

export async function listManagedAuctions(
  query: { state?: AuctionRow["state"]; page: number; pageSize: number },
  viewerUid: string,
) {
  const where = query.state ? eq(auctions.state, query.state) : undefined;
  const columns = {
    auction: auctions,
    ...managedVehicleColumns,
    ownRecord: auctionPartySql(outerColumn(auctions.id), viewerUid),
    // An offer after the close still waits: no relist until it ends (PRODUCT §6.1).
    openOffer: sql<boolean>`EXISTS (SELECT 1 FROM ${auctionOffers} ao WHERE ao.auction_id = ${outerColumn(auctions.id)} AND ao.status = 'open')`,
  };
  return vehicleRowsPage(auctionTable, columns, where, [desc(auctions.id)], query);
}

export async function countAuctions(): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(auctions);
  return n;
}

/** Every auction that has a public page (all but cancelled ones), newest change first. */
export async function auctionPages(db: Queryable, limit: number) {
  return db
    .select({ id: auctions.id, updatedAt: auctions.updatedAt })
    .from(auctions)
    .where(ne(auctions.state, "cancelled"))
    .orderBy(desc(auctions.updatedAt))
    .limit(limit);
}

// ---------------------------------------------------------------- an auction's bid history (the bids table, read for the auction's views)

/** Visible bids (not hidden maximum raises), newest first, with the names to mask. */
export async function recentBids(q: Queryable, auctionId: number, limit: number): Promise<LiveBidRow[]> {
  return q
    .select({
      id: bids.id,
      amount: bids.amount,
      kind: bids.kind,
      createdAt: bids.createdAt,
      bidderUid: bids.bidderUid,
      name: users.name,
      lastName: users.lastName,
    })
    .from(bids)
    .innerJoin(users, eq(users.uid, bids.bidderUid))
    .where(and(eq(bids.auctionId, auctionId), sql`${bids.kind} <> 'raise'`))
    .orderBy(desc(bids.id))
    .limit(limit);
}

/** How many bids a user placed on an auction and their highest maximum (the auction page's viewer). */
export async function bidSummaryOf(
  q: Queryable,
  uid: string,
  auctionId: number,
): Promise<{ count: number; myMax: number | null }> {
  const [row] = await q
    .select({ count: count(), myMax: max(sql<number>`coalesce(${bids.maxAmount}, ${bids.amount})`.mapWith(Number)) })
    .from(bids)
    .where(and(eq(bids.bidderUid, uid), eq(bids.auctionId, auctionId)));
  return { count: row.count, myMax: row.myMax === null ? null : Number(row.myMax) };
}

/** Relist (PRODUCT §6.1): the follows of the old auction move to the new one (one statement); answers the followers. */
export async function moveAuctionFollows(tx: Tx, fromAuctionId: number, toAuctionId: number): Promise<string[]> {
  const rows = await tx
    .update(auctionFollows)
    .set({ auctionId: toAuctionId })
    .where(eq(auctionFollows.auctionId, fromAuctionId))
    .returning({ uid: auctionFollows.userUid });
  return rows.map((r) => r.uid);
}

// ---------------------------------------------------------------- sold prices (PRODUCT §6.5)

/**
 * What vehicles of one brand and model sold for since `since`: auctions closed sold (their hammer
 * price) and Hemen Al listings sold (their price), oldest first. The public "sold prices" chart.
 */
export async function soldPricesOf(
  brand: string,
  model: string,
  since: Date,
  limit = 200,
): Promise<Array<{ at: Date; price: number; kind: "auction" | "listing" }>> {
  const result = await getDb().execute(sql`
    SELECT at, price, kind FROM (
      SELECT a.closed_at AS at, a.current_price AS price, 'auction' AS kind
        FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
       WHERE a.state = 'sold' AND a.closed_at >= ${since} AND v.brand = ${brand} AND v.model = ${model}
      UNION ALL
      SELECT l.sold_at, l.price, 'listing'
        FROM buy_now_listings l JOIN vehicles v ON v.id = l.vehicle_id
       WHERE l.state = 'sold' AND l.sold_at >= ${since} AND v.brand = ${brand} AND v.model = ${model}
    ) sold
    ORDER BY at DESC
    LIMIT ${limit}`);
  return (result.rows as Array<{ at: string | Date; price: string | number; kind: "auction" | "listing" }>)
    .map((r) => ({ at: new Date(r.at), price: Number(r.price), kind: r.kind }))
    .reverse();
}

/** Whether an offer after the close (reserve offer, second chance) still waits for its buyer. */
export async function hasOpenOffer(tx: Tx, auctionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: auctionOffers.id })
    .from(auctionOffers)
    .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.status, "open")))
    .limit(1);
  return row !== undefined;
}
