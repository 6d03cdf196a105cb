import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/Spinner";

export type Column = { label: string; align?: "right" };

/**
 * A management list as a table that scrolls sideways on narrow screens: a spinner until the first
 * page arrives (a reload keeps the old rows), `empty` when there is nothing, else a row per item.
 */
export function ManagementTable<T>({
  loading,
  items,
  empty,
  tableClassName,
  columns,
  children,
}: {
  loading: boolean;
  items: readonly T[] | undefined;
  empty: string;
  /** The table's classes; its min-width sets where the sideways scroll starts. */
  tableClassName: string;
  columns: readonly Column[];
  children: (item: T) => ReactNode;
}) {
  if (loading && !items) {
    return (
      <div className="p-8">
        <Spinner />
      </div>
    );
  }
  if (!items || items.length === 0) return <p className="p-8 text-center text-neutral-600">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className={tableClassName}>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-500">
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.align === "right" ? "px-4 py-3 text-right" : "px-4 py-3"}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">{items.map(children)}</tbody>
      </table>
    </div>
  );
}
