import { useRouter } from "next/router";
import { Button } from "@/components/ui/Button";

/**
 * Previous/next buttons under a management table; they change `page` in the URL and keep the other
 * filters. Hidden while everything fits on one page.
 */
export function TablePager({ list, page, noun }: { list: { page: number; total: number; pageSize: number } | null; page: number; noun: string }) {
  const router = useRouter();
  const last = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  if (!list || last <= 1) return null;
  // `page` replaces the old Turkish `sayfa` (listParams.ts), which must not linger beside it.
  const go = (to: number) => {
    const { sayfa: _old, ...rest } = router.query;
    void router.push({ query: { ...rest, page: to } });
  };
  return (
    <nav aria-label="Sayfalar" className="flex items-center justify-between border-t border-neutral-200 p-4 text-sm">
      <span className="text-neutral-500">
        Sayfa {list.page} / {last} · {list.total} {noun}
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
          Önceki
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= last} onClick={() => go(page + 1)}>
          Sonraki
        </Button>
      </span>
    </nav>
  );
}
