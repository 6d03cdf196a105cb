import type { OrderStatus, SettledDeposit } from "@/lib/orders/types";
import type { ListingStatus } from "@/lib/buyNow/types";
import { formatTL } from "@/lib/format";

/** User-facing buy-now and order texts in one place, for a Turkish editor to review in one read. */
export const buyNowText = {
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

export const listingTone: Record<ListingStatus, string> = {
  on_sale: "bg-green-700 text-white",
  reserved: "bg-amber-500 text-neutral-900",
  sold: "bg-neutral-700 text-white",
  withdrawn: "bg-neutral-600 text-white",
};

export const LISTING_SORT_LABELS = {
  newest: "En yeni",
  price_asc: "Fiyat (artan)",
  price_desc: "Fiyat (azalan)",
  year_desc: "Model yılı (yeni)",
} as const;

export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: string }> = {
  awaiting_payment: { label: "Ödeme bekleniyor", tone: "bg-amber-50 text-amber-900 ring-amber-600/20" },
  paid: { label: "Ödendi", tone: "bg-sky-50 text-sky-800 ring-sky-600/20" },
  completed: { label: "Tamamlandı", tone: "bg-green-50 text-green-800 ring-green-600/20" },
  cancelled: { label: "İptal edildi", tone: "bg-red-50 text-red-800 ring-red-600/20" },
};

export const ORDER_SOURCE_LABELS = { auction: "İhale", listing: "Hemen Al" } as const;

/**
 * What became of a closed order's deposit: `buyer` under Siparişlerim / Kazandıklarım, `staff` beside the
 * status in the management list. Null when there is nothing to say (nothing was still blocked).
 */
export const settledDepositText = {
  buyer: (d: SettledDeposit): string | null =>
    d.outcome === "captured"
      ? `Sipariş iptal edildi · ${formatTL(d.amount)} teminat cayma bedeli olarak tahsil edildi.`
      : d.amount > 0
        ? `Teminatınız serbest bırakıldı (${formatTL(d.amount)}).`
        : null,
  movementsLink: "Hesap hareketlerini görün",
  staff: (d: SettledDeposit): string | null =>
    d.outcome === "captured"
      ? `Cayma bedeli tahsil edildi: ${formatTL(d.amount)}`
      : d.amount > 0
        ? `Teminat serbest bırakıldı: ${formatTL(d.amount)}`
        : null,
};
