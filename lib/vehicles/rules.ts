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

export const VEHICLE_FIELD_LABELS: Record<LockedVehicleField | "photos", string> = {
  brand: "Marka",
  model: "Model",
  year: "Model yılı",
  km: "Kilometre",
  engineCc: "Motor hacmi",
  city: "Şehir",
  colour: "Renk",
  plate: "Plaka",
  details: "Ekspertiz özeti",
  photos: "Yayındaki fotoğraflar",
};

/** Why the vehicle's bidding-relevant fields are locked, or null when they may change. */
export function vehicleLockReason(use: VehicleUse): string | null {
  if (use.openAuctionId !== null && use.auctionLive)
    return `Araç canlı ihalede (İhale #${use.openAuctionId}); teklif verenler bu bilgilere güvendi.`;
  if (use.openListingId !== null)
    return `Araç Hemen Al'da satışta (İlan #${use.openListingId}); alıcılar bu bilgilere güvenir.`;
  if (use.orderId !== null)
    return `Araç satıldı (Sipariş #${use.orderId}); alıcının satın aldığı bilgiler değiştirilemez.`;
  return null;
}

/** Why no new auction or listing can be opened for the vehicle, or null when it can. */
export function vehicleBusyReason(use: VehicleUse): string | null {
  if (use.openAuctionId !== null) return "açık ihalesi var";
  if (use.openListingId !== null) return "Hemen Al ilanı var";
  if (use.orderId !== null) return "satıldı (siparişi var)";
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
