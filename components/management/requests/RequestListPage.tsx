import type { ReactNode } from "react";
import type { listStateParser } from "@/components/management/listParams";
import { ManagedListPage } from "@/components/management/ManagedListPage";
import { useManagedList, type ListHook } from "@/components/management/useManagedListState";
import type { IconName } from "@/components/ui/Icon";

export type RequestFilter<S extends string> = { slug: string; legacy: string; label: string; status?: S };

/** The list state of a sell or transport request list: tab, page, the page of requests and a reload. */
export function useRequestList<T, S extends string>(
  pathname: string,
  useList: ListHook<T, S>,
  filters: readonly RequestFilter<S>[],
  parseState: ReturnType<typeof listStateParser>,
) {
  return useManagedList(pathname, useList, filters, parseState);
}

/**
 * The screen of a management request list (Satış Talepleri, Nakliye Talepleri): ManagedListPage with
 * the requests' texts. The cards and any dialog are the caller's.
 */
export function RequestListPage<T, S extends string>({
  list,
  filters,
  title,
  intro,
  seoDescription,
  label,
  icon,
  emptyHint,
  children,
  after,
}: {
  list: ReturnType<typeof useRequestList<T, S>>;
  filters: readonly RequestFilter<S>[];
  title: string;
  intro: ReactNode;
  seoDescription: string;
  /** The list's name after the tab's label: "satış talepleri". */
  label: string;
  icon: IconName;
  emptyHint: string;
  children: (item: T) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <ManagedListPage
      list={list}
      filters={filters}
      title={title}
      seoDescription={seoDescription}
      intro={intro}
      sectionLabel={`${list.filter.label} ${label}`}
      loadingText="Talepler yükleniyor…"
      icon={icon}
      emptyTitle="Bu filtrede talep yok"
      emptyHint={emptyHint}
      noun="talep"
      after={after}
    >
      {children}
    </ManagedListPage>
  );
}
