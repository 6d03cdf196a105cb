import dynamic from "next/dynamic";
import { useState } from "react";
import { Icon } from "@/components/ui/Icon";
import { Photo } from "@/components/ui/Photo";
import { useHydrated } from "@/lib/browser/useHydrated";
import { photoCaption } from "@/components/auctions/galleryCaption";

// Loaded when a photo is first enlarged; the detail page's first load does not carry it.
const GalleryLightbox = dynamic(() => import("@/components/auctions/GalleryLightbox").then((m) => m.GalleryLightbox), {
  ssr: false,
});

/** Main photo with thumbnails; arrows and thumbnails are buttons, and the photo opens a full-screen viewer. */
export function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  // Every control here is a React handler: disabled in the server's HTML until hydrated, so a tap is never lost.
  const off = !useHydrated();
  if (photos.length === 0) {
    return (
      <div className="grid aspect-[3/2] place-items-center rounded-2xl bg-neutral-900 text-neutral-500">
        <Icon name="bike" className="h-16 w-16" />
      </div>
    );
  }
  const go = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  return (
    <div>
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-neutral-900">
        <button
          type="button"
          disabled={off}
          onClick={() => setEnlarged(true)}
          aria-label={`Fotoğrafı büyüt (${photoCaption(index, photos.length)})`}
          className="group absolute inset-0 block cursor-zoom-in"
        >
          <Photo
            src={photos[index]}
            alt={`${title} — fotoğraf ${index + 1} / ${photos.length}`}
            priority
            fetchPriority="high"
            sizes="(min-width: 1024px) 60vw, 100vw"
            className="object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-black/60 text-white transition group-hover:bg-black/80"
          >
            <Icon name="expand" className="h-5 w-5" />
          </span>
        </button>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              disabled={off}
              onClick={() => go(-1)}
              aria-label="Önceki fotoğraf"
              className="absolute left-3 top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <Icon name="chevronRight" className="h-5 w-5 rotate-180" />
            </button>
            <button
              type="button"
              disabled={off}
              onClick={() => go(1)}
              aria-label="Sonraki fotoğraf"
              className="absolute right-3 top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
            >
              <Icon name="chevronRight" className="h-5 w-5" />
            </button>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {index + 1} / {photos.length}
            </span>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {photos.map((photo, i) => (
            <li key={photo}>
              <button
                type="button"
                disabled={off}
                onClick={() => setIndex(i)}
                aria-label={`Fotoğraf ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`relative block aspect-[3/2] w-full overflow-hidden rounded-lg ring-2 ${i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100"}`}
              >
                <Photo src={photo} alt="" sizes="120px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {enlarged && (
        <GalleryLightbox
          photos={photos}
          title={title}
          index={index}
          onIndex={setIndex}
          onClose={() => setEnlarged(false)}
        />
      )}
    </div>
  );
}
