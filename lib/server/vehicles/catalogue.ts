/**
 * The vehicle half of every catalogue card (auctions and Hemen Al) and its filters: column and
 * condition fragments the auction and listing queries compose into their own statements, so no
 * domain's queries.ts imports another's (a query may join the vehicles table, never call vehicles' queries).
 */
import { eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
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
