import type { ReactNode } from "react";

/** The card whose photo gets `priority`: the first one that has a photo (the phone's LCP). */
export function firstPhotoId(items: { id: number; photo: string | null }[]): number | undefined {
  return items.find((item) => item.photo)?.id;
}

/** The one-, two- or three-column grid of vehicle cards on the list pages; `priority` marks the card whose photo is the LCP. */
export function CardGrid<T extends { id: number; photo: string | null }>({ items, children }: { items: T[]; children: (item: T, priority: boolean) => ReactNode }) {
  const lcp = firstPhotoId(items);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>{children(item, item.id === lcp)}</li>
      ))}
    </ul>
  );
}
