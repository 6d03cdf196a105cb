import type { ParsedUrlQuery } from "node:querystring";

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
export function pickFilter<F extends { slug: string; legacy?: string }>(filters: readonly F[], query: ParsedUrlQuery): F {
  const state = first(query.state);
  const old = first(query.durum);
  return filters.find((f) => f.slug === state) ?? (old === undefined ? undefined : filters.find((f) => f.legacy === old)) ?? filters[0];
}

/** A list URL: `all` and page 1 are left out, so the plain address is the default view. */
export function listHref(pathname: string, params: { state?: string; page?: number; q?: string }) {
  const query: Record<string, string | number> = {};
  if (params.state && params.state !== "all") query.state = params.state;
  if (params.q) query.q = params.q;
  if (params.page && params.page > 1) query.page = params.page;
  return { pathname, query };
}
