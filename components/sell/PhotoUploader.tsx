import Image from "next/image";
import { useId } from "react";
import { Icon } from "@/components/ui/Icon";
import { SELL_LIMITS } from "@/lib/sellRequests/rules";
import { ACCEPTED_PHOTOS, usePhotoUpload } from "@/components/sell/usePhotoUpload";

/**
 * Picks and uploads the owner's photos one by one; the form keeps only the returned addresses.
 * The server re-checks everything, this only saves a pointless upload.
 */
export function PhotoUploader({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (photos: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const { input, uploading, problems, add, remove, full } = usePhotoUpload(value, onChange);
  const message = [...problems, ...(error ? [error] : [])];

  return (
    <fieldset aria-describedby={`${id}-hint${message.length ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 block text-sm font-medium text-neutral-800">Fotoğraflar</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-neutral-500">
        {SELL_LIMITS.photosMin}–{SELL_LIMITS.photosMax} fotoğraf · JPEG, PNG veya WebP · her biri en fazla 8 MB. Sağ ve
        sol yan, ön, arka, gösterge paneli ve varsa hasarlı bölgeler.
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Yüklenen fotoğraflar">
        {value.map((url, i) => (
          <li
            key={url}
            className="group relative aspect-[4/3] overflow-hidden rounded-xl bg-neutral-900 ring-1 ring-neutral-200"
          >
            <Image
              src={url}
              alt={`Fotoğraf ${i + 1}`}
              fill
              sizes="(min-width: 640px) 160px, 33vw"
              className="object-cover"
            />
            <button
              type="button"
              onClick={() => remove(url)}
              className="absolute right-1.5 top-1.5 grid h-8 w-8 place-items-center rounded-full bg-black/70 text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={`Fotoğraf ${i + 1} kaldır`}
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
            {i === 0 && (
              <span className="absolute bottom-1.5 left-1.5 rounded bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                Kapak
              </span>
            )}
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li
            key={`yukleniyor-${i}`}
            className="grid aspect-[4/3] place-items-center rounded-xl bg-neutral-100 text-xs text-neutral-600 ring-1 ring-neutral-200"
          >
            <span className="flex items-center gap-2">
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-neutral-300 border-t-brand-600"
                aria-hidden="true"
              />
              Yükleniyor
            </span>
          </li>
        ))}
        {!full && (
          <li>
            <label
              htmlFor={`${id}-file`}
              className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-neutral-300 bg-white text-center text-sm font-semibold text-neutral-700 hover:border-brand-500 hover:text-brand-700 has-[:focus-visible]:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              Fotoğraf ekle
              <input
                ref={input}
                id={`${id}-file`}
                type="file"
                accept={ACCEPTED_PHOTOS.join(",")}
                multiple
                className="sr-only"
                onChange={(e) => void add(e.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-2 text-sm text-neutral-600" aria-live="polite">
        {value.length} / {SELL_LIMITS.photosMax} fotoğraf{uploading > 0 ? ` · ${uploading} fotoğraf yükleniyor` : ""}
      </p>
      {message.length > 0 && (
        <div id={`${id}-error`} role="alert" className="mt-1.5 space-y-1 text-sm text-red-600">
          {message.map((m) => (
            <p key={m} className="flex items-start gap-1">
              <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
              {m}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
