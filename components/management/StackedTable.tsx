import type { ReactNode } from "react";
import type { Column } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";

/**
 * A compact table inside a management detail section (a user's ledger, consents, audit trail): its
 * head row from `columns`, the rows as `children`, stacked cards below md (see stackedTable).
 */
export function StackedTable({
  minWidth,
  columns,
  children,
}: {
  /** The md: min-width class where the sideways scroll starts. */
  minWidth: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={stackedTable(minWidth)}>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.align === "right" ? "px-4 py-2 text-right" : "px-4 py-2"}>
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
