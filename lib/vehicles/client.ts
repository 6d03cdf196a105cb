import { useManagedPage } from "@/lib/clientData";
import type { ManagedVehicle } from "@/lib/vehicles/types";
import { VEHICLE_LOAD_ERRORS } from "@/lib/vehicles/labels";

/** Management › Araçlar: one page of vehicles, optionally searched. */
export function useManagedVehicles(
  query: { q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<ManagedVehicle>("/api/management/vehicles", query, VEHICLE_LOAD_ERRORS.list, onPastEnd);
}
