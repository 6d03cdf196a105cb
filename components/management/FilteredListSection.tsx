import type { ReactNode } from "react";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { StatusTabs } from "@/components/management/StatusTabs";
import { TablePager } from "@/components/management/TablePager";
import type { useManagementNav } from "@/components/management/listParams";

type Nav = ReturnType<typeof useManagementNav>;
type Paged<T> = { items: T[]; page: number; total: number; pageSize: number };

/** Status tabs, the table and its pager: the body of the auctions, listings and orders screens. */
export function FilteredListSection<T>({
  label,
  filters,
  current,
  nav,
  list,
  loading,
  page,
  noun,
  empty,
  tableClassName,
  columns,
  children,
}: {
  label: string;
  filters: ReadonlyArray<{ slug: string; label: string }>;
  current: string;
  nav: Nav;
  list: Paged<T> | undefined | null;
  loading: boolean;
  page: number;
  noun: string;
  empty: string;
  tableClassName: string;
  columns: Column[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
      <StatusTabs label={label} filters={filters} current={current} hrefFor={(slug) => nav.href({ state: slug })} clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })} />
      <ManagementTable items={list?.items} loading={loading} empty={empty} tableClassName={tableClassName} columns={columns}>
        {children}
      </ManagementTable>
      <TablePager list={list ?? null} page={page} noun={noun} onPage={(p) => nav.go({ page: p })} />
    </section>
  );
}
