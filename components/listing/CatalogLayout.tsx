import type { ReactNode } from "react";
import { FilterPanel } from "@/components/ui/FilterPanel";

/** A catalogue page's body: the filter panel beside (on phones above) the results section, which "sonuclar" labels. */
export function CatalogLayout({
  filtersId,
  filtered,
  filters,
  children,
}: {
  filtersId: string;
  filtered: boolean;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-8">
      <FilterPanel id={filtersId} initiallyOpen={filtered}>
        {filters}
      </FilterPanel>

      <section aria-labelledby="sonuclar">{children}</section>
    </div>
  );
}
