import { FilterForm } from "@/components/ui/FilterForm";
import { filterInputClass, RangeFilter } from "@/components/ui/RangeFilter";
import { SelectFilter } from "@/components/ui/SelectFilter";
import { PROVINCES_BY_NAME } from "@/lib/provinces";

/**
 * One field of a catalogue's filter form: a select of the list's brands or of the provinces, a text
 * box, or a from–to pair of numbers. `id`s are unique per page (a form of each list may be linked).
 */
export type CatalogFilterField =
  | { kind: "select"; id: string; name: string; label: string; allLabel: string; options: "brands" | "provinces" }
  | { kind: "text"; id: string; name: string; label: string; placeholder: string }
  | { kind: "range"; label: string; names: [string, string]; placeholders: [string, string] };

type Values = Record<string, string | number | undefined>;

/** The URL keys the fields set: a list with any of them in its params is filtered. */
export function fieldNames(fields: readonly CatalogFilterField[]): string[] {
  return fields.flatMap((field) => (field.kind === "range" ? field.names : [field.name]));
}

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
