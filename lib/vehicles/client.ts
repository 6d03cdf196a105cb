import { managedList } from "@/lib/clientData";
import type { ManagedVehicle } from "@/lib/vehicles/types";
import { VEHICLE_LOAD_ERRORS } from "@/lib/vehicles/labels";

/** Management › Araçlar: one page of vehicles, optionally searched. */
export const useManagedVehicles = managedList<ManagedVehicle, { q?: string; page: number; pageSize: number }>(
  "/api/management/vehicles",
  VEHICLE_LOAD_ERRORS.list,
);
