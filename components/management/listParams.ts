import type { ParsedUrlQuery } from "node:querystring";
import { useCallback } from "react";
import { useListNavigation } from "@/components/listing/useListNavigation";

/**
 * Management list URLs use English keys and values, like the public lists (`/ihaleler?state=live`):
 * `state=<the API's status value>` (or `all`), `page=2`, `q=`. The Turkish keys they had before
 * (`durum=<Turkish slug>`, `sayfa=`) still read as aliases, so old bookmarks keep working.
 */
const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export function listPage(query: ParsedUrlQuery): number {
  return Math.max(1, Number(first(query.page) ?? first(query.sayfa)) || 1);
}

/** The filter named by `state` (or its old Turkish `durum` slug, `legacy`); the first one otherwise. */
export function pickFilter<F extends { slug: string; legacy?: string }>(
  filters: readonly F[],
  query: ParsedUrlQuery,
): F {
  const state = first(query.state);
  const old = first(query.durum);
  return (
    filters.find((f) => f.slug === state) ??
    (old === undefined ? undefined : filters.find((f) => f.legacy === old)) ??
    filters[0]
  );
}

/** The URL state of a management list: filter tab, order source, search, page, open item. */
export type ListState = { state?: string; source?: string; q?: string; page?: number; id?: number };

/**
 * The URL of a list state as a string (`useListNavigation` compares it with router.asPath); `all`
 * and page 1 are left out, so the plain address is the default view. The
 * state equal to `defaultState` is left out; `null` keeps every state in the URL (a list whose
 * default tab is not `all`, so `state=all` must stay).
 */
export function listUrl(pathname: string, params: ListState, defaultState: string | null = "all"): string {
  const query = new URLSearchParams();
  if (params.state && params.state !== defaultState) query.set("state", params.state);
  if (params.source && params.source !== "all") query.set("source", params.source);
  if (params.q) query.set("q", params.q);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  if (params.id) query.set("id", String(params.id));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Navigation of a management list (useListNavigation): a tab, a filter, a search and a page clicked
 * in quick succession each build on the latest state asked for, never on router.query of the page
 * on screen (which still holds the URL before the previous click). `parse` reads a URL's query into
 * the same normalised state as `params` (aliases resolved) and must be stable (module level).
 */
export function useManagementNav(
  pathname: string,
  params: ListState,
  parse: (query: ParsedUrlQuery) => ListState,
  defaultState: string | null = "all",
) {
  const href = useCallback((p: Partial<ListState>) => listUrl(pathname, p, defaultState), [pathname, defaultState]);
  const { go, linkClick } = useListNavigation<ListState>({ params, listPath: pathname, parse, href });
  /** Back to the last page, in place, when the URL asks for a page past the end. */
  const toLastPage = useCallback((last: number) => go({ page: last }, { replace: true }), [go]);
  return { go, linkClick, href, toLastPage };
}

/** A `parse` for useManagementNav of a list with tabs `filters` (or none), a search and pages; call it at module level. */
export function listStateParser<F extends { slug: string; legacy?: string }>(
  filters?: readonly F[],
  extra?: (query: ParsedUrlQuery) => Partial<ListState>,
) {
  return (query: ParsedUrlQuery): ListState => ({
    state: filters ? pickFilter(filters, query).slug : undefined,
    q: first(query.q)?.trim() || undefined,
    page: listPage(query),
    ...extra?.(query),
  });
}
