import Image from "next/image";
import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useSaveForm } from "@/components/management/useSaveForm";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { PROVINCES } from "@/lib/provinces";
import { LOCKED_VEHICLE_FIELDS, VEHICLE_FIELD_LABELS } from "@/lib/vehicles/rules";
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

const LOCKED_TEXT = `${LOCKED_VEHICLE_FIELDS.map((k) => VEHICLE_FIELD_LABELS[k]).join(", ")} değiştirilemez. Açıklama düzeltilebilir, fotoğraf eklenebilir ve sırası değiştirilebilir; yayındaki fotoğraflar kaldırılamaz.`;

/**
 * Create or edit a vehicle: fields, inspection rows and photos (uploaded one by one to the upload
 * endpoint). With `lockReason` (a live auction, an open listing or an order; lib/vehicles/rules.ts) the
 * bidding-relevant fields are read-only; the server refuses them anyway.
 */
export function VehicleEditor({
  initial,
  lockReason = null,
  onSaved,
  onCancel,
}: {
  initial: VehicleForm;
  lockReason?: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<VehicleForm>(initial);
  const locked = lockReason !== null;
  const lockedProps = locked
    ? { readOnly: true, "aria-readonly": true, className: "!bg-neutral-100 !text-neutral-600", hint: "Kilitli" }
    : {};
  const { fields, saving, save } = useSaveForm();
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof VehicleForm>(key: K, value: VehicleForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const upload = async (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files)) {
      setUploading((n) => n + 1);
      try {
        const { url } = await http.post<{ url: string }>("/api/management/uploads?purpose=vehicle", file, {
          headers: { "Content-Type": file.type || "application/octet-stream" },
        });
        setForm((f) => ({ ...f, photos: [...f.photos, url] }));
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const movePhoto = (index: number, delta: number) =>
    setForm((f) => {
      const photos = [...f.photos];
      const target = index + delta;
      if (target < 0 || target >= photos.length) return f;
      [photos[index], photos[target]] = [photos[target], photos[index]];
      return { ...f, photos };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { id, ...body } = form;
    const payload = { ...body, details: body.details.filter((d) => d.key.trim() || d.value.trim()) };
    void save(
      () => (id ? http.put(`/api/management/vehicles/${id}`, payload) : http.post("/api/management/vehicles", payload)),
      id ? "Araç güncellendi." : "Araç eklendi.",
      onSaved,
    );
  };

  const num = (v: string) => (v === "" ? 0 : Number(v));

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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Marka"
          value={form.brand}
          onChange={(e) => set("brand", e.target.value)}
          error={fields.brand}
          required
          {...lockedProps}
        />
        <TextField
          label="Model"
          value={form.model}
          onChange={(e) => set("model", e.target.value)}
          error={fields.model}
          required
          {...lockedProps}
        />
        <TextField
          label="Plaka"
          value={form.plate}
          onChange={(e) => set("plate", e.target.value)}
          error={fields.plate}
          placeholder="34 ABC 123"
          hint={locked ? "Kilitli" : "Sitede yalnızca maskeli gösterilir."}
          required
          {...(locked ? { readOnly: true, "aria-readonly": true, className: "!bg-neutral-100 !text-neutral-600" } : {})}
        />
        <TextField
          label="Model yılı"
          type="number"
          value={form.year}
          onChange={(e) => set("year", num(e.target.value))}
          error={fields.year}
          {...lockedProps}
        />
        <TextField
          label="Kilometre"
          type="number"
          value={form.km}
          onChange={(e) => set("km", num(e.target.value))}
          error={fields.km}
          {...lockedProps}
        />
        <TextField
          label="Motor hacmi (cc)"
          type="number"
          value={form.engineCc}
          onChange={(e) => set("engineCc", num(e.target.value))}
          error={fields.engineCc}
          {...lockedProps}
        />
        <SelectField
          label="Şehir"
          value={form.city}
          onChange={(e) => set("city", e.target.value)}
          error={fields.city}
          disabled={locked}
          hint={locked ? "Kilitli" : undefined}
        >
          {PROVINCES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </SelectField>
        <TextField
          label="Renk"
          value={form.colour}
          onChange={(e) => set("colour", e.target.value)}
          error={fields.colour}
          {...lockedProps}
        />
      </div>
      <div>
        <label htmlFor="v-description" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Açıklama
        </label>
        <textarea
          id="v-description"
          rows={4}
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          className="block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        {fields.description && <p className="mt-1.5 text-sm text-red-600">{fields.description}</p>}
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-bold text-neutral-900">Ekspertiz özeti</legend>
        <datalist id="detail-keys">
          {DETAIL_SUGGESTIONS.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <ul className="space-y-2">
          {form.details.map((d, i) => (
            <li key={i} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] gap-2">
              <input
                aria-label={`Ekspertiz başlığı ${i + 1}`}
                list="detail-keys"
                value={d.key}
                onChange={(e) =>
                  set(
                    "details",
                    form.details.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)),
                  )
                }
                readOnly={locked}
                className={`rounded-lg border border-neutral-300 px-3 py-2 text-sm ${locked ? "bg-neutral-100 text-neutral-600" : ""}`}
                placeholder="Başlık"
              />
              <input
                aria-label={`Ekspertiz değeri ${i + 1}`}
                value={d.value}
                onChange={(e) =>
                  set(
                    "details",
                    form.details.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                  )
                }
                readOnly={locked}
                className={`rounded-lg border border-neutral-300 px-3 py-2 text-sm ${locked ? "bg-neutral-100 text-neutral-600" : ""}`}
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
                      form.details.filter((_, j) => j !== i),
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
            onClick={() => set("details", [...form.details, { key: "", value: "" }])}
          >
            Satır ekle
          </Button>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-bold text-neutral-900">Fotoğraflar</legend>
        <p className="mb-3 text-sm text-neutral-500">
          JPEG, PNG veya WebP; en fazla 8 MB. İlk fotoğraf kapak olarak kullanılır.
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {form.photos.map((photo, i) => (
            <li key={photo} className="overflow-hidden rounded-lg ring-1 ring-neutral-200">
              <div className="relative aspect-[3/2] bg-neutral-900">
                <Image src={photo} alt={`Fotoğraf ${i + 1}`} fill sizes="160px" className="object-cover" />
                {i === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                    Kapak
                  </span>
                )}
              </div>
              <div className="flex justify-between bg-white text-neutral-600">
                <button
                  type="button"
                  className="px-2 py-1 hover:bg-neutral-100 disabled:opacity-30"
                  onClick={() => movePhoto(i, -1)}
                  disabled={i === 0}
                  aria-label={`Fotoğraf ${i + 1} sola`}
                >
                  ‹
                </button>
                {locked && initial.photos.includes(photo) ? (
                  <span className="px-2 py-1 text-xs text-neutral-500">Yayında</span>
                ) : (
                  <button
                    type="button"
                    className="px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                    onClick={() =>
                      set(
                        "photos",
                        form.photos.filter((p) => p !== photo),
                      )
                    }
                  >
                    Kaldır
                  </button>
                )}
                <button
                  type="button"
                  className="px-2 py-1 hover:bg-neutral-100 disabled:opacity-30"
                  onClick={() => movePhoto(i, 1)}
                  disabled={i === form.photos.length - 1}
                  aria-label={`Fotoğraf ${i + 1} sağa`}
                >
                  ›
                </button>
              </div>
            </li>
          ))}
        </ul>
        <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-neutral-400 px-4 py-2.5 text-sm font-semibold text-neutral-700 hover:bg-neutral-50">
          <Icon name="copy" className="h-4 w-4" />
          {uploading > 0 ? `Yükleniyor (${uploading})…` : "Fotoğraf yükle"}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            onChange={(e) => void upload(e.target.files)}
          />
        </label>
        {fields.photos && <p className="mt-1.5 text-sm text-red-600">{fields.photos}</p>}
      </fieldset>

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
