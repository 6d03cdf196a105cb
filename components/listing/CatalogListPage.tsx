import type { MouseEvent, ReactNode } from "react";
import Link from "@/components/ui/Link";
import { SaveSearchButton } from "@/components/savedSearches/SaveSearchButton";
import { CardGrid } from "@/components/listing/CardGrid";
import { fieldNames, type CatalogFilterField } from "@/components/listing/catalogFilterFields";
import { CatalogFilters } from "@/components/listing/CatalogFilters";
import { CatalogLayout } from "@/components/listing/CatalogLayout";
import { EmptyResults } from "@/components/listing/EmptyResults";
import { ResultsBar } from "@/components/listing/ResultsBar";
import { useListNavigation } from "@/components/listing/useListNavigation";
import { Pager } from "@/components/ui/Pager";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { IconName } from "@/components/ui/Icon";
import type { RawQuery } from "@/lib/listParams";
import type { Paged } from "@/lib/paging";
import { pageRange } from "@/lib/paging";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";

type Values = Record<string, string | number | undefined>;
type Params<S> = { sort: S; page: number };
type Empty = { icon: IconName; title: string; text: string; href: string; action: string };

/**
 * A public catalogue list (/ihaleler, /hemenal): the page's head (Seo, hero), the filter form beside
 * the results, "Aramayı kaydet", the count and sort, the cards (or a loading or an empty box) and the
 * pager. Every choice lives in the URL; each change builds on the latest state asked for
 * (useListNavigation), and the links' hrefs serve new tabs and crawlers.
 */
export function CatalogListPage<P extends Params<S>, S extends string, T extends { id: number; photo: string | null }>({
  params,
  listPath,
  parse,
  href,
  head,
  filters,
  brands,
  saveKind,
  result,
  noun,
  sorts,
  sortLabels,
  loading,
  empty,
  children,
}: {
  params: P;
  listPath: string;
  /** The URL's query to params (lenient: a bad value falls back), and params to a URL. */
  parse: (query: RawQuery) => P;
  href: (params: Partial<P>) => string;
  /** Seo and hero; `linkClick` for links that change the list (the state tabs). */
  head: (linkClick: (change: Partial<P>) => (event: MouseEvent) => void) => ReactNode;
  /** The form's id and name, its fields, and the params a sent form keeps (the tab, the sort). */
  filters: { id: string; label: string; fields: readonly CatalogFilterField[]; keep: readonly (keyof P & string)[] };
  brands: string[];
  saveKind: SavedSearchKind;
  result: Paged<T>;
  /** What one result is called: "ihale", "ilan". */
  noun: string;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  /** Shown instead of the cards while the list is on its way (a placeholder page). */
  loading?: string;
  /** The box when nothing matches (or, filtered or not, which one), with its link out. */
  empty: Empty | ((filtered: boolean) => Empty);
  children: (item: T, priority: boolean) => ReactNode;
}) {
  const { go, linkClick } = useListNavigation({ params, listPath, parse, href });
  const values = params as unknown as Values;
  const filtered = fieldNames(filters.fields).some((name) => Boolean(values[name]));
  const keep = (from: Values) => Object.fromEntries(filters.keep.map((key) => [key, String(from[key])]));
  const { last, from, to } = pageRange(result);
  const none = typeof empty === "function" ? empty(filtered) : empty;

  return (
    <>
      {head(linkClick)}
      <CatalogLayout
        filtersId={filters.id}
        filtered={filtered}
        filters={
          <CatalogFilters
            fields={filters.fields}
            params={values}
            brands={brands}
            action={listPath}
            label={filters.label}
            keep={keep(values)}
            href={(form) => href(form as Partial<P>)}
            onNavigate={(form) => go((latest) => parse({ ...form, ...keep(latest as unknown as Values) }))}
          />
        }
      >
        <SaveSearchButton kind={saveKind} />
        <ResultsBar
          total={result.total}
          from={from}
          to={to}
          noun={noun}
          sort={params.sort}
          sorts={sorts}
          sortLabels={sortLabels}
          onSort={(sort) => go({ sort, page: 1 } as Partial<P>)}
        />

        {loading ? (
          <LoadingBlock label={loading} />
        ) : result.items.length === 0 ? (
          <EmptyResults
            icon={none.icon}
            title={none.title}
            text={none.text}
            action={
              <Link
                href={none.href}
                className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {none.action}
              </Link>
            }
          />
        ) : (
          <CardGrid items={result.items}>{children}</CardGrid>
        )}

        <Pager
          page={result.page}
          last={last}
          href={(page) => href({ ...params, page })}
          onPage={(page, event) => linkClick({ page } as Partial<P>)(event)}
        />
      </CatalogLayout>
    </>
  );
}
