import { useVehicleEditor } from "@/components/auctions/management/useVehicleEditor";
import { VehicleDetailRows } from "@/components/auctions/management/VehicleDetailRows";
import { VehicleFields } from "@/components/auctions/management/VehicleFields";
import {
  VehicleIdentityFields,
  type VehicleIdentityState,
} from "@/components/auctions/management/VehicleIdentityFields";
import type { VehicleForm } from "@/components/auctions/management/vehicleForm";
import { VehiclePhotos } from "@/components/auctions/management/VehiclePhotos";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { LOCKED_VEHICLE_FIELDS } from "@/lib/vehicles/rules";
import { VEHICLE_FIELD_LABELS } from "@/lib/vehicles/labels";

const LOCKED_TEXT = `${LOCKED_VEHICLE_FIELDS.map((k) => VEHICLE_FIELD_LABELS[k]).join(", ")} değiştirilemez. Açıklama düzeltilebilir, fotoğraf eklenebilir ve sırası değiştirilebilir; yayındaki fotoğraflar kaldırılamaz.`;

/**
 * Create or edit a vehicle: fields, inspection rows and photos (uploaded one by one to the upload
 * endpoint). With `lockReason` (a live auction, an open listing or an order; lib/vehicles/rules.ts) the
 * bidding-relevant fields are read-only; the server refuses them anyway.
 */
export function VehicleEditor({
  initial,
  lockReason = null,
  identity = null,
  onSaved,
  onCancel,
}: {
  initial: VehicleForm;
  lockReason?: string | null;
  identity?: VehicleIdentityState | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { form, set, fields, saving, uploading, fileInput, upload, movePhoto, submit } = useVehicleEditor(
    initial,
    onSaved,
  );
  const locked = lockReason !== null;

  return (
    <form onSubmit={submit} className="space-y-6" noValidate aria-label={form.id ? "Aracı düzenle" : "Yeni araç"}>
      {lockReason && (
        <div
          role="note"
          aria-label="Kilitli alanlar"
          className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <Icon name="lock" className="mt-0.5 h-5 w-5 flex-none" />
          <p>
            <strong className="font-semibold">{lockReason}</strong> {LOCKED_TEXT}
          </p>
        </div>
      )}
      <VehicleFields form={form} set={set} fields={fields} locked={locked} />
      <VehicleIdentityFields form={form} set={set} fields={fields} state={identity} />
      <VehicleDetailRows details={form.details} set={set} fields={fields} locked={locked} />
      <VehiclePhotos
        photos={form.photos}
        published={initial.photos}
        locked={locked}
        set={set}
        movePhoto={movePhoto}
        uploading={uploading}
        fileInput={fileInput}
        upload={upload}
        error={fields.photos}
      />

      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={saving} disabled={uploading > 0}>
          {form.id ? "Değişiklikleri kaydet" : "Aracı ekle"}
        </Button>
      </div>
    </form>
  );
}
