import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/Icon";
import { Spinner } from "@/components/ui/Spinner";

/**
 * A management list of cards: "… yükleniyor" until the first page arrives (a reload keeps the old
 * items), an icon with `emptyTitle` and `emptyHint` when there is nothing, else an item per row.
 */
export function ManagementList<T>({
  loading,
  items,
  loadingText,
  icon,
  emptyTitle,
  emptyHint,
  children,
}: {
  loading: boolean;
  items: readonly T[] | undefined;
  loadingText: string;
  icon: IconName;
  emptyTitle: string;
  emptyHint?: string;
  children: (item: T) => ReactNode;
}) {
  if (loading && !items) {
    return (
      <div className="flex items-center justify-center gap-2 p-12 text-neutral-500">
        <Spinner /> {loadingText}
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="p-12 text-center">
        <Icon name={icon} className="mx-auto h-8 w-8 text-neutral-400" />
        <p className="mt-2 font-semibold">{emptyTitle}</p>
        {emptyHint && <p className="mt-1 text-sm text-neutral-500">{emptyHint}</p>}
      </div>
    );
  }
  return <ul className="divide-y divide-neutral-200">{items.map(children)}</ul>;
}
