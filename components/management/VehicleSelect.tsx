import { useCallback, useState } from "react";
import { SelectField } from "@/components/ui/Field";
import { handleError } from "@/lib/errors";
import { useRead, withQuery } from "@/lib/clientData";
import type { VehicleUse } from "@/lib/vehicles/rules";
import { vehicleBusyReason } from "@/lib/vehicles/labels";

export type VehicleOption = VehicleUse & {
  id: number;
  year: number;
  brand: string;
  model: string;
  plate: string;
  /** What the server says is missing to go live (PRODUCT §8.3); empty when complete. */
  missingForLive: string[];
};

/** The vehicles staff may put on sale, fetched when a new auction or listing form opens. */
export function useVehicleOptions() {
  const [wanted, setWanted] = useState(false);
  const { data, mutate } = useRead<{ items: VehicleOption[] }>(
    wanted ? withQuery("/api/management/vehicles", { pageSize: 100 }) : null,
    { onError: (error) => handleError(error, "Araç listesi yüklenemedi.") },
  );
  // The first call turns the read on; later ones (the form opened again) fetch the list anew.
  const loadVehicles = useCallback(async () => {
    setWanted(true);
    await mutate();
  }, [mutate]);
  return { vehicles: data?.items ?? [], loadVehicles };
}

/** Vehicle picker of the new auction and new listing forms; busy vehicles are shown but disabled. */
export function VehicleSelect({
  vehicles,
  value,
  onChange,
  error,
}: {
  vehicles: VehicleOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="Araç"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint="Açık ihalesi, Hemen Al ilanı veya siparişi olan ya da kimlik bilgileri eksik araç seçilemez; nedeni yanında yazar."
    >
      <option value="">Araç seçin</option>
      {vehicles.map((v) => {
        // The server refuses these too; the picker says why before staff try.
        const busy =
          vehicleBusyReason(v) ?? (v.missingForLive.length > 0 ? `eksik: ${v.missingForLive.join(", ")}` : null);
        return (
          <option key={v.id} value={v.id} disabled={busy !== null}>
            #{v.id} {v.year} {v.brand} {v.model} ({v.plate}){busy ? ` — ${busy}` : ""}
          </option>
        );
      })}
    </SelectField>
  );
}
