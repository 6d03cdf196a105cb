export const SAVED_SEARCH_KINDS = ["auction", "listing"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** Saved searches one user may keep; each is matched against every new auction or listing. */
export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_NAME_MAX = 80;

/** URL keys that say where in the list one is, not what one searches for: never saved. */
export const POSITION_KEYS = ["page", "pageSize"] as const;

/** The filters part of a list URL's query (position keys and empty values dropped). */
export function filtersOfQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined || first === "" || (POSITION_KEYS as readonly string[]).includes(key)) continue;
    out[key] = first;
  }
  return out;
}
