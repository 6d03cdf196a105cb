import type { AuctionListParams } from "@/lib/auctions/schemas";
import { CatalogFilters, type CatalogFilterField } from "@/components/listing/CatalogFilters";
import { listHref } from "@/lib/auctions/listUrl";

const FIELDS: CatalogFilterField[] = [
  { kind: "select", id: "f-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "text", id: "f-model", name: "model", label: "Model", placeholder: "ör. MT-07" },
  { kind: "select", id: "f-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
  { kind: "range", label: "Kilometre", names: ["kmMin", "kmMax"], placeholders: ["0", "50000"] },
  { kind: "range", label: "Motor hacmi (cc)", names: ["ccMin", "ccMax"], placeholders: ["125", "1300"] },
];

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
    <CatalogFilters
      fields={FIELDS}
      params={params}
      brands={brands}
      action="/ihaleler"
      label="İhale filtreleri"
      keep={{ state: params.state, sort: params.sort }}
      href={(values) => listHref(values as Partial<AuctionListParams>)}
      onNavigate={onNavigate}
    />
  );
}
