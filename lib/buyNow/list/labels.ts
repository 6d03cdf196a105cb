import type { ListingStatus } from "@/lib/buyNow/types";

// The texts of the public Hemen Al list and its cards, apart from the rest of the domain's texts in
// ../labels.ts (which re-exports these): the bundler keeps every text of a module that some client page
// uses, so /hemenal loaded the refusals and management tabs too (lib/auctions/list/labels.ts).

/** Turkish texts of Hemen Al listings, together for a Turkish editor (orders: lib/orders/labels.ts). */
export const BUY_NOW_LABELS = {
  status: {
    on_sale: "Satışta",
    reserved: "Rezerve",
    sold: "Satıldı",
    withdrawn: "Satıştan kaldırıldı",
  } satisfies Record<ListingStatus, string>,
  price: "Hemen Al fiyatı",
  commission: "Alıcı hizmet bedeli",
  deposit: "Gereken teminat",
  total: "Toplam (fiyat + bedel)",
  buy: "Hemen Al",
};

export const LISTING_SORT_LABELS = {
  newest: "En yeni",
  price_asc: "Fiyat (artan)",
  price_desc: "Fiyat (azalan)",
  year_desc: "Model yılı (yeni)",
} as const;
