import type { VehicleInput } from "@/lib/auctions/schemas";
import type { Paged } from "@/lib/auctions/types";
import { recordAudit } from "./audit";
import type { StaffMember } from "./auth";
import { getDb } from "./db";
import * as q from "./db/auctions";
import type { VehicleRow } from "./db/auctions";
import { countListingsOfVehicle } from "./db/buyNow";
import { AppError } from "./errors";

export type ManagedVehicle = Omit<VehicleRow, "createdAt" | "updatedAt" | "createdBy"> & { createdAt: string; updatedAt: string; openAuctionId: number | null };

const notFoundMessage = "Araç bulunamadı.";

function toManaged(row: VehicleRow, openAuctionId: number | null = null): ManagedVehicle {
  const { createdBy: _createdBy, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), openAuctionId };
}

export async function listVehicles(query: { q?: string; page: number; pageSize: number }): Promise<Paged<ManagedVehicle>> {
  const { rows, total } = await q.listVehicles(query);
  return { items: rows.map((r) => toManaged(r.vehicle, r.openAuctionId)), total, page: query.page, pageSize: query.pageSize };
}

export async function getVehicle(id: number): Promise<{ vehicle: ManagedVehicle }> {
  const row = await q.findVehicle(getDb(), id);
  if (!row) throw new AppError("not_found", notFoundMessage);
  return { vehicle: toManaged(row) };
}

export async function createVehicle(staff: StaffMember, input: VehicleInput): Promise<{ vehicle: ManagedVehicle }> {
  return getDb().transaction(async (tx) => {
    const row = await q.insertVehicle(tx, { ...input, createdBy: staff.uid });
    await recordAudit(tx, { staffUid: staff.uid, action: "vehicle.create", targetType: "vehicle", targetId: row.id, details: { brand: row.brand, model: row.model, plate: row.plate } });
    return { vehicle: toManaged(row) };
  });
}

export async function updateVehicle(staff: StaffMember, id: number, input: VehicleInput): Promise<{ vehicle: ManagedVehicle }> {
  return getDb().transaction(async (tx) => {
    const before = await q.findVehicle(tx, id);
    if (!before) throw new AppError("not_found", notFoundMessage);
    const row = (await q.updateVehicle(tx, id, input))!;
    const changed = Object.fromEntries(
      Object.keys(input)
        .filter((k) => JSON.stringify(before[k as keyof VehicleRow]) !== JSON.stringify(row[k as keyof VehicleRow]))
        .map((k) => [k, { from: before[k as keyof VehicleRow], to: row[k as keyof VehicleRow] }]),
    );
    await recordAudit(tx, { staffUid: staff.uid, action: "vehicle.update", targetType: "vehicle", targetId: id, details: { changed } });
    return { vehicle: toManaged(row) };
  });
}

/** Only a vehicle that never went to auction may be deleted: bids and orders refer to it. */
export async function deleteVehicle(staff: StaffMember, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const vehicle = await q.findVehicle(tx, id);
    if (!vehicle) throw new AppError("not_found", notFoundMessage);
    if ((await q.countAuctionsOfVehicle(tx, id)).total > 0) throw new AppError("conflict", "İhaleye çıkmış bir araç silinemez.");
    if ((await countListingsOfVehicle(tx, id)) > 0) throw new AppError("conflict", "Hemen Al'da satışa çıkmış bir araç silinemez.");
    await q.deleteVehicle(tx, id);
    await recordAudit(tx, { staffUid: staff.uid, action: "vehicle.delete", targetType: "vehicle", targetId: id, details: { brand: vehicle.brand, model: vehicle.model, plate: vehicle.plate } });
  });
}
