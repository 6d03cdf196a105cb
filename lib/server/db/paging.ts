/** The page arithmetic of every paged staff and public list, in one place. */

export type PageRequest = { page: number; pageSize: number };

/** A select that can still be limited (drizzle's builder, ordered as the list shows it). */
type Limitable<Row> = { limit(n: number): { offset(n: number): PromiseLike<Row[]> } };

/**
 * One page of `rows` and the count of everything the list filters to, read in parallel (on a
 * transaction's connection PostgreSQL answers them in turn). `total` is the matching count query.
 */
export async function pageWithTotal<Row>(
  rows: Limitable<Row>,
  total: PromiseLike<Array<{ n: number }>>,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [list, [{ n }]] = await Promise.all([rows.limit(page.pageSize).offset((page.page - 1) * page.pageSize), total]);
  return { rows: list, total: n };
}
