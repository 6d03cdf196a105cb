import type { CatalogFilterField } from "@/components/listing/CatalogFilters";

/** The /hemenal filters, like the auction list's; the sort stays as it is when they are sent. */
export const LISTING_FILTER_FIELDS: readonly CatalogFilterField[] = [
  { kind: "select", id: "h-brand", name: "brand", label: "Marka", allLabel: "Tüm markalar", options: "brands" },
  { kind: "select", id: "h-city", name: "city", label: "Şehir", allLabel: "Tüm Türkiye", options: "provinces" },
  { kind: "range", label: "Fiyat (TL)", names: ["priceMin", "priceMax"], placeholders: ["50000", "500000"] },
  { kind: "range", label: "Model yılı", names: ["yearMin", "yearMax"], placeholders: ["2015", "2026"] },
];

type Empty = { title: string; text: string; action: string };

/**
 * The Hemen Al list's fixed texts and its filter fields, handed to pages/hemenal/index.tsx as props
 * by its getServerSideProps: rendered by the server anyway, and kept out of the page's first-load
 * JavaScript (as AUCTION_LIST_COPY for /ihaleler).
 */
export type ListingListCopy = {
  fields: readonly CatalogFilterField[];
  description: string;
  lead: string;
  /** The empty box with filters set, and without (nothing on sale). */
  empty: { filtered: Empty; none: Empty };
};

export const LISTING_LIST_COPY: ListingListCopy = {
  fields: LISTING_FILTER_FIELDS,
  description:
    "Sabit fiyatlı, ekspertizli motosikletler: ihale beklemeden ilandaki fiyattan hemen satın alın. Marka, şehir, fiyat ve model yılına göre filtreleyin.",
  lead: "Ekspertizli motosikletleri ilandaki sabit fiyattan satın alın. İlk onaylayan üye aracı alır; sipariş sonuçlanana kadar yalnızca hizmet bedeli kadar provizyonunuz bloke edilir.",
  empty: {
    filtered: {
      title: "Aradığınız kriterlere uygun ilan bulunamadı.",
      text: "Filtreleri genişletmeyi deneyin.",
      action: "Tüm ilanları göster",
    },
    none: {
      title: "Şu an satışta Hemen Al ilanı yok.",
      text: "Yeni ilanlar eklendikçe burada görünecek; bu sırada ihalelere göz atabilirsiniz.",
      action: "İhalelere göz at",
    },
  },
};
