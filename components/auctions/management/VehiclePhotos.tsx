import Image from "next/image";
import type { RefObject } from "react";
import type { SetVehicleField } from "@/components/auctions/management/vehicleForm";
import { Icon } from "@/components/ui/Icon";

/** The photos in their order (the first is the cover) and the upload; while locked, published ones stay. */
export function VehiclePhotos({
  photos,
  published,
  locked,
  set,
  movePhoto,
  uploading,
  fileInput,
  upload,
  error,
}: {
  photos: string[];
  published: string[];
  locked: boolean;
  set: SetVehicleField;
  movePhoto: (index: number, delta: number) => void;
  uploading: number;
  fileInput: RefObject<HTMLInputElement | null>;
  upload: (files: FileList | null) => Promise<void>;
  error?: string;
}) {
  const arrow = "px-2 py-1 hover:bg-neutral-100 disabled:opacity-30";
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-neutral-900">Fotoğraflar</legend>
      <p className="mb-3 text-sm text-neutral-500">
        JPEG, PNG veya WebP; en fazla 8 MB. İlk fotoğraf kapak olarak kullanılır.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {photos.map((photo, i) => (
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
                className={arrow}
                onClick={() => movePhoto(i, -1)}
                disabled={i === 0}
                aria-label={`Fotoğraf ${i + 1} sola`}
              >
                ‹
              </button>
              {locked && published.includes(photo) ? (
                <span className="px-2 py-1 text-xs text-neutral-500">Yayında</span>
              ) : (
                <button
                  type="button"
                  className="px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                  onClick={() =>
                    set(
                      "photos",
                      photos.filter((p) => p !== photo),
                    )
                  }
                >
                  Kaldır
                </button>
              )}
              <button
                type="button"
                className={arrow}
                onClick={() => movePhoto(i, 1)}
                disabled={i === photos.length - 1}
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
      {error && <p className="mt-1.5 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
