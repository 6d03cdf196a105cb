import type { MouseEvent, ReactNode } from "react";
import Link from "@/components/ui/Link";
import { SaveSearchButton } from "@/components/savedSearches/SaveSearchButton";
import { CardGrid } from "@/components/listing/CardGrid";
import { CatalogLayout } from "@/components/listing/CatalogLayout";
import { EmptyResults } from "@/components/listing/EmptyResults";
import { ResultsBar } from "@/components/listing/ResultsBar";
import { Pager } from "@/components/ui/Pager";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { IconName } from "@/components/ui/Icon";
import type { Paged } from "@/lib/paging";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";
import { pageRange } from "@/lib/paging";

/**
 * A public catalogue list (/ihaleler, /hemenal): the page's head (Seo and hero), the filters beside
 * the results, "Aramayı kaydet", the count and sort, the cards (or a loading or an empty box) and
 * the pager. Every choice lives in the URL; `onSort` and `onPage` navigate from the latest state asked
 * for (useListNavigation), the pager's hrefs serve new tabs and crawlers.
 */
export function CatalogListPage<T extends { id: number; photo: string | null }, S extends string>({
  head,
  filtersId,
  filtered,
  filters,
  saveKind,
  result,
  noun,
  sort,
  sorts,
  sortLabels,
  onSort,
  pageHref,
  onPage,
  loading,
  empty,
  children,
}: {
  head: ReactNode;
  filtersId: string;
  /** Whether any filter is set (the phone's filter button says so). */
  filtered: boolean;
  filters: ReactNode;
  saveKind: SavedSearchKind;
  result: Paged<T>;
  /** What one result is called: "ihale", "ilan". */
  noun: string;
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  onSort: (sort: S) => void;
  pageHref: (page: number) => string;
  onPage: (page: number, event: MouseEvent) => void;
  /** Shown instead of the cards while the list is on its way (a placeholder page). */
  loading?: string;
  /** The box when nothing matches, with a link out (`href`, `action`). */
  empty: { icon: IconName; title: string; text: string; href: string; action: string };
  children: (item: T, priority: boolean) => ReactNode;
}) {
  const { last, from, to } = pageRange(result);
  return (
    <>
      {head}
      <CatalogLayout filtersId={filtersId} filtered={filtered} filters={filters}>
        <SaveSearchButton kind={saveKind} />
        <ResultsBar
          total={result.total}
          from={from}
          to={to}
          noun={noun}
          sort={sort}
          sorts={sorts}
          sortLabels={sortLabels}
          onSort={onSort}
        />

        {loading ? (
          <LoadingBlock label={loading} />
        ) : result.items.length === 0 ? (
          <EmptyResults
            icon={empty.icon}
            title={empty.title}
            text={empty.text}
            action={
              <Link
                href={empty.href}
                className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {empty.action}
              </Link>
            }
          />
        ) : (
          <CardGrid items={result.items}>{children}</CardGrid>
        )}

        <Pager page={result.page} last={last} href={pageHref} onPage={onPage} />
      </CatalogLayout>
    </>
  );
}
