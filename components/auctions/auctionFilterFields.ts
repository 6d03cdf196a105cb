import type { CatalogFilterField } from "@/components/listing/CatalogFilters";

/** The /ihaleler filters; the state tab and the sort stay as they are when they are sent. */
export const AUCTION_FILTER_FIELDS: readonly CatalogFilterField[] = [
  { kind: "select", id: "f-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "text", id: "f-model", name: "model", label: "Model", placeholder: "ör. MT-07" },
  { kind: "select", id: "f-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
  { kind: "range", label: "Kilometre", names: ["kmMin", "kmMax"], placeholders: ["0", "50000"] },
  { kind: "range", label: "Motor hacmi (cc)", names: ["ccMin", "ccMax"], placeholders: ["125", "1300"] },
];
