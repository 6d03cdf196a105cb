import { formatTL } from "@/lib/format";
import type { ListingStatus } from "@/lib/buyNow/types";

// The public list's and cards' texts live in lib/buyNow/list/labels.ts (kept out of the rest for /hemenal's
// first-load JavaScript); here for every other importer.
export { BUY_NOW_LABELS, LISTING_SORT_LABELS } from "@/lib/buyNow/list/labels";

/** Management › Hemen Al: the status tabs (English URL slugs; `legacy` is the old Turkish one). */
export const LISTING_FILTERS: Array<{ slug: string; legacy: string; label: string; state?: ListingStatus }> = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "on_sale", legacy: "satista", label: "Satışta", state: "on_sale" },
  { slug: "reserved", legacy: "rezerve", label: "Rezerve", state: "reserved" },
  { slug: "sold", legacy: "satildi", label: "Satıldı", state: "sold" },
  { slug: "withdrawn", legacy: "kaldirildi", label: "Kaldırıldı", state: "withdrawn" },
];

/** The Hemen Al refusals the API answers. */
export const BUY_NOW_ERRORS = {
  notFound: "İlan bulunamadı.",
  vehicleNotFound: "Araç bulunamadı.",
  ownListing: "Bu araç size ait; kendi ilanınızı satın alamazsınız.",
  reserved: "Bu araç başka bir alıcı tarafından satın alındı; ilan şu an ayrılmış durumda.",
  sold: "Bu araç satıldı.",
  withdrawn: "Bu ilan satıştan kaldırıldı.",
  insufficient: (missing: number, needed: number) =>
    `Provizyonunuz yetersiz: bu araç için ${formatTL(needed)} kullanılabilir provizyon gerekiyor, ${formatTL(missing)} eksik.`,
  priceOnlyOnSale: "Yalnızca satıştaki bir ilanın fiyatı değiştirilebilir.",
  withdrawOnlyOnSale:
    "Yalnızca satıştaki bir ilan kaldırılabilir; ayrılmış veya satılmış ilanlar siparişten yönetilir.",
  vehicleHasAuction: "Bu araç için planlanmış veya devam eden bir ihale var.",
  vehicleHasListing: "Bu araç zaten Hemen Al'da satışta.",
  notRelistable: "Yalnızca satıştan kaldırılmış bir ilan yeniden satışa çıkarılabilir.",
  vehicleSold: "Bu araç için açık veya tamamlanmış bir sipariş var; yeniden satışa çıkarılamaz.",
  priceChanged: (price: number) =>
    `İlanın fiyatı değişti; güncel fiyat ${formatTL(price)}. Lütfen yeni fiyatı kontrol edip tekrar onaylayın.`,
} as const;

/** Validation messages of a listing's price and vehicle (lib/buyNow/schemas.ts). */
export const BUY_NOW_FIELD_ERRORS = {
  priceType: "Fiyat bir sayı olmalıdır.",
  priceWhole: "Fiyat tam TL olmalıdır.",
  priceMin: "Fiyat en az 1.000 TL olmalıdır.",
  priceMax: "Fiyat çok büyük.",
  vehicle: "Araç seçin.",
} as const;

/** The note of a Hemen Al purchase's deposit block (Hesap hareketleri). */
export const BUY_NOW_LEDGER_NOTES = {
  deposit: (orderId: number) => `Hemen Al teminatı (sipariş ${orderId})`,
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const BUY_NOW_LOAD_ERRORS = {
  list: "İlanlar yüklenemedi.",
} as const;
