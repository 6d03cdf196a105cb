import { listStateParser } from "@/components/management/listParams";
import { type ListHook, useManagedList } from "@/components/management/useManagedListState";
import { dualControlLabels } from "@/lib/deposits/labels";
import { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";

/**
 * The tabs of the two money queues (Provizyon and Çekim Talepleri): pending, waiting for a second
 * approval, the queue's own finished state (`done`), rejected, cancelled and all. English URL values
 * like every other list (components/management/listParams.ts); `legacy` is the old Turkish slug.
 */
export function moneyQueueFilters<D extends string>(done: { slug: D; legacy: string; label: string }) {
  return [
    { slug: "pending", legacy: "bekleyen", label: "Bekleyen", status: "pending" },
    {
      slug: AWAITING_SECOND_APPROVAL,
      legacy: "ikinci-onay",
      label: dualControlLabels.queue,
      status: AWAITING_SECOND_APPROVAL,
    },
    { ...done, status: done.slug },
    { slug: "rejected", legacy: "reddedilen", label: "Reddedilen", status: "rejected" },
    { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
    { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
  ] as const;
}

/** A money queue's tabs and the parser of its URL state, made once per page module. */
export function moneyQueue<D extends string>(done: { slug: D; legacy: string; label: string }) {
  const filters = moneyQueueFilters(done);
  return { filters, parseState: listStateParser(filters) };
}

/** A money queue's list: searchable; the default tab is "Bekleyen", so `state=all` stays in the URL (defaultState null). */
export function useMoneyQueueList<T, D extends string>(
  pathname: string,
  useList: ListHook<T, ReturnType<typeof moneyQueueFilters<D>>[number]["status"] & string>,
  queue: ReturnType<typeof moneyQueue<D>>,
) {
  return useManagedList(pathname, useList, queue.filters, queue.parseState, { search: true, defaultState: null });
}

/** The empty state's title of a money queue: for a search, for the pending and second-approval tabs, for any other tab. */
export function moneyQueueEmptyTitle(
  filter: { status?: string },
  q: string | undefined,
  titles: { search: string; pending: string; awaiting: string; other: string },
): string {
  if (q) return titles.search;
  if (filter.status === "pending") return titles.pending;
  return filter.status === AWAITING_SECOND_APPROVAL ? titles.awaiting : titles.other;
}
