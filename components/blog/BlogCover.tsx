import { Icon } from "@/components/ui/Icon";

/**
 * A post's cover at the share-image ratio (1200×630). A plain <img>: covers are SVGs from public/
 * or uploads already converted to WebP by the upload endpoint, so next/image would add nothing.
 */
export function BlogCover({
  src,
  className = "",
  priority = false,
  rounded = false,
}: {
  src: string | null;
  className?: string;
  priority?: boolean;
  rounded?: boolean;
}) {
  return (
    <div
      className={`relative aspect-[1200/630] w-full flex-none overflow-hidden bg-ink ${rounded ? "rounded-2xl" : ""} ${className}`}
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- static covers or WebP uploads already sized (see above); next/image would add nothing
        <img
          src={src}
          alt=""
          width={1200}
          height={630}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="grid h-full w-full place-items-center bg-gradient-to-br from-ink to-neutral-800 text-brand-500">
          <Icon name="bike" className="h-16 w-16" />
        </div>
      )}
    </div>
  );
}
