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
    <ColumnsTable className={tableClassName} columns={columns}>
      {items.map(children)}
    </ColumnsTable>
  );
}

/**
 * A table's markup: the head row from `columns`, the rows as `children`. `compact` is the tighter
 * head of a detail section (a user's ledger, consents, audit trail) inside a page's own section.
 */
export function ColumnsTable({
  className,
  columns,
  compact = false,
  children,
}: {
  className: string;
  columns: readonly Column[];
  compact?: boolean;
  children: ReactNode;
}) {
  const cell = compact ? "px-4 py-2" : "px-4 py-3";
  return (
    <div className="overflow-x-auto">
      <table className={className}>
        <thead
          className={`bg-neutral-50 text-xs uppercase tracking-wide ${compact ? "text-neutral-600" : "text-neutral-500"}`}
        >
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.align === "right" ? `${cell} text-right` : cell}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </div>
  );
}
