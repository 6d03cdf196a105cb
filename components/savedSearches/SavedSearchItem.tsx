import Link from "@/components/ui/Link";
import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import type { SavedSearch } from "@/lib/savedSearches/types";
import { filterSummary } from "@/components/savedSearches/filterSummary";

/** One saved search on /profil/aramalar: its kind, a link back to its list, its filters, rename and delete. */
export function SavedSearchItem({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            {t.kind[search.kind]}
          </span>
          <Link href={search.href} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
            {search.name}
          </Link>
        </p>
        <p className="mt-1 text-sm text-neutral-600">{filterSummary(search)}</p>
        <p className="text-xs text-neutral-500">Kaydedildi: {formatDateTime(search.createdAt)}</p>
      </div>
      <div className="flex flex-none gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onRename}
          aria-label={`${search.name} aramasını yeniden adlandır`}
        >
          Yeniden adlandır
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete} aria-label={`${search.name} aramasını sil`}>
          Sil
        </Button>
      </div>
    </li>
  );
}
