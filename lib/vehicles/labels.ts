import type { VehicleCardFields } from "@/lib/vehicles/types";

/** How a vehicle is named on cards, orders and staff lists: "2021 Honda CBR650R". */
export const vehicleTitle = (v: { year: number; brand: string; model: string }) => `${v.year} ${v.brand} ${v.model}`;

/** The card fields every catalogue card (auction or Hemen Al) shows, from a card query row. */
export function vehicleCardFields(row: Omit<VehicleCardFields, "title">): VehicleCardFields {
  return {
    id: row.id,
    title: vehicleTitle(row),
    brand: row.brand,
    model: row.model,
    year: row.year,
    km: row.km,
    engineCc: row.engineCc,
    city: row.city,
    photo: row.photo,
  };
}

/** What the browser shows when this domain's data could not be loaded. */
export const VEHICLE_LOAD_ERRORS = {
  list: "Araçlar yüklenemedi.",
} as const;
