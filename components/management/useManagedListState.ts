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

/** A domain's list hook (lib/<domain>/client.ts), e.g. useProvisionRequests or useManagedSellRequests. */
export type ListHook<T, S extends string> = (
  query: { status?: S; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) => { data: Paged<T> | null | undefined; loading: boolean; load: () => Promise<void> };

const PAGE_SIZE = 20;

/**
 * A management list of cards: the URL state (useManagedListState) and its page loaded by `useList`,
 * 20 to a page, with `load` to fetch it anew after an action. A page past the end moves to the last.
 */
export function useManagedList<T, S extends string, F extends ListFilter & { status?: S }>(
  pathname: string,
  useList: ListHook<T, S>,
  filters: readonly F[],
  parseState: (query: ParsedUrlQuery) => ListState,
  options?: { search?: boolean; defaultState?: string | null },
) {
  const state = useManagedListState(pathname, filters, parseState, options);
  const { filter, q, page, nav } = state;
  const { data, loading, load } = useList({ status: filter.status, q, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  return { ...state, data, loading, load };
}
