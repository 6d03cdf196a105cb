import type { AuctionListParams } from "@/lib/auctions/schemas";
import { PROVINCES_BY_NAME } from "@/lib/provinces";
import { FilterForm } from "@/components/ui/FilterForm";
import { filterInputClass, RangeFilter } from "@/components/ui/RangeFilter";
import { SelectFilter } from "@/components/ui/SelectFilter";
import { listHref } from "@/lib/auctions/listUrl";

/** The /ihaleler filters; the state tab and the sort stay as they are. */
export function AuctionFilters({
  params,
  brands,
  onNavigate,
}: {
  params: AuctionListParams;
  brands: string[];
  onNavigate?: (values: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      action="/ihaleler"
      label="İhale filtreleri"
      keep={{ state: params.state, sort: params.sort }}
      href={(values) => listHref(values as Partial<AuctionListParams>)}
      onNavigate={onNavigate}
    >
      <SelectFilter
        id="f-brand"
        name="brand"
        label="Marka"
        value={params.brand}
        allLabel="Tüm markalar"
        options={brands}
      />
      <div>
        <label htmlFor="f-model" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Model
        </label>
        <input
          id="f-model"
          name="model"
          defaultValue={params.model ?? ""}
          placeholder="ör. MT-07"
          className={filterInputClass}
        />
      </div>
      <SelectFilter
        id="f-city"
        name="city"
        label="Şehir"
        value={params.city}
        allLabel="Tüm Türkiye"
        options={PROVINCES_BY_NAME}
      />
      <RangeFilter
        label="Model yılı"
        nameMin="yearMin"
        nameMax="yearMax"
        min={params.yearMin}
        max={params.yearMax}
        placeholderMin="2015"
        placeholderMax="2026"
      />
      <RangeFilter
        label="Kilometre"
        nameMin="kmMin"
        nameMax="kmMax"
        min={params.kmMin}
        max={params.kmMax}
        placeholderMin="0"
        placeholderMax="50000"
      />
      <RangeFilter
        label="Motor hacmi (cc)"
        nameMin="ccMin"
        nameMax="ccMax"
        min={params.ccMin}
        max={params.ccMax}
        placeholderMin="125"
        placeholderMax="1300"
      />
    </FilterForm>
  );
}
