import type { ReactNode } from "react";
import { ListSearch } from "@/components/management/ListSearch";
import type { ListFilter, ListView } from "@/components/management/useManagedListState";
import { ManagementList } from "@/components/management/ManagementList";
import { Seo } from "@/components/Seo";
import { FilterTabs, Pager, type TabsLayout } from "@/components/services/FilterTabs";
import type { IconName } from "@/components/ui/Icon";

/**
 * A management list of cards (Provizyon, Çekimler, Blog, Satış and Nakliye talepleri): heading, the
 * status tabs, an optional search, the cards with their loading and empty states, and the pager.
 * Every choice lives in the URL, so a reload or a shared link keeps it. Rows and dialogs are the caller's.
 */
export function ManagedListPage<T>({
  list,
  filters,
  tabs = "scroll",
  title,
  seoTitle = title,
  seoDescription,
  intro,
  action,
  search,
  sectionLabel,
  loadingText,
  icon,
  emptyTitle,
  emptyHint,
  noun,
  children,
  after,
}: {
  list: ListView<T>;
  filters: readonly ListFilter[];
  tabs?: TabsLayout;
  title: string;
  seoTitle?: string;
  seoDescription: string;
  intro: ReactNode;
  /** Beside the heading: the "new" button. */
  action?: ReactNode;
  search?: { label: string; placeholder: string };
  sectionLabel: string;
  loadingText: string;
  icon: IconName;
  emptyTitle: string;
  emptyHint?: string;
  /** What the pager counts: "talep". */
  noun: string;
  children: (item: T) => ReactNode;
  after?: ReactNode;
}) {
  const { filter, page, q, nav, data, loading } = list;
  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, q, page: p });
  const heading = (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-neutral-600">{intro}</p>
    </div>
  );
  const tabRow = (
    <FilterTabs
      filters={filters}
      current={filter.slug}
      layout={tabs}
      hrefFor={(slug) => hrefFor(slug)}
      clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })}
    />
  );
  const searchBox = search && (
    <ListSearch
      label={search.label}
      placeholder={search.placeholder}
      wide={tabs === "inline"}
      onSearch={(text) => nav.go({ q: text || undefined, page: 1 })}
    />
  );

  return (
    <>
      <Seo title={seoTitle} description={seoDescription} noindex />
      {action ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}

      {tabs === "inline" ? (
        <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center">
          {tabRow}
          {searchBox}
        </div>
      ) : (
        <>
          {tabRow}
          {searchBox && <div className="mt-4">{searchBox}</div>}
        </>
      )}

      <section
        aria-label={sectionLabel}
        aria-busy={loading}
        className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200"
      >
        <ManagementList
          items={data?.items}
          loading={loading}
          loadingText={loadingText}
          icon={icon}
          emptyTitle={emptyTitle}
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
          noun={noun}
          hrefFor={(p) => hrefFor(filter.slug, p)}
          clickFor={(p) => nav.linkClick({ page: p })}
        />
      )}
      {after}
    </>
  );
}
