import { FilterForm } from "@/components/ui/FilterForm";
import { RangeFilter } from "@/components/ui/RangeFilter";
import { SelectFilter } from "@/components/ui/SelectFilter";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import { PROVINCES_BY_NAME } from "@/lib/provinces";
import { listingsHref } from "@/lib/buyNow/listUrl";

/** The /hemenal filters, like the auction list's; the sort stays as it is. */
export function ListingFilters({
  params,
  brands,
  onNavigate,
}: {
  params: ListingListParams;
  brands: string[];
  onNavigate?: (values: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      action="/hemenal"
      label="Hemen Al filtreleri"
      keep={{ sort: params.sort }}
      href={(values) => listingsHref(values as Partial<ListingListParams>)}
      onNavigate={onNavigate}
    >
      <SelectFilter
        id="h-brand"
        name="brand"
        label="Marka"
        value={params.brand}
        allLabel="Tüm markalar"
        options={brands}
      />
      <SelectFilter
        id="h-city"
        name="city"
        label="Şehir"
        value={params.city}
        allLabel="Tüm Türkiye"
        options={PROVINCES_BY_NAME}
      />
      <RangeFilter
        label="Fiyat (TL)"
        nameMin="priceMin"
        nameMax="priceMax"
        min={params.priceMin}
        max={params.priceMax}
        placeholderMin="50000"
        placeholderMax="500000"
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
    </FilterForm>
  );
}
