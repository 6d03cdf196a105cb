/**
 * What a catalogued vehicle is tied to right now, and the two rules that follow from it, shared by
 * the server (the real gate) and the management screens (pickers, the editor's read-only fields).
 */
export type VehicleUse = {
  /** A scheduled or live auction. */
  openAuctionId: number | null;
  /** That auction has started (bids may exist): the public page and the bidders rely on the data. */
  auctionLive: boolean;
  /** An on-sale or reserved Hemen Al listing. */
  openListingId: number | null;
  /** An order that was not cancelled (awaiting payment, paid or completed): the vehicle is sold. */
  orderId: number | null;
};

export const NO_USE: VehicleUse = { openAuctionId: null, auctionLive: false, openListingId: null, orderId: null };

/**
 * The fields a bidder or buyer decides on. While the vehicle is in a live auction, on sale, or sold,
 * these cannot change: a buyer must get what the page showed when they bid or bought. The description
 * may still be corrected and photos added or reordered (more information never hurts a bidder), but a
 * photo already shown may not be removed. Every change, allowed or not, is in the audit log.
 */
export const LOCKED_VEHICLE_FIELDS = [
  "brand",
  "model",
  "year",
  "km",
  "engineCc",
  "city",
  "colour",
  "plate",
  "details",
] as const;
export type LockedVehicleField = (typeof LOCKED_VEHICLE_FIELDS)[number];

/** What holds the vehicle: a live auction, an open Hemen Al listing or an order, with its number. */
export type VehicleHold = { kind: "auction" | "listing" | "order"; id: number };

/** What locks the vehicle's bidding-relevant fields, or null when they may change (texts: labels.ts). */
export function vehicleLock(use: VehicleUse): VehicleHold | null {
  if (use.openAuctionId !== null && use.auctionLive) return { kind: "auction", id: use.openAuctionId };
  if (use.openListingId !== null) return { kind: "listing", id: use.openListingId };
  if (use.orderId !== null) return { kind: "order", id: use.orderId };
  return null;
}

/** What keeps a new auction or listing from being opened for the vehicle, or null when one can be. */
export function vehicleBusy(use: VehicleUse): VehicleHold["kind"] | null {
  if (use.openAuctionId !== null) return "auction";
  if (use.openListingId !== null) return "listing";
  if (use.orderId !== null) return "order";
  return null;
}

type VehicleData = Record<LockedVehicleField, unknown> & { photos: string[] };

/** The locked fields `after` changes compared with `before` (photos: one that was shown is gone). */
export function lockedChanges(before: VehicleData, after: VehicleData): Array<LockedVehicleField | "photos"> {
  const changed: Array<LockedVehicleField | "photos"> = LOCKED_VEHICLE_FIELDS.filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (before.photos.some((p) => !after.photos.includes(p))) changed.push("photos");
  return changed;
}

// ---------------------------------------------------------------- identity (PRODUCT §8.3)

/** A VIN's character values for the ISO 3779 check digit (I, O and Q never occur). */
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [..."ABCDEFGH"]
    .map((c, i) => [c, i + 1] as const)
    .concat(
      [..."JKLMN"].map((c, i) => [c, i + 1] as const),
      [["P", 7]],
      [["R", 9]],
      [..."STUVWXYZ"].map((c, i) => [c, i + 2] as const),
      [..."0123456789"].map((c, i) => [c, i] as const),
    ),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The VIN as stored: upper-case, spaces and dashes dropped. */
export const cleanVin = (vin: string) => vin.replace(/[\s-]/g, "").toUpperCase();

/** The check digit (position 9) a VIN should carry: "0"–"9" or "X". */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((acc, c, i) => acc + (VIN_VALUES[c] ?? 0) * VIN_WEIGHTS[i], 0);
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

/**
 * Makers that use the check digit: every vehicle built for North America (WMI starting 1–5) must
 * carry it; European and Japanese makers building for other markets do not, so a mismatch there is
 * not an error.
 */
export const vinUsesCheckDigit = (vin: string) => /^[1-5]/.test(vin);

export type VinProblem = "length" | "characters" | "checkDigit";

/** What is wrong with a (cleaned) VIN, or null: 17 characters, letters and digits without I, O, Q, and the check digit where the maker uses one. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== 17) return "length";
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return "characters";
  if (vinUsesCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return "checkDigit";
  return null;
}

/** A vehicle's identity as staff enter it (PRODUCT §8.3). */
export type VehicleIdentityFields = {
  vin: string;
  engineNumber: string;
  registrationSerial: string;
  ownership: "company" | "consigned";
  consignedSellRequestId: number | null;
  consignorUid: string | null;
};

/** The identity part of a vehicle that decides whether it may go live. */
export type VehicleIdentity = VehicleIdentityFields & {
  eidsReference: string | null;
  eidsVerifiedBy: string | null;
  eidsVerifiedAt: Date | string | null;
};

export type MissingIdentity = "vin" | "engineNumber" | "registrationSerial" | "ownership" | "eids";

/**
 * What a vehicle still lacks before an auction or a Hemen Al listing of it may go live (PRODUCT
 * §8.3), in a fixed order; empty when it is complete. An invalid VIN counts as missing.
 */
export function missingForLive(v: VehicleIdentity): MissingIdentity[] {
  const missing: MissingIdentity[] = [];
  if (vinProblem(v.vin) !== null) missing.push("vin");
  if (v.engineNumber.trim() === "") missing.push("engineNumber");
  if (v.registrationSerial.trim() === "") missing.push("registrationSerial");
  if (v.ownership === "consigned" && (v.consignedSellRequestId === null || !v.consignorUid)) missing.push("ownership");
  if (!v.eidsReference || !v.eidsVerifiedBy || !v.eidsVerifiedAt) missing.push("eids");
  return missing;
}

/** The identity fields that cannot change while the vehicle is offered (scheduled or live auction, listing) or sold. */
export const IDENTITY_FIELDS = ["vin", "engineNumber", "registrationSerial", "eidsReference"] as const;
