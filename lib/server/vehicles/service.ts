import type { VehicleInput } from "@/lib/auctions/schemas";
import { pageOf, type Paged } from "@/lib/paging";
import type { ManagedVehicle } from "@/lib/vehicles/types";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/vehicles/queries";
import type { VehicleCommitments, VehicleRow } from "@/lib/server/vehicles/queries";
import { AppError } from "@/lib/server/errors";
import { IDENTITY_FIELDS, lockedChanges, missingForLive, NO_USE, type VehicleUse } from "@/lib/vehicles/rules";
import {
  VEHICLE_ERRORS,
  VEHICLE_FIELD_LABELS,
  vehicleBusyReason,
  vehicleIdentityLabels,
  vehicleLockReason,
} from "@/lib/vehicles/labels";

export type { ManagedVehicle };

function toManaged(row: VehicleRow, use: VehicleUse = NO_USE, ownRecord = false): ManagedVehicle {
  const { createdBy: _createdBy, eidsVerifiedBy, eidsVerifiedAt, eidsReference, ...rest } = row;
  return {
    ...rest,
    ...use,
    eids:
      eidsVerifiedBy && eidsVerifiedAt && eidsReference
        ? { verifiedBy: eidsVerifiedBy, verifiedAt: eidsVerifiedAt.toISOString(), reference: eidsReference }
        : null,
    missingForLive: missingForLive(row).map((m) => vehicleIdentityLabels.missing[m]),
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
  return pageOf(
    rows.map((r) => toManaged(r.vehicle, r.use, r.ownRecord)),
    total,
    query,
  );
}

export async function getVehicle(viewer: StaffMember, id: number): Promise<{ vehicle: ManagedVehicle }> {
  const row = await q.findVehicleWithUse(getDb(), id);
  if (!row) throw new AppError("not_found", VEHICLE_ERRORS.notFound);
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
  from?: { sellRequestId: number; ownerUid: string },
): Promise<VehicleRow> {
  const { eidsReference, ...values } = input;
  const consignment = from
    ? { ownership: "consigned" as const, consignedSellRequestId: from.sellRequestId, consignorUid: from.ownerUid }
    : {};
  // Catalogued with an EİDS reference: the creating staff member is the one who verified it, and
  // the creation's audit row carries the reference (one row per step, as the sell-request log shows).
  const eids = eidsReference ? { eidsReference, eidsVerifiedBy: staff.uid, eidsVerifiedAt: new Date() } : {};
  const row = await q.insertVehicle(tx, { ...values, ...consignment, ...eids, createdBy: staff.uid });
  await recordAudit(tx, {
    staffUid: staff.uid,
    action: "vehicle.create",
    targetType: "vehicle",
    targetId: row.id,
    details: {
      brand: row.brand,
      model: row.model,
      plate: row.plate,
      ...(from && { sellRequestId: from.sellRequestId }),
      ...(eidsReference && { eidsReference }),
    },
  });
  return row;
}

/**
 * Records the EİDS ownership verification (PRODUCT §8.3): the staff member who checked the owner's
 * e-Devlet approval, now, and its reference. Audited on its own so the log answers "who verified".
 */
async function recordEids(tx: Tx, staff: StaffMember, row: VehicleRow, reference: string): Promise<VehicleRow> {
  const updated = (await q.updateVehicle(tx, row.id, {
    eidsReference: reference,
    eidsVerifiedBy: staff.uid,
    eidsVerifiedAt: new Date(),
  }))!;
  await recordAudit(tx, {
    staffUid: staff.uid,
    action: "vehicle.eids",
    targetType: "vehicle",
    targetId: row.id,
    details: { reference, previous: row.eidsReference },
  });
  return updated;
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
    if (!found) throw new AppError("not_found", VEHICLE_ERRORS.notFound);
    assertNotOwnRecord(staff, "vehicle", await q.vehiclePartiesAmong(tx, id, staff.uid));
    const { vehicle: before, use } = found;
    // Identity is what the go-live check passed on: it stays while the vehicle is offered (even a
    // scheduled auction, so its start never finds it missing) or sold (PRODUCT §8.3).
    const busy = vehicleBusyReason(use);
    const identityChanged = IDENTITY_FIELDS.filter((k) => input[k] !== undefined && input[k] !== (before[k] ?? ""));
    if (busy && identityChanged.length > 0) {
      const message = vehicleIdentityLabels.identityLocked(VEHICLE_ERRORS.inUse(busy));
      throw new AppError("conflict", message, Object.fromEntries(identityChanged.map((k) => [k, message])));
    }
    const reason = vehicleLockReason(use);
    if (reason) {
      const locked = lockedChanges(before, input);
      if (locked.length > 0) {
        const names = locked.map((k) => VEHICLE_FIELD_LABELS[k]);
        const message = VEHICLE_ERRORS.lockedFields(reason, names);
        throw new AppError("conflict", message, Object.fromEntries(locked.map((k) => [k, VEHICLE_ERRORS.fieldLocked])));
      }
    }
    const { eidsReference, ...values } = input;
    let row = (await q.updateVehicle(tx, id, values))!;
    const changed = Object.fromEntries(
      Object.keys(values)
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
    if (eidsReference !== undefined && eidsReference !== (before.eidsReference ?? "")) {
      if (eidsReference === "")
        throw new AppError("validation", vehicleIdentityLabels.eidsReference, {
          eidsReference: vehicleIdentityLabels.eidsReference,
        });
      row = await recordEids(tx, staff, row, eidsReference);
    }
    return { vehicle: toManaged(row, use) };
  });
}

