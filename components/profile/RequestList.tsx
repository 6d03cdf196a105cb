import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/Spinner";

type Props<R extends { id: number }> = {
  items: R[] | null;
  error: string | null;
  loadingLabel: string;
  empty: ReactNode;
  cardId: (id: number) => string;
  /** The list item's accessible name: "Satış talebi 12". */
  itemLabel: (id: number) => string;
  children: (item: R) => ReactNode;
};

/** One of the owner's request lists on /profil: error, loading and empty states, then one focusable item per request. */
export function RequestList<R extends { id: number }>({ items, error, loadingLabel, empty, cardId, itemLabel, children }: Props<R>) {
  if (error) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {error}
      </p>
    );
  }
  if (items === null) return <Spinner label={loadingLabel} />;
  if (items.length === 0) return <p className="text-sm text-neutral-600">{empty}</p>;
  return (
    <ul className="divide-y divide-neutral-100">
      {items.map((r) => (
        <li key={r.id} id={cardId(r.id)} tabIndex={-1} className="py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-2 focus-visible:ring-brand-600" aria-label={itemLabel(r.id)}>
          {children(r)}
        </li>
      ))}
    </ul>
  );
}
