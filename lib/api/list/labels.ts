// The list filters' refusal names apart from lib/api/labels.ts: lib/<domain>/listParams.ts runs in the
// browser of /ihaleler and /hemenal, and the API's other texts stayed out of their first-load JavaScript.

/** The list pages' URL filters (/ihaleler, /hemenal): the names their refusals use (lib/<domain>/listParams.ts). */
export const LIST_FILTER_LABELS = {
  yearMin: "En düşük yıl",
  yearMax: "En yüksek yıl",
  kmMin: "En düşük km",
  kmMax: "En yüksek km",
  ccMin: "En düşük motor hacmi",
  ccMax: "En yüksek motor hacmi",
  priceMin: "En düşük fiyat",
  priceMax: "En yüksek fiyat",
  page: "Sayfa",
  pageSize: "Sayfa boyutu",
  sortInvalid: "Geçersiz sıralama.",
  auctionStateInvalid: "Geçersiz ihale durumu.",
} as const;
