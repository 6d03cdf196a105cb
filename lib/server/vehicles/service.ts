import type { VehicleInput } from "@/lib/auctions/schemas";
import type { Paged } from "@/lib/paging";
import type { ManagedVehicle } from "@/lib/vehicles/types";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/vehicles/queries";
import type { VehicleCommitments, VehicleRow } from "@/lib/server/vehicles/queries";
import { AppError } from "@/lib/server/errors";
import { lockedChanges, NO_USE, VEHICLE_FIELD_LABELS, vehicleLockReason, type VehicleUse } from "@/lib/vehicles/rules";

export type { ManagedVehicle };

const notFoundMessage = "Araç bulunamadı.";

function toManaged(row: VehicleRow, use: VehicleUse = NO_USE, ownRecord = false): ManagedVehicle {
  const { createdBy: _createdBy, ...rest } = row;
  return {
    ...rest,
    ...use,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lockReason: vehicleLockReason(use),
    ownRecord,
  };
}

export async function listVehicles(
  viewer: StaffMember,
  query: { q?: string; page: number; pageSize: number },
): Promise<Paged<ManagedVehicle>> {
  const { rows, total } = await q.listVehicles(query, viewer.uid);
  return {
    items: rows.map((r) => toManaged(r.vehicle, r.use, r.ownRecord)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getVehicle(viewer: StaffMember, id: number): Promise<{ vehicle: ManagedVehicle }> {
  const row = await q.findVehicleWithUse(getDb(), id);
  if (!row) throw new AppError("not_found", notFoundMessage);
  const ownRecord = (await q.vehiclePartiesAmong(getDb(), id, viewer.uid)).length > 0;
  return { vehicle: toManaged(row.vehicle, row.use, ownRecord) };
}

export async function createVehicle(staff: StaffMember, input: VehicleInput): Promise<{ vehicle: ManagedVehicle }> {
  return getDb().transaction(async (tx) => ({ vehicle: toManaged(await createVehicleTx(tx, staff, input)) }));
}

/** Catalogues a vehicle inside the caller's transaction (also used when a sell request goes on sale). */
export async function createVehicleTx(
  tx: Tx,
  staff: StaffMember,
  input: VehicleInput,
  from?: { sellRequestId: number },
): Promise<VehicleRow> {
  const row = await q.insertVehicle(tx, { ...input, createdBy: staff.uid });
  await recordAudit(tx, {
    staffUid: staff.uid,
    action: "vehicle.create",
    targetType: "vehicle",
    targetId: row.id,
    details: { brand: row.brand, model: row.model, plate: row.plate, ...from },
  });
  return row;
}

export async function updateVehicle(
  staff: StaffMember,
  id: number,
  input: VehicleInput,
): Promise<{ vehicle: ManagedVehicle }> {
  return getDb().transaction(async (tx) => {
    // The row lock auction and listing creation take, so a vehicle cannot go live between this check and the update.
    await q.lockVehicle(tx, id);
    const found = await q.findVehicleWithUse(tx, id);
    if (!found) throw new AppError("not_found", notFoundMessage);
    assertNotOwnRecord(staff, "vehicle", await q.vehiclePartiesAmong(tx, id, staff.uid));
    const { vehicle: before, use } = found;
    const reason = vehicleLockReason(use);
    if (reason) {
      const locked = lockedChanges(before, input);
      if (locked.length > 0) {
        const names = locked.map((k) => VEHICLE_FIELD_LABELS[k]);
        const message = `${reason} Şu alanlar değiştirilemez: ${names.join(", ")}.`;
        throw new AppError("conflict", message, Object.fromEntries(locked.map((k) => [k, "Bu alan şu an kilitli."])));
      }
    }
    const row = (await q.updateVehicle(tx, id, input))!;
    const changed = Object.fromEntries(
      Object.keys(input)
        .filter((k) => JSON.stringify(before[k as keyof VehicleRow]) !== JSON.stringify(row[k as keyof VehicleRow]))
        .map((k) => [k, { from: before[k as keyof VehicleRow], to: row[k as keyof VehicleRow] }]),
    );
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "vehicle.update",
      targetType: "vehicle",
      targetId: id,
      details: { changed },
    });
    return { vehicle: toManaged(row, use) };
  });
}

/** Only a vehicle that never went to auction may be deleted: bids and orders refer to it. */
export async function deleteVehicle(staff: StaffMember, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    // The row lock auction, listing and sell-request steps take: none can start using it meanwhile.
    await q.lockVehicle(tx, id);
    const vehicle = await q.findVehicle(tx, id);
    if (!vehicle) throw new AppError("not_found", notFoundMessage);
    const refs = await q.vehicleReferences(tx, id);
    if (refs.auctions > 0) throw new AppError("conflict", "İhaleye çıkmış bir araç silinemez.");
    if (refs.listings > 0) throw new AppError("conflict", "Hemen Al'da satışa çıkmış bir araç silinemez.");
    // A listed sell request keeps a reference to its vehicle (the delete answered 500 on the foreign key).
    if (refs.listedSellRequests > 0)
      throw new AppError("conflict", "Borsa'da Sat başvurusuyla yayına alınmış bir araç silinemez.");
    await q.deleteVehicle(tx, id);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "vehicle.delete",
      targetType: "vehicle",
      targetId: id,
      details: { brand: vehicle.brand, model: vehicle.model, plate: vehicle.plate },
    });
  });
}

// ---------------------------------------------------------------- for the auction and Hemen Al services

export type { VehicleRow, VehicleCommitments };

/** The catalogue row of a vehicle, read through the caller's transaction or the pool. */
export function findVehicle(db: Tx | ReturnType<typeof getDb>, id: number): Promise<VehicleRow | undefined> {
  return q.findVehicle(db, id);
}

/**
 * Takes a vehicle's row lock for offering it (an auction or a listing) and answers what it is
 * committed to; null when it does not exist. The same lock both creations take, so an auction and a
 * listing cannot be opened for one vehicle at once.
 */
export async function lockVehicleForSale(
  tx: Tx,
  id: number,
): Promise<{ vehicle: VehicleRow; commitments: VehicleCommitments } | null> {
  const vehicle = await q.findVehicle(tx, id);
  if (!vehicle) return null;
  await q.lockVehicle(tx, id);
  const commitments = await q.vehicleCommitments(tx, id);
  // A vehicle whose title went to a buyer at the noter (PRODUCT §7.2) counts as sold for good.
  if (vehicle.leftStockAt) commitments.liveOrders = Math.max(1, commitments.liveOrders);
  return { vehicle, commitments };
}

/** The title went to a buyer at the noter (PRODUCT §7.2): the vehicle leaves stock and is never offered again. */
export async function markVehicleLeftStock(tx: Tx, id: number): Promise<void> {
  await q.setVehicleLeftStock(tx, id);
}
