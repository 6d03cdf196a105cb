import type { ReactNode } from "react";
import { FetchedList } from "@/components/profile/FetchedList";

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

/** One of the owner's request lists on /profil: one focusable, named item per request (focus comes back to it after an answer). */
export function RequestList<R extends { id: number }>({
  items,
  error,
  loadingLabel,
  empty,
  cardId,
  itemLabel,
  children,
}: Props<R>) {
  return (
    <FetchedList items={items} error={error} loadingLabel={loadingLabel} empty={empty}>
      {(list) => (
        <ul className="divide-y divide-neutral-100">
          {list.map((r) => (
            <li
              key={r.id}
              id={cardId(r.id)}
              tabIndex={-1}
              className="py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-2 focus-visible:ring-brand-600"
              aria-label={itemLabel(r.id)}
            >
              {children(r)}
            </li>
          ))}
        </ul>
      )}
    </FetchedList>
  );
}
