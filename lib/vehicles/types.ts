import type { VehicleUse } from "@/lib/vehicles/rules";

/** The vehicle half of a catalogue card (auction or Hemen Al). */
export type VehicleCardFields = {
  id: number;
  title: string;
  brand: string;
  model: string;
  year: number;
  km: number;
  engineCc: number;
  city: string;
  photo: string | null;
};

export type VehicleDetailEntry = { key: string; value: string };

/** GET /api/management/vehicles: a vehicle as staff manage it; `lockReason` says why the bidding-relevant fields cannot change now (rules.ts), or null. */
export type ManagedVehicle = VehicleUse & {
  id: number;
  brand: string;
  model: string;
  year: number;
  km: number;
  engineCc: number;
  city: string;
  colour: string;
  plate: string;
  description: string;
  details: VehicleDetailEntry[];
  photos: string[];
  createdAt: string;
  updatedAt: string;
  lockReason: string | null;
  /** The signed-in staff member bid on, bought or sells it: not editable by them ("Kendi kaydınız"). */
  ownRecord: boolean;
};
