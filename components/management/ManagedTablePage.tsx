import type { ReactNode } from "react";
import { FilteredListSection } from "@/components/management/FilteredListSection";
import { FormPanel, ListPageHeader } from "@/components/management/ListPageHeader";
import type { Column } from "@/components/management/ManagementTable";
import type { ListFilter, ListView } from "@/components/management/useManagedListState";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon, type IconName } from "@/components/ui/Icon";

/**
 * A management list in a table (İhaleler, Hemen Al): heading with its "new" button, the create/edit
 * form above the list while one is open (the button hides meanwhile), then the status tabs, the table
 * and its pager (FilteredListSection). The tab and the page live in the URL; rows and dialogs are the caller's.
 */
export function ManagedTablePage<T>({
  seo,
  title,
  text,
  create,
  form,
  list,
  label,
  filters,
  noun,
  empty,
  tableClassName,
  columns,
  children,
  after,
}: {
  seo: { title: string; description: string };
  title: string;
  text: string;
  create: { label: string; icon: IconName; onClick: () => void };
  /** The open create/edit form and its panel's title, or null. */
  form: { title: string; body: ReactNode } | null;
  list: ListView<T>;
  /** The tabs' name: "İhale durumu". */
  label: string;
  filters: readonly ListFilter[];
  noun: string;
  empty: string;
  tableClassName: string;
  columns: Column[];
  children: (item: T) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <Seo title={seo.title} description={seo.description} noindex />
      <ListPageHeader title={title} text={text}>
        {!form && (
          <Button onClick={create.onClick}>
            <Icon name={create.icon} className="h-4 w-4" />
            {create.label}
          </Button>
        )}
      </ListPageHeader>

      {form && <FormPanel title={form.title}>{form.body}</FormPanel>}

      <FilteredListSection
        label={label}
        filters={filters}
        current={list.filter.slug}
        nav={list.nav}
        list={list.data}
        loading={list.loading}
        page={list.page}
        noun={noun}
        empty={empty}
        tableClassName={tableClassName}
        columns={columns}
      >
        {children}
      </FilteredListSection>
      {after}
    </>
  );
}
