import type { SetVehicleField, VehicleForm } from "@/components/auctions/management/vehicleForm";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import type { FieldErrors } from "@/lib/formErrors";

const DETAIL_SUGGESTIONS = [
  "Motor",
  "Şanzıman ve debriyaj",
  "Fren sistemi",
  "Lastikler",
  "Kaporta",
  "Elektrik aksamı",
  "Tramer kaydı",
  "Muayene",
];

/** The inspection summary: a heading and a result per row; rows are fixed while the vehicle is locked. */
export function VehicleDetailRows({
  details,
  set,
  fields,
  locked,
}: {
  details: VehicleForm["details"];
  set: SetVehicleField;
  fields: FieldErrors;
  locked: boolean;
}) {
  const edit = (i: number, part: "key" | "value", value: string) =>
    set(
      "details",
      details.map((x, j) => (j === i ? { ...x, [part]: value } : x)),
    );
  const cell = `rounded-lg border border-neutral-300 px-3 py-2 text-sm ${locked ? "bg-neutral-100 text-neutral-600" : ""}`;

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-neutral-900">Ekspertiz özeti</legend>
      <datalist id="detail-keys">
        {DETAIL_SUGGESTIONS.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
      <ul className="space-y-2">
        {details.map((d, i) => (
          <li key={i} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] gap-2">
            <input
              aria-label={`Ekspertiz başlığı ${i + 1}`}
              list="detail-keys"
              value={d.key}
              onChange={(e) => edit(i, "key", e.target.value)}
              readOnly={locked}
              className={cell}
              placeholder="Başlık"
            />
            <input
              aria-label={`Ekspertiz değeri ${i + 1}`}
              value={d.value}
              onChange={(e) => edit(i, "value", e.target.value)}
              readOnly={locked}
              className={cell}
              placeholder="Sonuç"
            />
            {locked ? (
              <span className="w-8" />
            ) : (
              <button
                type="button"
                onClick={() =>
                  set(
                    "details",
                    details.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Satır ${i + 1} sil`}
                className="rounded-lg px-2 text-neutral-500 hover:bg-neutral-100"
              >
                <Icon name="close" className="h-4 w-4" />
              </button>
            )}
            {(fields[`details.${i}.key`] || fields[`details.${i}.value`]) && (
              <p className="col-span-3 text-sm text-red-600">
                {fields[`details.${i}.key`] ?? fields[`details.${i}.value`]}
              </p>
            )}
          </li>
        ))}
      </ul>
      {!locked && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => set("details", [...details, { key: "", value: "" }])}
        >
          Satır ekle
        </Button>
      )}
    </fieldset>
  );
}
