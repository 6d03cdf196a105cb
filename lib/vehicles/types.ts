import type { VehicleIdentityFields, VehicleUse } from "@/lib/vehicles/rules";

/** What every vehicle states about itself, on cards, detail pages and sell requests alike. */
export type VehicleSpecs = {
  brand: string;
  model: string;
  year: number;
  km: number;
  engineCc: number;
  city: string;
};

/** What a staff list (auctions, Hemen Al) knows of a row's vehicle: enough to name it and find it. */
export type ManagedVehicleHead = { brand: string; model: string; year: number; plate: string; city: string };

/** The vehicle half of a catalogue card (auction or Hemen Al). */
export type VehicleCardFields = VehicleSpecs & { id: number; title: string; photo: string | null };

export type VehicleDetailEntry = { key: string; value: string };

/** What an auction or Hemen Al detail page shows of its vehicle beyond the card. */
export type PublicVehicleDetail = {
  colour: string;
  plate: string;
  description: string;
  details: VehicleDetailEntry[];
  photos: string[];
  /** The ownership was verified through EİDS (PRODUCT §8.3): the page shows the badge. */
  eidsVerified: boolean;
};

/** GET /api/management/vehicles: a vehicle as staff manage it; `lockReason` says why the bidding-relevant fields cannot change now (rules.ts), or null. */
export type ManagedVehicle = VehicleUse &
  VehicleSpecs &
  /** PRODUCT §8.3 identity; staff-only (never on a public page except the EİDS badge). */
  VehicleIdentityFields & {
    id: number;
    colour: string;
    plate: string;
    description: string;
    details: VehicleDetailEntry[];
    photos: string[];
    eids: { verifiedBy: string; verifiedAt: string; reference: string } | null;
    /** What the vehicle still lacks to go live (rules.ts missingForLive), as Turkish names; empty when complete. */
    missingForLive: string[];
    createdAt: string;
    updatedAt: string;
    lockReason: string | null;
    /** The signed-in staff member bid on, bought or sells it: not editable by them ("Kendi kaydınız"). */
    ownRecord: boolean;
  };
