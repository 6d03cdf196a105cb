import { Icon } from "@/components/ui/Icon";
import type { VehicleDetailEntry, VehicleSpecs } from "@/lib/vehicles/types";
import { formatNumber } from "@/lib/format";

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-neutral-50 px-3 py-2.5 ring-1 ring-neutral-200">
      <dt className="text-xs text-neutral-500">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

export type VehicleFacts = VehicleSpecs & {
  vehicle: {
    colour: string;
    plate: string;
    description: string;
    details: VehicleDetailEntry[];
    eidsVerified?: boolean;
  };
};

/** The vehicle facts and the inspection (ekspertiz) summary; shared by auction and buy-now pages. */
export function VehicleDetails({ item }: { item: VehicleFacts }) {
  const v = item.vehicle;
  return (
    <>
      <section
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6"
        aria-labelledby="ozellikler"
      >
        <h2 id="ozellikler" className="text-lg font-bold">
          Araç bilgileri
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Spec label="Marka" value={item.brand} />
          <Spec label="Model" value={item.model} />
          <Spec label="Model yılı" value={String(item.year)} />
          <Spec label="Kilometre" value={`${formatNumber(item.km)} km`} />
          <Spec label="Motor hacmi" value={`${item.engineCc} cc`} />
          <Spec label="Renk" value={v.colour || "—"} />
          <Spec label="Şehir" value={item.city} />
          <Spec label="Plaka" value={v.plate || "—"} />
        </dl>
        {v.description && <p className="mt-5 whitespace-pre-line leading-relaxed text-neutral-700">{v.description}</p>}
      </section>

      {v.details.length > 0 && (
        <section
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 sm:p-6"
          aria-labelledby="ekspertiz"
        >
          <h2 id="ekspertiz" className="flex items-center gap-2 text-lg font-bold">
            <Icon name="shield" className="h-5 w-5 text-brand-600" />
            Ekspertiz özeti
          </h2>
          <dl className="mt-4 divide-y divide-neutral-100">
            {v.details.map((d) => (
              <div key={d.key} className="grid gap-1 py-2.5 sm:grid-cols-[200px_minmax(0,1fr)]">
                <dt className="text-sm font-medium text-neutral-500">{d.key}</dt>
                <dd className="text-sm font-semibold text-neutral-900">{d.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
