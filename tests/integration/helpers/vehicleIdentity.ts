import { getDb, schema } from "@/lib/server/db";
import type { VehicleSpecs } from "@/lib/vehicles/types";
/**
 * A full vehicle identity (PRODUCT §8.3): an auction or listing of a vehicle goes live only with it.
 * `identityBody` is what staff send to /api/management/vehicles (the reference records the EİDS
 * verification); `identityRow` is the same written straight to the database by fixtures.
 */
export const TEST_VIN = "ZDMH700AAKB012345";

export const identityBody = () => ({
  vin: TEST_VIN,
  engineNumber: "ZDM937A2-123456",
  registrationSerial: "AB 123456",
  eidsReference: "EIDS-2026-000123",
});

export const identityRow = (verifiedBy = "test-eids-staff") => ({
  vin: TEST_VIN,
  engineNumber: "ZDM937A2-123456",
  registrationSerial: "AB 123456",
  eidsReference: "EIDS-2026-000123",
  eidsVerifiedBy: verifiedBy,
  eidsVerifiedAt: new Date(),
});

let plateCounter = 0;

/**
 * A vehicle written straight to the database with the full identity (identityRow), no photos or spec
 * lines, and a plate of its own: `platePrefix` and a running number (16HRD001, 16HRD002, …).
 */
export async function identifiedVehicle(values: VehicleSpecs & { colour: string }, platePrefix: string) {
  plateCounter++;
  const [vehicle] = await getDb()
    .insert(schema.vehicles)
    .values({
      ...values,
      plate: `${platePrefix}${String(plateCounter).padStart(3, "0")}`,
      photos: [],
      details: [],
      ...identityRow(),
    })
    .returning();
  return vehicle;
}
