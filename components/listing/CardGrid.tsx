import type { ReactNode } from "react";

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
