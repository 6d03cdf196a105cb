import { useRouter } from "next/router";
import type { ParsedUrlQuery } from "node:querystring";
import { useListSearch } from "@/components/management/ListSearch";
import { listPage, pickFilter, useManagementNav, type ListState } from "@/components/management/listParams";
import type { Paged } from "@/lib/paging";

export type ListFilter = { slug: string; legacy?: string; label: string };

/**
 * The URL state of a management list: its tab (`state`), its search (`q`, only with `search`) and its
 * page, and the navigation that builds on the latest state asked for (useManagementNav). The page
 * loads its items with its domain's hook (lib/<domain>/client.ts) and hands both to ManagedListPage.
 * `defaultState: null` keeps every tab in the URL (a list whose first tab is not "Tümü").
 */
export function useManagedListState<F extends ListFilter>(
  pathname: string,
  filters: readonly F[],
  parseState: (query: ParsedUrlQuery) => ListState,
  { search = false, defaultState = "all" }: { search?: boolean; defaultState?: string | null } = {},
) {
  const router = useRouter();
  const filter = pickFilter(filters, router.query);
  const page = listPage(router.query);
  const searched = useListSearch();
  const q = search ? searched : undefined;
  const nav = useManagementNav(pathname, { state: filter.slug, q, page }, parseState, defaultState);
  return { filter, page, q, nav };
}

/** What ManagedListPage shows: the URL state and the page of items loaded for it. */
export type ListView<T> = Omit<ReturnType<typeof useManagedListState>, "filter"> & {
  filter: ListFilter;
  data: Paged<T> | null | undefined;
  loading: boolean;
};
