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
