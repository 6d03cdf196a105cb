import { Button } from "@/components/ui/Button";

/**
 * Previous/next buttons under a management table; `onPage` changes `page` in the URL on top of the
 * latest state asked for (useManagementNav's go). Hidden while everything fits on one page, and
 * while the URL's page is past the end (the list is on its way to the last page).
 */
export function TablePager({
  list,
  page,
  noun,
  onPage,
}: {
  list: { page: number; total: number; pageSize: number } | null;
  page: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const last = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  if (!list || last <= 1 || page > last) return null;
  return (
    <nav aria-label="Sayfalar" className="flex items-center justify-between border-t border-neutral-200 p-4 text-sm">
      <span className="text-neutral-500">
        Sayfa {list.page} / {last} · {list.total} {noun}
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Önceki
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Sonraki
        </Button>
      </span>
    </nav>
  );
}
