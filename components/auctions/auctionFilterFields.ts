import type { CatalogFilterField } from "@/components/listing/CatalogFilters";
import { AUCTION_SORT_LABELS, AUCTION_STATE_LABELS } from "@/lib/auctions/labels";

/** The /ihaleler filters; the state tab and the sort stay as they are when they are sent. */
export const AUCTION_FILTER_FIELDS: readonly CatalogFilterField[] = [
  { kind: "select", id: "f-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "text", id: "f-model", name: "model", label: "Model", placeholder: "ör. MT-07" },
  { kind: "select", id: "f-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
  { kind: "range", label: "Kilometre", names: ["kmMin", "kmMax"], placeholders: ["0", "50000"] },
  { kind: "range", label: "Motor hacmi (cc)", names: ["ccMin", "ccMax"], placeholders: ["125", "1300"] },
];

/**
 * The auction list's fixed texts and its filter fields, handed to the page as props by its data
 * functions (pages/ihaleler/index.tsx, filtre.tsx): the server renders them anyway, and as props they
 * stay out of /ihaleler's first-load JavaScript, which was over its budget (docs/DEVELOPING.md).
 */
export type AuctionListCopy = {
  fields: readonly CatalogFilterField[];
  description: string;
  lead: string;
  loading: string;
  empty: { title: string; text: string; action: string };
  sortLabels: typeof AUCTION_SORT_LABELS;
  stateLabels: typeof AUCTION_STATE_LABELS;
};

export const AUCTION_LIST_COPY: AuctionListCopy = {
  fields: AUCTION_FILTER_FIELDS,
  description:
    "Ekspertizli motosiklet ihaleleri: canlı ve yakında başlayacak ihalelere provizyonunuzla teklif verin. Marka, model, yıl, km ve şehre göre filtreleyin.",
  lead: "Ekspertizli motosikletlere provizyonunuzla teklif verin. Son 3 dakikada gelen her teklif süreyi 3 dakika uzatır.",
  loading: "İhaleler yükleniyor…",
  empty: {
    title: "Aradığınız kriterlere uygun ihale bulunamadı.",
    text: "Filtreleri genişletmeyi veya başka bir ihale durumuna bakmayı deneyin.",
    action: "Tüm ihaleleri göster",
  },
  sortLabels: AUCTION_SORT_LABELS,
  stateLabels: AUCTION_STATE_LABELS,
};
