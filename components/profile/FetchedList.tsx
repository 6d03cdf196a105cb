import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/Spinner";

type Props<T> = {
  items: T[] | null;
  error: string | null;
  loadingLabel: string;
  empty: ReactNode;
  /** The list itself, once there is at least one item. */
  children: (items: T[]) => ReactNode;
};

/** A list on /profil that the browser fetches: its error, its loading spinner, its empty text, or the list. */
export function FetchedList<T>({ items, error, loadingLabel, empty, children }: Props<T>) {
  if (error) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {error}
      </p>
    );
  }
  if (items === null) return <Spinner label={loadingLabel} />;
  if (items.length === 0) return <p className="text-sm text-neutral-600">{empty}</p>;
  return children(items);
}