/** Only a vehicle that never went to auction may be deleted: bids and orders refer to it. */
export async function deleteVehicle(staff: StaffMember, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    // The row lock auction, listing and sell-request steps take: none can start using it meanwhile.
    await q.lockVehicle(tx, id);
    const vehicle = await q.findVehicle(tx, id);
    if (!vehicle) throw new AppError("not_found", VEHICLE_ERRORS.notFound);
    const refs = await q.vehicleReferences(tx, id);
    if (refs.auctions > 0) throw new AppError("conflict", VEHICLE_ERRORS.deleteAuctioned);
    if (refs.listings > 0) throw new AppError("conflict", VEHICLE_ERRORS.deleteListed);
    // A listed sell request keeps a reference to its vehicle (the delete answered 500 on the foreign key).
    if (refs.listedSellRequests > 0) throw new AppError("conflict", VEHICLE_ERRORS.deleteSellRequest);
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
async function lockVehicleForSale(
  tx: Tx,
  id: number,
): Promise<{ vehicle: VehicleRow; commitments: VehicleCommitments } | null> {
  if (!(await q.findVehicle(tx, id))) return null;
  await q.lockVehicle(tx, id);
  // Read again under the lock: the identity checked below is what the offer goes live with.
  const vehicle = (await q.findVehicle(tx, id))!;
  const commitments = await q.vehicleCommitments(tx, id);
  // A vehicle whose title went to a buyer at the noter (PRODUCT §7.2) counts as sold for good.
  if (vehicle.leftStockAt) commitments.liveOrders = Math.max(1, commitments.liveOrders);
  return { vehicle, commitments };
}

/**
 * The vehicle a new auction or Hemen Al listing goes live with, under its row lock (two staff
 * opening one for the same vehicle at once queue on it): refused while another auction or listing of
 * it is open or it is sold (an order not cancelled: the buyer's), and checked ready to go live.
 */
export async function lockVehicleForNewSale(
  tx: Tx,
  id: number,
  refusals: { notFound: () => AppError; openAuction: string; openListing: string; sold: string },
): Promise<VehicleRow> {
  const found = await lockVehicleForSale(tx, id);
  if (!found) throw refusals.notFound();
  const { vehicle, commitments } = found;
  if (commitments.openAuctions > 0) throw new AppError("conflict", refusals.openAuction);
  if (commitments.openListings > 0) throw new AppError("conflict", refusals.openListing);
  if (commitments.liveOrders > 0) throw new AppError("conflict", refusals.sold);
  assertReadyToGoLive(vehicle);
  return vehicle;
}

/** The title went to a buyer at the noter (PRODUCT §7.2): the vehicle leaves stock and is never offered again. */
export async function markVehicleLeftStock(tx: Tx, id: number): Promise<void> {
  await q.setVehicleLeftStock(tx, id);
}

/**
 * The go-live gate (PRODUCT §8.3): an auction (created live or scheduled) or a Hemen Al listing
 * needs the vehicle's full identity and EİDS record; the refusal names exactly what is missing.
 * A scheduled auction is checked at creation, and updateVehicle keeps the identity of an offered
 * vehicle fixed, so its start never meets a vehicle without them.
 */
export function assertReadyToGoLive(vehicle: VehicleRow): void {
  const missing = missingForLive(vehicle);
  if (missing.length === 0) return;
  const message = vehicleIdentityLabels.notReady(missing);
  throw new AppError("conflict", message, { vehicleId: message });
}

/** Records that a vehicle is consigned by a Borsa'da Sat request's owner (a request linked to an auction or listing staff opened). */
export async function recordConsignment(
  tx: Tx,
  vehicleId: number,
  from: { sellRequestId: number; ownerUid: string },
): Promise<void> {
  await q.updateVehicle(tx, vehicleId, {
    ownership: "consigned",
    consignedSellRequestId: from.sellRequestId,
    consignorUid: from.ownerUid,
  });
}
