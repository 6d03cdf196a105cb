import { Icon } from "@/components/ui/Icon";

const LOOK = {
  page: { button: "h-10 w-10 text-white", prev: "left-3", next: "right-3", icon: "h-5 w-5" },
  lightbox: { button: "h-12 w-12", prev: "left-2 sm:left-4", next: "right-2 sm:right-4", icon: "h-6 w-6" },
};

/** "Önceki fotoğraf" and "Sonraki fotoğraf" over the photo: on the detail page and in the lightbox. */
export function GalleryArrows({
  go,
  look,
  disabled,
}: {
  go: (delta: number) => void;
  look: keyof typeof LOOK;
  disabled?: boolean;
}) {
  const l = LOOK[look];
  return (
    <>
      {([-1, 1] as const).map((step) => (
        <button
          key={step}
          type="button"
          disabled={disabled}
          onClick={() => go(step)}
          aria-label={step < 0 ? "Önceki fotoğraf" : "Sonraki fotoğraf"}
          className={`absolute top-1/2 grid -translate-y-1/2 place-items-center rounded-full bg-black/60 hover:bg-black/80 ${l.button} ${step < 0 ? l.prev : l.next}`}
        >
          <Icon name="chevronRight" className={step < 0 ? `${l.icon} rotate-180` : l.icon} />
        </button>
      ))}
    </>
  );
}
