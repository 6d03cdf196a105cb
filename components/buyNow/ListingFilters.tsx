import { CatalogFilters, type CatalogFilterField } from "@/components/listing/CatalogFilters";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import { listingsHref } from "@/lib/buyNow/listUrl";

const FIELDS: CatalogFilterField[] = [
  { kind: "select", id: "h-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "select", id: "h-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Fiyat (TL)", names: ["priceMin", "priceMax"], placeholders: ["50000", "500000"] },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
];

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
    <CatalogFilters
      fields={FIELDS}
      params={params}
      brands={brands}
      action="/hemenal"
      label="Hemen Al filtreleri"
      keep={{ sort: params.sort }}
      href={(values) => listingsHref(values as Partial<ListingListParams>)}
      onNavigate={onNavigate}
    />
  );
}
