import type { ReactNode } from "react";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { StatusTabs } from "@/components/management/StatusTabs";
import { TablePager } from "@/components/management/TablePager";
import type { useManagementNav } from "@/components/management/listParams";

type Nav = ReturnType<typeof useManagementNav>;
type Paged<T> = { items: T[]; page: number; total: number; pageSize: number };
type TableProps<T> = {
  nav: Nav;
  list: Paged<T> | undefined | null;
  loading: boolean;
  page: number;
  noun: string;
  empty: string;
  tableClassName: string;
  columns: Column[];
  children: (item: T) => ReactNode;
};

/** The white box of a management list: its filters (`head`), the table and the pager. */
export function ListTableSection<T>({
  head,
  nav,
  list,
  loading,
  page,
  noun,
  empty,
  tableClassName,
  columns,
  children,
}: TableProps<T> & { head: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
      {head}
      <ManagementTable
        items={list?.items}
        loading={loading}
        empty={empty}
        tableClassName={tableClassName}
        columns={columns}
      >
        {children}
      </ManagementTable>
      <TablePager list={list ?? null} page={page} noun={noun} onPage={(p) => nav.go({ page: p })} />
    </section>
  );
}

/** Status tabs, the table and its pager: the body of the auctions and listings screens. */
export function FilteredListSection<T>({
  label,
  filters,
  current,
  ...table
}: TableProps<T> & { label: string; filters: ReadonlyArray<{ slug: string; label: string }>; current: string }) {
  const { nav } = table;
  return (
    <ListTableSection
      {...table}
      head={
        <StatusTabs
          label={label}
          filters={filters}
          current={current}
          hrefFor={(slug) => nav.href({ state: slug })}
          clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })}
        />
      }
    />
  );
}
