import Image from "next/image";
import { useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Icon } from "@/components/ui/Icon";
import { ModalDialog } from "@/components/ui/ModalDialog";
import { photoCaption } from "@/components/auctions/galleryCaption";

/** A horizontal move of at least this many pixels (and more sideways than up or down) is a swipe. */
const SWIPE_PX = 40;

/**
 * Full-screen photo viewer: ← and → (or a swipe) move between photos, Esc or "Kapat" closes it, Tab
 * stays inside (a native modal dialog) and focus goes back to the photo that opened it.
 */
export function GalleryLightbox({
  photos,
  title,
  index,
  onIndex,
  onClose,
}: {
  photos: string[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const captionId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "Home") onIndex(0);
    else if (event.key === "End") onIndex(count - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <ModalDialog
      aria-label={`${title} fotoğrafları`}
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onClose={onClose}
      className="z-[90] flex flex-col bg-neutral-950 text-white"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p id={captionId} aria-live="polite" className="text-sm font-semibold tabular-nums">
          {photoCaption(index, count)}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Kapat"
          className="grid h-11 w-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <Icon name="close" className="h-6 w-6" />
        </button>
      </div>
      {/* touch-action pan-y: sideways moves are ours (swipe), vertical ones still scroll/zoom the page. */}
      <div
        className="relative min-h-0 flex-1 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <Image
          src={photos[index]}
          alt={`${title} — ${photoCaption(index, count).toLocaleLowerCase("tr-TR")}`}
          fill
          sizes="100vw"
          className="object-contain"
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Önceki fotoğraf"
              className="absolute left-2 top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-black/60 hover:bg-black/80 sm:left-4"
            >
              <Icon name="chevronRight" className="h-6 w-6 rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Sonraki fotoğraf"
              className="absolute right-2 top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-black/60 hover:bg-black/80 sm:right-4"
            >
              <Icon name="chevronRight" className="h-6 w-6" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex justify-center gap-2 overflow-x-auto px-4 py-3" aria-label="Fotoğraflar">
          {photos.map((photo, i) => (
            <li key={photo} className="flex-none">
              <button
                type="button"
                onClick={() => onIndex(i)}
                aria-label={photoCaption(i, count)}
                aria-current={i === index ? "true" : undefined}
                className={`relative block h-12 w-16 overflow-hidden rounded-md ring-2 ${i === index ? "ring-brand-500" : "ring-transparent opacity-60 hover:opacity-100"}`}
              >
                <Image src={photo} alt="" fill sizes="64px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
