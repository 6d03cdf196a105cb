import type { ReactNode } from "react";
import { formatNumber } from "@/lib/format";

/** A count as the dashboard shows it (thousands grouped the Turkish way). */
export const n = (value: number) => formatNumber(value);

/** One titled row of stat cards on the dashboard. */
export function DashboardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-lg font-bold tracking-tight">{title}</h2>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">{children}</div>
    </section>
  );
}
