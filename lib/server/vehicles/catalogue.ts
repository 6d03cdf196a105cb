/**
 * The vehicle half of every catalogue card (auctions and Hemen Al) and its filters: column and
 * condition fragments the auction and listing queries compose into their own statements, so no
 * domain's queries.ts imports another's (a query may join the vehicles table, never call vehicles' queries).
 */
import { asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { getDb } from "@/lib/server/db/index";
import { vehicles } from "@/lib/server/db/schema";
import { escapeLikeLiteral } from "@/lib/server/db/like";
import { maskPlate } from "@/lib/auctions/rules";
import type { PublicVehicleDetail, VehicleSpecs } from "@/lib/vehicles/types";
import { vehicleSpecsOf } from "@/lib/vehicles/labels";

export type VehicleRow = typeof vehicles.$inferSelect;

/** The vehicle columns every catalogue card shows (the first photo as its picture). */
export const vehicleCardColumns = {
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
  km: vehicles.km,
  engineCc: vehicles.engineCc,
  city: vehicles.city,
  photo: sql<string | null>`${vehicles.photos}[1]`,
};

/** The vehicle columns a staff list names its rows by (ManagedVehicleHead). */
export const managedVehicleColumns = {
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
  plate: vehicles.plate,
  city: vehicles.city,
};

/** A whole vehicle row's card values, as vehicleCardColumns selects them (a detail page's card part). */
export function vehicleCardValues(v: VehicleRow): VehicleSpecs & { photo: string | null } {
  return { ...vehicleSpecsOf(v), photo: v.photos[0] ?? null };
}

/** What an auction or Hemen Al detail page shows of its vehicle beyond the card; the plate masked. */
export function publicVehicleDetail(v: VehicleRow): PublicVehicleDetail {
  return {
    colour: v.colour,
    plate: maskPlate(v.plate),
    description: v.description,
    details: v.details,
    photos: v.photos,
    eidsVerified: v.eidsVerifiedAt !== null,
  };
}

export type VehicleFilter = {
  brand?: string;
  model?: string;
  city?: string;
  yearMin?: number;
  yearMax?: number;
  kmMin?: number;
  kmMax?: number;
  ccMin?: number;
  ccMax?: number;
};

/** The conditions of a catalogue's vehicle filters; the model matches as a substring, taken literally. */
export function vehicleConditions(q: VehicleFilter): SQL[] {
  const parts: SQL[] = [];
  if (q.brand) parts.push(eq(vehicles.brand, q.brand));
  if (q.model) parts.push(ilike(vehicles.model, `%${escapeLikeLiteral(q.model)}%`));
  if (q.city) parts.push(eq(vehicles.city, q.city));
  if (q.yearMin !== undefined) parts.push(gte(vehicles.year, q.yearMin));
  if (q.yearMax !== undefined) parts.push(lte(vehicles.year, q.yearMax));
  if (q.kmMin !== undefined) parts.push(gte(vehicles.km, q.kmMin));
  if (q.kmMax !== undefined) parts.push(lte(vehicles.km, q.kmMax));
  if (q.ccMin !== undefined) parts.push(gte(vehicles.engineCc, q.ccMin));
  if (q.ccMax !== undefined) parts.push(lte(vehicles.engineCc, q.ccMax));
  return parts;
}

/** A table whose rows each sell one vehicle (auctions, Hemen Al listings), as the lists below join it. */
export type VehicleBackedTable = { table: PgTable; id: PgColumn; vehicleId: PgColumn };

/**
 * One page of a vehicle-backed table joined to its vehicles, and the total the pager needs: the public
 * catalogues and the staff lists of auctions and listings are this one statement. The total is a window
 * count over every matching row, taken before LIMIT: one round trip per uncached list instead of two.
 */
export async function vehicleRowsPage<T extends SelectedFields>(
  from: VehicleBackedTable,
  columns: T,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { page: number; pageSize: number },
): Promise<{ rows: SelectResultFields<T>[]; total: number }> {
  const db = getDb();
  const joined = eq(vehicles.id, from.vehicleId);
  const rows = await db
    .select({ ...(columns as SelectedFields), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(from.table)
    .innerJoin(vehicles, joined)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  // A page past the last one has no row to carry the total: count alone (the page then redirects).
  const total =
    rows.length > 0
      ? rows[0].total
      : page.page === 1
        ? 0
        : (await db.select({ n: count() }).from(from.table).innerJoin(vehicles, joined).where(where))[0].n;
  // The statement is built over SelectedFields (drizzle's join types do not resolve over a type parameter).
  return { rows: rows.map(({ total: _, ...row }) => row) as SelectResultFields<T>[], total };
}

/** A follow table (auction or listing follows): who follows which row of a vehicle-backed table, since when. */
export type FollowTable = { table: PgTable & { userUid: PgColumn; createdAt: PgColumn }; targetId: PgColumn };

/** A user's followed rows as cards, most recently followed first (capped: a page, not an export). */
export function followedVehicleRows(
  from: VehicleBackedTable,
  follows: FollowTable,
  columns: SelectedFields,
  uid: string,
  limit: number,
) {
  return getDb()
    .select(columns)
    .from(follows.table)
    .innerJoin(from.table, eq(from.id, follows.targetId))
    .innerJoin(vehicles, eq(vehicles.id, from.vehicleId))
    .where(eq(follows.table.userUid, uid))
    .orderBy(desc(follows.table.createdAt), desc(from.id))
    .limit(limit);
}

/** The brands of the vehicles whose rows meet `where` (a catalogue's brand filter), alphabetical. */
export async function brandsOf(from: VehicleBackedTable, where: SQL): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ brand: vehicles.brand })
    .from(vehicles)
    .innerJoin(from.table, eq(from.vehicleId, vehicles.id))
    .where(where)
    .orderBy(asc(vehicles.brand));
  return rows.map((r) => r.brand);
}

/**
 * The public reads of one catalogue (auctions or Hemen Al) over its card columns: a filtered page, a
 * user's followed cards, the brands on offer. `Row` is the card type those columns select.
 */
export function vehicleCatalogue<Row>(from: VehicleBackedTable, follows: FollowTable, columns: SelectedFields) {
  return {
    page: async (where: SQL | undefined, orderBy: SQL[], page: { page: number; pageSize: number }) => {
      const { rows, total } = await vehicleRowsPage(from, columns, where, orderBy, page);
      return { rows: rows as Row[], total };
    },
    followed: async (uid: string, limit: number) =>
      (await followedVehicleRows(from, follows, columns, uid, limit)) as Row[],
    brands: (where: SQL) => brandsOf(from, where),
  };
}
