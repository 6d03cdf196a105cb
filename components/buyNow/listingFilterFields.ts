import type { CatalogFilterField } from "@/components/listing/CatalogFilters";

/** The /hemenal filters, like the auction list's; the sort stays as it is when they are sent. */
export const LISTING_FILTER_FIELDS: readonly CatalogFilterField[] = [
  { kind: "select", id: "h-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "select", id: "h-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Fiyat (TL)", names: ["priceMin", "priceMax"], placeholders: ["50000", "500000"] },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
];
