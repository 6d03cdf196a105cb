import { useRouter } from "next/router";
import type { ReactNode } from "react";
import { FilterTabs, Pager } from "@/components/services/FilterTabs";
import { ManagementList } from "@/components/management/ManagementList";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { Seo } from "@/components/Seo";
import type { IconName } from "@/components/ui/Icon";

export type RequestFilter<S extends string> = { slug: string; legacy: string; label: string; status?: S };
import type { Paged } from "@/lib/paging";

/** A domain's list hook (lib/<domain>/client.ts), e.g. useManagedSellRequests. */
type ListHook<T, S extends string> = (
  query: { status?: S; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) => { data: Paged<T> | null | undefined; loading: boolean; load: () => unknown };

const PAGE_SIZE = 20;

/** The list state of a sell or transport request list: tab, page, the page of requests and a reload. */
export function useRequestList<T, S extends string>(
  pathname: string,
  useList: ListHook<T, S>,
  filters: readonly RequestFilter<S>[],
  parseState: ReturnType<typeof listStateParser>,
) {
  const router = useRouter();
  const filter = pickFilter(filters, router.query);
  const page = listPage(router.query);
  const nav = useManagementNav(pathname, { state: filter.slug, page }, parseState);
  const { data, loading, load } = useList({ status: filter.status, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  return { filter, page, nav, data, loading, load };
}

/**
 * The screen of a management request list (Satış Talepleri, Nakliye Talepleri): heading, status
 * tabs, the cards and the pager. The cards and any dialog are the caller's.
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
  const { filter, page, nav, data, loading } = list;
  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, page: p });
  return (
    <>
      <Seo title={title} description={seoDescription} noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-neutral-600">{intro}</p>
      </div>

      <FilterTabs
        filters={filters}
        current={filter.slug}
        hrefFor={(slug) => hrefFor(slug)}
        clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })}
      />

      <section
        aria-label={`${filter.label} ${label}`}
        aria-busy={loading}
        className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
      >
        <ManagementList
          items={data?.items}
          loading={loading}
          loadingText="Talepler yükleniyor…"
          icon={icon}
          emptyTitle="Bu filtrede talep yok"
          emptyHint={emptyHint}
        >
          {children}
        </ManagementList>
      </section>
      {data && (
        <Pager
          total={data.total}
          page={page}
          pageSize={data.pageSize}
          noun="talep"
          hrefFor={(p) => hrefFor(filter.slug, p)}
          clickFor={(p) => nav.linkClick({ page: p })}
        />
      )}
      {after}
    </>
  );
}
