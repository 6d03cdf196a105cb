import type { ReactNode } from "react";

/** The card whose photo gets `priority`: the first one that has a photo (the phone's LCP). */
export function firstPhotoId(items: { id: number; photo: string | null }[]): number | undefined {
  return items.find((item) => item.photo)?.id;
}

/** The one-, two- or three-column grid of vehicle cards on the list pages. */
export function CardGrid<T extends { id: number }>({ items, children }: { items: T[]; children: (item: T, index: number) => ReactNode }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.id}>{children(item, i)}</li>
      ))}
    </ul>
  );
}
