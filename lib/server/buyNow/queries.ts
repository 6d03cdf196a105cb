import { lockRow } from "@/lib/server/db/lockRow";
/** SQL of Hemen Al listings: the row lock, state and price changes, the public and management lists. Rules: lib/buyNow/rules.ts. */
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { buyNowListings, depositBlocks, listingFollows, orders, vehicles } from "@/lib/server/db/schema";
import { outerColumn } from "@/lib/server/db/outerColumn";
import type { VehicleSpecs } from "@/lib/vehicles/types";
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

export type ListingRow = typeof buyNowListings.$inferSelect;
export type ListingState = ListingRow["state"];
type Queryable = Tx | ReturnType<typeof getDb>;

/** The row lock that serialises every purchase, price change, withdrawal and settlement of one listing. */
export function lockListing(tx: Tx, id: number): Promise<ListingRow | undefined> {
  return lockRow(tx, buyNowListings, eq(buyNowListings.id, id));
}

export async function findListingWithVehicle(
  q: Queryable,
  id: number,
): Promise<{ listing: ListingRow; vehicle: VehicleRow } | undefined> {
  const [row] = await q
    .select({ listing: buyNowListings, vehicle: vehicles })
    .from(buyNowListings)
    .innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId))
    .where(eq(buyNowListings.id, id));
  return row;
}

export async function setListingState(tx: Tx, id: number, state: ListingState): Promise<ListingRow> {
  const stamp =
    state === "reserved"
      ? { reservedAt: sql`now()` }
      : state === "sold"
        ? { soldAt: sql`now()` }
        : state === "withdrawn"
          ? { withdrawnAt: sql`now()` }
          : {};
  const [row] = await tx
    .update(buyNowListings)
    .set({ state, ...stamp, updatedAt: sql`now()` })
    .where(eq(buyNowListings.id, id))
    .returning();
  return row;
}

export async function setListingPrice(tx: Tx, id: number, price: number): Promise<ListingRow> {
  const [row] = await tx
    .update(buyNowListings)
    .set({ price, updatedAt: sql`now()` })
    .where(eq(buyNowListings.id, id))
    .returning();
  return row;
}

export async function insertListing(tx: Tx, values: typeof buyNowListings.$inferInsert): Promise<ListingRow> {
  const [row] = await tx.insert(buyNowListings).values(values).returning();
  return row;
}

/** A relist's followers follow the new listing (the watchlist's table, as the list reads it); answers their uids. */
export async function moveListingFollows(tx: Tx, fromListingId: number, toListingId: number): Promise<string[]> {
  const rows = await tx
    .update(listingFollows)
    .set({ listingId: toListingId })
    .where(eq(listingFollows.listingId, fromListingId))
    .returning({ uid: listingFollows.userUid });
  return rows.map((r) => r.uid);
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
  photo: string | null;
} & VehicleSpecs;

const cardColumns = {
  id: buyNowListings.id,
  state: buyNowListings.state,
  price: buyNowListings.price,
  ...vehicleCardColumns,
};

const listingTable = { table: buyNowListings, id: buyNowListings.id, vehicleId: buyNowListings.vehicleId };
const catalogue = vehicleCatalogue<ListingCardRow>(
  listingTable,
  { table: listingFollows, targetId: listingFollows.listingId },
  cardColumns,
);

export function listListingCards(q: ListingListQuery): Promise<{ rows: ListingCardRow[]; total: number }> {
  return catalogue.page(listWhere(q), listOrder(q), q);
}

/** A user's followed listings as card rows, most recently followed first (capped: a page, not an export). */
export function followedListingCards(uid: string, limit: number): Promise<ListingCardRow[]> {
  return catalogue.followed(uid, limit);
}

export function listedListingBrands(): Promise<string[]> {
  return catalogue.brands(inArray(buyNowListings.state, PUBLIC_LIST_STATES));
}

/** Every listing with a public page (all but withdrawn ones), newest change first. */
export async function listingPages(db: Queryable, limit: number) {
  return db
    .select({ id: buyNowListings.id, updatedAt: buyNowListings.updatedAt })
    .from(buyNowListings)
    .where(ne(buyNowListings.state, "withdrawn"))
    .orderBy(desc(buyNowListings.updatedAt))
    .limit(limit);
}

// ---------------------------------------------------------------- management

/** Whether `uid` sells or bought a listing (separation of duties, issue 21); `listingId` is a value or an outer column. */
export function listingPartySql(listingId: SQL | number, uid: string): SQL<boolean> {
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${buyNowListings} pl WHERE pl.id = ${listingId} AND pl.seller_uid = ${uid})
    OR EXISTS (SELECT 1 FROM ${orders} po WHERE po.listing_id = ${listingId} AND po.buyer_uid = ${uid})
    OR EXISTS (SELECT 1 FROM ${depositBlocks} pd WHERE pd.listing_id = ${listingId} AND pd.uid = ${uid}))`;
}

/** `uid` when they are a party to the listing, else nothing: the parties assertNotOwnRecord checks. */
export function listingPartiesAmong(tx: Tx, listingId: number, uid: string): Promise<string[]> {
  return partiesAmong(tx, buyNowListings, eq(buyNowListings.id, listingId), listingPartySql(listingId, uid), uid);
}

export async function listManagedListings(
  query: { state?: ListingState; page: number; pageSize: number },
  viewerUid: string,
) {
  const where = query.state ? eq(buyNowListings.state, query.state) : undefined;
  const columns = {
    listing: buyNowListings,
    ...managedVehicleColumns,
    ownRecord: listingPartySql(outerColumn(buyNowListings.id), viewerUid),
  };
  return vehicleRowsPage(listingTable, columns, where, [desc(buyNowListings.id)], query);
}

// No pool default: called inside a transaction without its handle, it would quietly wait for a
// second pool connection while holding one (the starvation that hung concurrent approvals).
export async function countListings(q: Queryable): Promise<number> {
  const [{ n }] = await q.select({ n: count() }).from(buyNowListings);
  return n;
}
