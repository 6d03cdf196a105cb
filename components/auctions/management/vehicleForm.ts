import type { ManagedVehicle } from "@/lib/vehicles/types";

/** The editor's values: a managed vehicle's editable fields (no id while creating). */
export type VehicleForm = Pick<
  ManagedVehicle,
  "brand" | "model" | "year" | "km" | "engineCc" | "city" | "colour" | "plate" | "description" | "details" | "photos"
> & { id?: number };

export const EMPTY_VEHICLE: VehicleForm = {
  brand: "",
  model: "",
  year: new Date().getFullYear(),
  km: 0,
  engineCc: 125,
  city: "İstanbul",
  colour: "",
  plate: "",
  description: "",
  details: [{ key: "Motor", value: "" }],
  photos: [],
};

/** Sets one field of the form. */
export type SetVehicleField = <K extends keyof VehicleForm>(key: K, value: VehicleForm[K]) => void;
