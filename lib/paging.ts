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

/** The last page number and the 1-based range of items a page shows ("21–40 arası"). */
export function pageRange({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  return {
    last: Math.max(1, Math.ceil(total / pageSize)),
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(total, page * pageSize),
  };
}
