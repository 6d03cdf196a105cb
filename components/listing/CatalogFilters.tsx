import { FilterForm } from "@/components/ui/FilterForm";
import { filterInputClass, RangeFilter } from "@/components/ui/RangeFilter";
import { SelectFilter } from "@/components/ui/SelectFilter";
import { PROVINCES_BY_NAME } from "@/lib/provinces";
import type { CatalogFilterField } from "@/components/listing/catalogFilterFields";

export type { CatalogFilterField };

type Values = Record<string, string | number | undefined>;

/**
 * The filters of /ihaleler and /hemenal from their fields (AuctionFilters, ListingFilters): a GET form
 * that works before JavaScript loads; `keep` (the tab, the sort) stays as it is.
 */
export function CatalogFilters({
  fields,
  params,
  brands,
  ...form
}: {
  fields: readonly CatalogFilterField[];
  params: Values;
  brands: string[];
  action: string;
  label: string;
  keep: Record<string, string>;
  href: (values: Record<string, string>) => string;
  onNavigate?: (values: Record<string, string>) => void;
}) {
  const text = (name: string) => params[name] as string | undefined;
  const number = (name: string) => params[name] as number | undefined;
  return (
    <FilterForm {...form}>
      {fields.map((field) =>
        field.kind === "select" ? (
          <SelectFilter
            key={field.id}
            id={field.id}
            name={field.name}
            label={field.label}
            value={text(field.name)}
            allLabel={field.allLabel}
            options={field.options === "brands" ? brands : PROVINCES_BY_NAME}
          />
        ) : field.kind === "text" ? (
          <div key={field.id}>
            <label htmlFor={field.id} className="mb-1.5 block text-sm font-medium text-neutral-800">
              {field.label}
            </label>
            <input
              id={field.id}
              name={field.name}
              defaultValue={text(field.name) ?? ""}
              placeholder={field.placeholder}
              className={filterInputClass}
            />
          </div>
        ) : (
          <RangeFilter
            key={field.names[0]}
            label={field.label}
            nameMin={field.names[0]}
            nameMax={field.names[1]}
            min={number(field.names[0])}
            max={number(field.names[1])}
            placeholderMin={field.placeholders[0]}
            placeholderMax={field.placeholders[1]}
          />
        ),
      )}
    </FilterForm>
  );
}
