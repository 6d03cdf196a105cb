import type { ReactNode } from "react";
import { HydrateWhenIdle } from "@/components/layout/HydrateWhenIdle";

/** The card whose photo gets `priority`: the first one that has a photo (the phone's LCP). */
export function firstPhotoId(items: { id: number; photo: string | null }[]): number | undefined {
  return items.find((item) => item.photo)?.id;
}

/**
 * The one-, two- or three-column grid of vehicle cards on the list pages; `priority` marks the card
 * whose photo is the LCP. The cards are most of a list page's markup: they hydrate once the page is idle.
 */
export function CardGrid<T extends { id: number; photo: string | null }>({
  items,
  children,
  className = "grid gap-5 sm:grid-cols-2 xl:grid-cols-3",
  priority = true,
}: {
  items: T[];
  children: (item: T, priority: boolean) => ReactNode;
  className?: string;
  /** False for a grid below another one: only the page's first photo is the LCP. */
  priority?: boolean;
}) {
  const lcp = priority ? firstPhotoId(items) : undefined;
  return (
    <HydrateWhenIdle data={items}>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>{children(item, item.id === lcp)}</li>
        ))}
      </ul>
    </HydrateWhenIdle>
  );
}
