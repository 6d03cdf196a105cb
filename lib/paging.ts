/** One page of a list as every list endpoint answers it. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The page a list endpoint answers: these items of `total`, at the query's page and page size. */
export const pageOf = <T>(items: T[], total: number, query: { page: number; pageSize: number }): Paged<T> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** The page numbers a pager shows: first, last, current ±1, and "…" where numbers are skipped. */
export function pagesToShow(current: number, last: number): Array<number | "…"> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "…"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("…");
    out.push(p);
  });
  return out;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The last page number and the 1-based range of items a page shows ("21–40 arası"); from and to are
 * 0 when the page shows nothing (no results, or a page past the last), never an impossible range.
 */
export function pageRange({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  const last = lastPage(total, pageSize);
  if (total === 0 || page > last) return { last, from: 0, to: 0 };
  return { last, from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize) };
}

/**
 * Paging past the end, one rule everywhere: a list page (/ihaleler, /hemenal, /blog/sayfa/N)
 * redirects to its last page (temporarily: the catalogue grows again); an API list answers the
 * empty page with the true total. Returns the page to redirect to, or null when `page` exists.
 */
export function pageBeyondLast({
  total,
  page,
  pageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
}): number | null {
  const last = lastPage(total, pageSize);
  return page > last ? last : null;
}
