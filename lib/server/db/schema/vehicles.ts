import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { serialId, timestamptz, createdAt, updatedAt } from "@/lib/server/db/schema/columns";

export type VehicleDetail = { key: string; value: string };

/** A motorcycle as staff catalogue it (PRODUCT §8.3 listing fields). */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serialId(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    km: integer("km").notNull(),
    engineCc: integer("engine_cc").notNull(),
    city: text("city").notNull(),
    colour: text("colour").notNull().default(""),
    // Stored cleaned (PRODUCT §11.1); only a masked form ever leaves the server publicly.
    plate: text("plate").notNull().default(""),
    description: text("description").notNull().default(""),
    // PRODUCT §8.3: the inspection (ekspertiz) summary as a list of { key, value }.
    details: jsonb("details").$type<VehicleDetail[]>().notNull().default([]),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // PRODUCT §8.3 vehicle identity: what an ad needs before it may go live (lib/vehicles/rules.ts
    // missingForLive). Empty until staff enter them; the VIN is stored upper-case without spaces.
    vin: text("vin").notNull().default(""),
    engineNumber: text("engine_number").notNull().default(""),
    registrationSerial: text("registration_serial").notNull().default(""),
    // Whose vehicle it is: company stock, or consigned by the owner of a Borsa'da Sat request.
    ownership: text("ownership", { enum: ["company", "consigned"] })
      .notNull()
      .default("company"),
    // No foreign key: sell_requests already refers to vehicles (listed_vehicle_id).
    consignedSellRequestId: bigint("consigned_sell_request_id", { mode: "number" }),
    consignorUid: text("consignor_uid"),
    // The EİDS (e-Devlet) ownership verification: the staff member who checked it, when, and the owner's approval reference.
    eidsVerifiedBy: text("eids_verified_by"),
    eidsVerifiedAt: timestamptz("eids_verified_at"),
    eidsReference: text("eids_reference"),
    createdBy: text("created_by"),
    // PRODUCT §7.2: set when the noter transferred the title to a buyer; the vehicle is no longer ours
    // (or the consigning seller's) to sell, whatever becomes of its old auction or listing.
    leftStockAt: timestamptz("left_stock_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vehicles_brand_model_idx").on(t.brand, t.model),
    index("vehicles_city_idx").on(t.city),
    check("vehicles_year_range", sql`${t.year} BETWEEN 1950 AND 2100`),
    check("vehicles_km_range", sql`${t.km} >= 0`),
    check("vehicles_cc_range", sql`${t.engineCc} > 0`),
    check("vehicles_ownership", sql`${t.ownership} IN ('company', 'consigned')`),
    check(
      "vehicles_consignment",
      sql`${t.ownership} = 'company' OR (${t.consignedSellRequestId} IS NOT NULL AND ${t.consignorUid} IS NOT NULL)`,
    ),
    check(
      "vehicles_eids_record",
      sql`(${t.eidsReference} IS NULL) = (${t.eidsVerifiedBy} IS NULL) AND (${t.eidsReference} IS NULL) = (${t.eidsVerifiedAt} IS NULL)`,
    ),
  ],
);
