import type { AuctionBuyRefusal } from "@/lib/auctions/rules";
import { BUY_NOW_ERRORS } from "@/lib/buyNow/labels";

// The public list's and cards' texts live in lib/auctions/list/labels.ts (kept out of the rest for /ihaleler's
// first-load JavaScript); here for every other importer.
export { AUCTION_LABELS, soldPriceLabel } from "@/lib/auctions/list/labels";

/** The list's sorts and state tabs: handed to /ihaleler as props (AUCTION_LIST_COPY), so not in list/labels.ts. */
export const AUCTION_SORT_LABELS = {
  ending: "Bitişi en yakın",
  newest: "En yeni",
  price_asc: "Fiyat (artan)",
  price_desc: "Fiyat (azalan)",
} as const;

export const AUCTION_STATE_LABELS = {
  active: "Canlı ve yakında",
  live: "Canlı",
  upcoming: "Yakında başlayacak",
  ended: "Sona erenler",
} as const;

/** Management › İhaleler: the status tabs (English URL slugs; `legacy` is the old Turkish one). */
export const AUCTION_FILTERS = [
  { slug: "all", legacy: "tumu", label: "Tümü", state: undefined },
  { slug: "scheduled", legacy: "planlanan", label: "Planlanan", state: "scheduled" },
  { slug: "live", legacy: "canli", label: "Canlı", state: "live" },
  { slug: "sold", legacy: "satilan", label: "Satılan", state: "sold" },
  { slug: "unsold", legacy: "satilmayan", label: "Satılmayan", state: "unsold" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", state: "cancelled" },
] as const;

/** The auction refusals the API answers. */
export const AUCTION_ERRORS = {
  notFound: "İhale bulunamadı.",
  vehicleNotFound: "Araç bulunamadı.",
  alreadyClosed: "Bu ihale sona ermiş veya iptal edilmiş.",
  startedNoEdit: "Başlamış bir ihale düzenlenemez; gerekirse iptal edin.",
  vehicleHasOpenAuction: "Bu araç için zaten planlanmış veya devam eden bir ihale var.",
  vehicleHasListing: "Bu araç Hemen Al'da satışta; önce ilanı kaldırın.",
  vehicleSold: "Bu araç için açık veya tamamlanmış bir sipariş var; yeniden ihaleye çıkarılamaz.",
  endBeforeStart: "Bitiş zamanı başlangıçtan sonra olmalıdır.",
  endInPast: "Bitiş zamanı gelecekte olmalıdır.",
  reserveBelowStart: "Rezerv fiyat başlangıç fiyatından düşük olamaz.",
  buyNowBelowStart: "Hemen Al fiyatı başlangıç fiyatından yüksek olmalıdır.",
  buyNowBelowReserve: "Hemen Al fiyatı rezerv fiyattan düşük olamaz.",
  buyNowNotOffered: "Bu ihalede Hemen Al artık sunulmuyor.",
  buyNowPriceChanged: "Hemen Al fiyatı değişti; lütfen sayfayı yenileyip yeniden deneyin.",
  ownAuctionBuy: "Bu araç size ait; kendi ihalenizden satın alamazsınız.",
  notRelistable: "Yalnızca satışsız kapanan bir ihale yeniden ihaleye çıkarılabilir.",
  relistWhileOffer:
    "Bu ihale için alıcının yanıtını bekleyen bir teklif var (rezerv teklifi ya da ikinci şans); teklif sonuçlanmadan araç yeniden ihaleye çıkarılamaz.",
} as const;

/** Validation messages of bids, auctions and the sold-prices query (lib/auctions/schemas.ts). */
export const AUCTION_FIELD_ERRORS = {
  moneyType: (label: string) => `${label} bir sayı olmalıdır.`,
  moneyMax: (label: string) => `${label} çok büyük.`,
  moneyWhole: (label: string) => `${label} tam TL olmalıdır.`,
  moneyPositive: (label: string) => `${label} sıfırdan büyük olmalıdır.`,
  dateRequired: (label: string) => `${label} zorunludur.`,
  dateInvalid: (label: string) => `${label} geçerli bir tarih olmalıdır.`,
  confirmedPrice: "Onayladığınız fiyat",
  brandRequired: "Marka zorunludur.",
  brandMax: "Marka çok uzun.",
  modelRequired: "Model zorunludur.",
  modelMax: "Model çok uzun.",
  vehicle: "Araç seçin.",
  startsAt: "Başlangıç zamanı",
  endsAt: "Bitiş zamanı",
  startingPrice: "Başlangıç fiyatı",
  startingPriceMin: "Başlangıç fiyatı en az 1.000 TL olmalıdır.",
  increment: "Artış tutarı",
  incrementMin: "Artış tutarı en az 100 TL olmalıdır.",
  incrementMax: "Artış tutarı en fazla 1.000.000 TL olabilir.",
  reservePrice: "Rezerv fiyat",
  buyNowPrice: "Hemen Al fiyatı",
  cancelReasonRequired: "İptal nedeni zorunludur.",
  cancelReasonMin: "İptal nedeni en az 3 karakter olmalıdır.",
  cancelReasonMax: "İptal nedeni en fazla 300 karakter olabilir.",
} as const;

/** Why a buy-now during an auction was refused (lib/auctions/rules.ts decideAuctionBuy). */
export const auctionBuyRefusal = (reason: AuctionBuyRefusal, missing = 0, deposit = 0): string =>
  ({
    own_auction: AUCTION_ERRORS.ownAuctionBuy,
    not_offered: AUCTION_ERRORS.buyNowNotOffered,
    price_changed: AUCTION_ERRORS.buyNowPriceChanged,
    insufficient_provision: BUY_NOW_ERRORS.insufficient(missing, deposit),
  })[reason];

/** The ledger notes of a buy-now during an auction. */
export const AUCTION_BUY_LEDGER_NOTES = {
  ownReleased: "İhale Hemen Al ile satın alındı",
  othersReleased: "İhale Hemen Al ile satıldı",
  deposit: "İhale teminatı (Hemen Al)",
} as const;

/** The notes of the deposit releases when an auction closes or is cancelled (Hesap hareketleri). */
export const AUCTION_LEDGER_NOTES = {
  closedSold: "İhale kapandı",
  closedUnsold: "İhale satışsız kapandı",
  cancelled: "İhale iptal edildi",
} as const;

/** Buy-now during an auction (PRODUCT §6.8): the panel's texts. */
export const AUCTION_BUY_NOW_LABELS = {
  button: (price: string) => `Hemen Al: ${price}`,
  hint: "İhaleyi beklemeden bu fiyata satın alabilirsiniz; fiyat bu tutarın %70'ine ulaşınca seçenek kalkar.",
  confirmTitle: "İhaleyi Hemen Al ile bitir",
  confirm: "Satın al",
  done: "Satın aldınız; ihale sona erdi. Siparişiniz oluşturuldu.",
} as const;

/** The public sold-prices block of the detail pages (PRODUCT §6.5). */
export const SOLD_PRICES_LABELS = {
  title: (name: string) => `${name}: son 12 ayın satış fiyatları`,
  loading: "Satış fiyatları yükleniyor…",
  failed: "Satış fiyatları yüklenemedi.",
  empty: "Son 12 ayda bu modelden satış olmadı.",
  summary: (count: number, low: string, high: string) =>
    count === 1 ? `1 satış: ${low}` : `${count} satış · en düşük ${low} · en yüksek ${high}`,
  auction: "İhale",
  listing: "Hemen Al",
} as const;

/** The live stream of several auctions (the watchlist's cards). */
export const AUCTION_STREAM_ERRORS = {
  noneFound: "İzlenen ihalelerden hiçbiri bulunamadı.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const AUCTION_LOAD_ERRORS = {
  list: "İhaleler yüklenemedi.",
} as const;
