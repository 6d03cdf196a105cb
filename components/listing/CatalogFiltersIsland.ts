import { lazyIsland } from "@/components/layout/lazyIsland";

/**
 * The filter form: a GET form that works before its code arrives, so a lazy island. The page
 * re-renders with new callbacks for the same state (the session, the app going idle); they read the
 * latest URL through useListNavigation's ref, so the island compares only what it shows.
 */
export const CatalogFiltersIsland = lazyIsland(
  () => import("@/components/listing/CatalogFilters").then((m) => m.CatalogFilters),
  (a, b) =>
    a.fields === b.fields &&
    a.params === b.params &&
    a.brands === b.brands &&
    a.action === b.action &&
    a.label === b.label &&
    JSON.stringify(a.keep) === JSON.stringify(b.keep),
);
