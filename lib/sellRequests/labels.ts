import { COMPANY } from "@/lib/company";
import type { SaleMethod, SellAction, SellRequestStatus } from "@/lib/sellRequests/types";

/** The same words /kurumsal/teklifal uses for the stages. */
export const SELL_STATUS_LABELS: Record<SellRequestStatus, string> = {
  submitted: "Başvuru alındı",
  in_review: "İncelemede",
  offer_made: "Teklif verildi",
  accepted: "Teklif kabul edildi",
  declined: "Teklif reddedildi",
  listed: "Yayında",
  rejected: "Başvuru reddedildi",
  withdrawn: "Geri çekildi",
};

export const SELL_STATUS_TONES: Record<SellRequestStatus, "warning" | "success" | "danger" | "neutral" | "info"> = {
  submitted: "neutral",
  in_review: "info",
  offer_made: "warning",
  accepted: "success",
  declined: "neutral",
  listed: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

export const SALE_METHOD_LABELS: Record<SaleMethod, string> = { auction: "İhale", buy_now: "Hemen Al" };

export const SELL_REQUEST_ERRORS = {
  notFound: "Satış talebi bulunamadı.",
  // The limits come in from the callers (rules.ts imports this file, so it cannot import rules).
  uploadLimit: (limit: number) =>
    `Bir günde en fazla ${limit} fotoğraf yükleyebilirsiniz. Lütfen daha sonra tekrar deneyin.`,
  tooManyOpen: (openMax: number) =>
    `Sonuçlanmamış ${openMax} satış talebiniz var. Yeni başvuru için bunların sonuçlanmasını bekleyin.`,
  foreignPhoto: "Fotoğraflardan biri size ait değil veya bulunamadı; lütfen fotoğrafları yeniden yükleyin.",
  auctionMissing: "Bu numarada bir ihale bulunamadı.",
  listingMissing: "Bu numarada bir Hemen Al ilanı bulunamadı.",
  otherVehicle: (what: string, plate: string) =>
    `Seçilen ${what} bu talebin aracına (${plate}) ait değil; plakası farklı.`,
  closed: (what: string) => `Seçilen ${what} kapanmış; yalnızca açık bir ${what} bağlanabilir.`,
  wrongKind: (method: SaleMethod) =>
    method === "auction"
      ? "Kabul edilen teklif İhale içindi; bir ihale numarası girin."
      : "Kabul edilen teklif Hemen Al içindi; bir Hemen Al ilan numarası girin.",
  timesRequired: "İhalenin başlangıç ve bitiş zamanını girin.",
  needsAuctions: "İhale oluşturmak için ihale yönetimi yetkisi gerekir.",
  needsListings: "Hemen Al ilanı açmak için ilan yönetimi yetkisi gerekir.",
  startsAtRequired: "Başlangıç zamanı zorunludur.",
  endsAtRequired: "Bitiş zamanı zorunludur.",
} as const;

/** What the browser shows when this domain's data could not be loaded. */
export const SELL_REQUEST_LOAD_ERRORS = {
  list: "Satış talepleri yüklenemedi.",
  mine: "Satış talepleriniz yüklenemedi.",
} as const;

/** What a refused transition "cannot" do, ending the sentence "Talep “…” durumunda olduğu için …" (lib/sellRequests/rules.ts). */
export const SELL_ACTION_REFUSALS: Record<SellAction, string> = {
  review: "incelemeye alınamaz",
  offer: "teklif verilemez",
  accept: "kabul edilemez",
  decline: "reddedilemez",
  withdraw: "geri çekilemez",
  list: "yayında olarak işaretlenemez",
  reject: "reddedilemez",
};

/** The 409 texts of the Borsa'da Sat flow (decideSell). */
export const SELL_FLOW_ERRORS = {
  stateRefusal: (status: SellRequestStatus, refused: string) =>
    `Talep “${SELL_STATUS_LABELS[status]}” durumunda olduğu için ${refused}.`,
  offerOpen: "Bu talepte süresi dolmamış bir teklif var; yeni teklif ancak süresi dolunca verilebilir.",
  offerExpired: "Teklifin geçerlilik süresi doldu. Ekibimiz yeni bir teklif için sizinle iletişime geçecek.",
  withdrawn: "Bu başvuruyu geri çektiniz; yanıtlanacak bir teklif kalmadı.",
  alreadyAccepted: "Bu teklifi zaten kabul ettiniz.",
  alreadyDeclined: "Bu teklifi zaten reddettiniz.",
  noOffer: "Bu talepte yanıtlanacak bir teklif yok.",
  /** Why the owner can no longer withdraw, for each state the withdrawal rule does not start from. */
  withdraw: {
    accepted: `Teklifimizi kabul ettiğiniz için başvuru artık geri çekilemez. Vazgeçtiyseniz lütfen bizi arayın: ${COMPANY.phone}.`,
    listed: `Aracınız yayına alındığı için başvuru artık geri çekilemez. Lütfen bizi arayın: ${COMPANY.phone}.`,
    declined: "Teklifimizi reddettiğinizde bu başvuru zaten kapandı.",
    rejected: "Bu başvuru ekibimiz tarafından reddedildiği için zaten kapandı.",
    withdrawn: "Bu başvuruyu zaten geri çektiniz.",
  } as Partial<Record<SellRequestStatus, string>>,
};

/** The sell forms' fields (lib/sellRequests/schemas.ts); limits come in from SELL_LIMITS. */
export const SELL_FIELD_ERRORS = {
  required: (label: string) => `${label} zorunludur.`,
  priceType: (label: string) => `${label} bir sayı olmalıdır.`,
  priceWhole: (label: string) => `${label} tam TL olmalıdır.`,
  priceMin: (label: string) => `${label} en az 1.000 TL olmalıdır.`,
  priceMax: (label: string) => `${label} en fazla 100.000.000 TL olabilir.`,
  plateRequired: "Plaka zorunludur.",
  plateMax: "Geçerli bir plaka girin (ör. 34 ABC 123).",
  expectedPrice: "Beklenen fiyat",
  descriptionRequired: "Açıklama zorunludur.",
  descriptionMin: (min: number) => `Açıklama en az ${min} karakter olmalıdır: hasar, bakım ve aksesuar bilgisi yazın.`,
  descriptionMax: (max: number) => `Açıklama en fazla ${max} karakter olabilir.`,
  photoUrl: "Fotoğraf adresi geçersiz; fotoğrafı yeniden yükleyin.",
  photos: "Fotoğraf listesi geçersiz.",
  photosMin: "En az 1 fotoğraf yükleyin.",
  photosMax: (max: number) => `En fazla ${max} fotoğraf yükleyebilirsiniz.`,
  photosUnique: "Aynı fotoğraf birden fazla kez eklenmiş.",
  reserveBelowPrice: "Rezerv fiyat başlangıç fiyatından düşük olamaz.",
  offerPrice: "Teklif fiyatı",
  reservePrice: "Rezerv fiyat",
  method: "Satış yöntemini seçin (İhale veya Hemen Al).",
  noteType: "Not metin olmalıdır.",
  noteMax: (max: number) => `Not en fazla ${max} karakter olabilir.`,
  reserveRequired: "İhale teklifinde rezerv fiyat zorunludur.",
  reserveForbidden: "Hemen Al teklifinde rezerv fiyat olmaz.",
  idInvalid: (label: string) => `${label} numarası geçersiz.`,
  dateInvalid: (label: string) => `${label} geçerli bir tarih olmalıdır.`,
  startsAt: "Başlangıç zamanı",
  endsAt: "Bitiş zamanı",
  auction: "İhale",
  listing: "İlan",
  listMode: "Yayına alma şeklini seçin.",
  reasonMin: (label: string, min: number) => `${label} en az ${min} karakter olmalıdır.`,
  reasonMax: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`,
  rejectReason: "Ret gerekçesi",
} as const;
