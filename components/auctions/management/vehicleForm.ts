import type { ManagedVehicle } from "@/lib/vehicles/types";
import { vehicleSpecsOf } from "@/lib/vehicles/labels";

/** The editor's values: a managed vehicle's editable fields (no id while creating). */
export type VehicleForm = Pick<
  ManagedVehicle,
  | "brand"
  | "model"
  | "year"
  | "km"
  | "engineCc"
  | "city"
  | "colour"
  | "plate"
  | "description"
  | "details"
  | "photos"
  | "vin"
  | "engineNumber"
  | "registrationSerial"
> & { id?: number; eidsReference: string };

/** The editor's values of a stored vehicle (the EİDS reference from its record). */
export const vehicleFormOf = (v: ManagedVehicle): VehicleForm => ({
  id: v.id,
  ...vehicleSpecsOf(v),
  colour: v.colour,
  plate: v.plate,
  description: v.description,
  details: v.details,
  photos: v.photos,
  vin: v.vin,
  engineNumber: v.engineNumber,
  registrationSerial: v.registrationSerial,
  eidsReference: v.eids?.reference ?? "",
});

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
  vin: "",
  engineNumber: "",
  registrationSerial: "",
  eidsReference: "",
};

/** Sets one field of the form. */
export type SetVehicleField = <K extends keyof VehicleForm>(key: K, value: VehicleForm[K]) => void;
