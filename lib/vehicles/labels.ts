import { listingTrustLabels } from "@/lib/vehicles/trust/labels";
import {
  vehicleBusy,
  vehicleLock,
  type LockedVehicleField,
  type MissingIdentity,
  type VehicleHold,
  type VehicleUse,
  type VinProblem,
} from "@/lib/vehicles/rules";
import type { ManagedVehicleHead, VehicleCardFields, VehicleSpecs } from "@/lib/vehicles/types";

/** How a vehicle is named on cards, orders and staff lists: "2021 Honda CBR650R". */
export const vehicleTitle = (v: { year: number; brand: string; model: string }) => `${v.year} ${v.brand} ${v.model}`;

/** Just the specs of a bigger vehicle object (a row, a managed vehicle), for a view that shows them. */
export const vehicleSpecsOf = (v: VehicleSpecs): VehicleSpecs => ({
  brand: v.brand,
  model: v.model,
  year: v.year,
  km: v.km,
  engineCc: v.engineCc,
  city: v.city,
});

/** The card fields every catalogue card (auction or Hemen Al) shows, from a card query row. */
export function vehicleCardFields(row: Omit<VehicleCardFields, "title">): VehicleCardFields {
  return { id: row.id, title: vehicleTitle(row), ...vehicleSpecsOf(row), photo: row.photo };
}

/** The names of a vehicle's fields in lock messages (lib/vehicles/rules.ts LOCKED_VEHICLE_FIELDS). */
export const VEHICLE_FIELD_LABELS: Record<LockedVehicleField | "photos", string> = {
  brand: "Marka",
  model: "Model",
  year: "Model yılı",
  km: "Kilometre",
  engineCc: "Motor hacmi",
  city: "Şehir",
  colour: "Renk",
  plate: "Plaka",
  details: "Ekspertiz özeti",
  photos: "Yayındaki fotoğraflar",
};

/** Why the bidding-relevant fields are locked, by what holds the vehicle. */
const LOCK_REASONS: Record<VehicleHold["kind"], (id: number) => string> = {
  auction: (id) => `Araç canlı ihalede (İhale #${id}); teklif verenler bu bilgilere güvendi.`,
  listing: (id) => `Araç Hemen Al'da satışta (İlan #${id}); alıcılar bu bilgilere güvenir.`,
  order: (id) => `Araç satıldı (Sipariş #${id}); alıcının satın aldığı bilgiler değiştirilemez.`,
};

/** Why no new auction or listing can be opened for the vehicle, by what holds it. */
const BUSY_REASONS: Record<VehicleHold["kind"], string> = {
  auction: "açık ihalesi var",
  listing: "Hemen Al ilanı var",
  order: "satıldı (siparişi var)",
};

/** Why the vehicle's bidding-relevant fields are locked, or null when they may change (rule: vehicleLock). */
export function vehicleLockReason(use: VehicleUse): string | null {
  const lock = vehicleLock(use);
  return lock && LOCK_REASONS[lock.kind](lock.id);
}

/** Why no new auction or listing can be opened for the vehicle, or null when it can (rule: vehicleBusy). */
export function vehicleBusyReason(use: VehicleUse): string | null {
  const busy = vehicleBusy(use);
  return busy && BUSY_REASONS[busy];
}

/** Validation messages of a vehicle's fields (lib/auctions/schemas.ts vehicleInputSchema). */
export const VEHICLE_FIELD_ERRORS = {
  brandRequired: "Marka zorunludur.",
  brandMax: "Marka en fazla 40 karakter olabilir.",
  modelRequired: "Model zorunludur.",
  modelMax: "Model en fazla 60 karakter olabilir.",
  yearRequired: "Model yılı zorunludur.",
  yearInt: "Model yılı tam sayı olmalıdır.",
  yearMin: "Model yılı 1950'den eski olamaz.",
  yearMax: (max: number) => `Model yılı ${max} sonrası olamaz.`,
  kmRequired: "Kilometre zorunludur.",
  kmInt: "Kilometre tam sayı olmalıdır.",
  kmMin: "Kilometre negatif olamaz.",
  kmMax: "Kilometre çok büyük.",
  ccRequired: "Motor hacmi zorunludur.",
  ccInt: "Motor hacmi tam sayı olmalıdır.",
  ccMin: "Motor hacmi en az 49 cc olabilir.",
  ccMax: "Motor hacmi en fazla 3.000 cc olabilir.",
  cityRequired: "Şehir zorunludur.",
  cityInvalid: "Geçerli bir il seçin.",
  colourMax: "Renk en fazla 30 karakter olabilir.",
  plateRequired: "Plaka zorunludur.",
  plateInvalid: "Geçerli bir plaka girin (ör. 34 ABC 123).",
  descriptionMax: "Açıklama en fazla 5.000 karakter olabilir.",
  detailKeyEmpty: "Ekspertiz başlığı boş olamaz.",
  detailKeyMax: "Ekspertiz başlığı en fazla 60 karakter olabilir.",
  detailValueEmpty: "Ekspertiz değeri boş olamaz.",
  detailValueMax: "Ekspertiz değeri en fazla 200 karakter olabilir.",
  detailsInvalid: "Ekspertiz listesi geçersiz.",
  detailsMax: "En fazla 40 ekspertiz satırı girilebilir.",
  photoInvalid: "Fotoğraf adresi geçersiz.",
  photosInvalid: "Fotoğraf listesi geçersiz.",
  photosMax: "En fazla 12 fotoğraf eklenebilir.",
} as const;

/** The vehicle refusals the API answers (lib/server/vehicles/service.ts). */
export const VEHICLE_ERRORS = {
  notFound: "Araç bulunamadı.",
  inUse: (busy: string) => `Araç kullanımda (${busy}).`,
  lockedFields: (reason: string, names: string[]) => `${reason} Şu alanlar değiştirilemez: ${names.join(", ")}.`,
  fieldLocked: "Bu alan şu an kilitli.",
  deleteAuctioned: "İhaleye çıkmış bir araç silinemez.",
  deleteListed: "Hemen Al'da satışa çıkmış bir araç silinemez.",
  deleteSellRequest: "Borsa'da Sat başvurusuyla yayına alınmış bir araç silinemez.",
} as const;

/** The vehicle part of a staff list's row (Yönetim › İhaleler, Hemen Al): its title, plate and city. */
export const managedVehicleFields = (v: ManagedVehicleHead) => ({
  title: vehicleTitle(v),
  plate: v.plate,
  city: v.city,
});

/** What the browser shows when this domain's data could not be loaded. */
export const VEHICLE_LOAD_ERRORS = {
  list: "Araçlar yüklenemedi.",
} as const;

/** Texts of the vehicle identity and the EİDS verification (PRODUCT §8.3). */
export const vehicleIdentityLabels = {
  missing: {
    vin: "Şasi numarası (VIN)",
    engineNumber: "Motor numarası",
    registrationSerial: "Ruhsat seri numarası",
    ownership: "Sahiplik kaydı",
    eids: "EİDS doğrulaması",
  } satisfies Record<MissingIdentity, string>,
  /** The refusal when an auction or listing would go live without them. */
  notReady: (missing: MissingIdentity[]) =>
    `Araç yayına alınamaz; eksik: ${missing.map((m) => vehicleIdentityLabels.missing[m]).join(", ")}.`,
  vinProblem: {
    length: "Şasi numarası 17 karakter olmalıdır.",
    characters: "Şasi numarası yalnızca harf ve rakamdan oluşur; I, O ve Q harflerini içermez.",
    checkDigit: "Şasi numarasının kontrol hanesi (9. karakter) tutmuyor; numarayı ruhsattan kontrol edin.",
  } satisfies Record<VinProblem, string>,
  engineNumber: "Motor numarası 3–30 karakter; harf, rakam ve tire olabilir.",
  registrationSerial: "Ruhsat seri numarası 4–20 karakter; harf, rakam ve boşluk olabilir.",
  eidsReference: "EİDS onay referansı 4–40 karakter; harf, rakam ve tire olabilir.",
  identityLocked: (reason: string) =>
    `${reason} Şasi, motor, ruhsat numarası ve EİDS kaydı yayındaki ya da satılan araçta değiştirilemez.`,
  ...listingTrustLabels,
  ownership: { company: "Şirket stoku", consigned: "Borsa'da Sat ile emanet" } as const,
  eidsRecord: (by: string, at: string, reference: string) =>
    `${by} tarafından ${at} tarihinde doğrulandı (referans ${reference}).`,
  eidsNone: "EİDS doğrulaması kaydedilmedi.",
} as const;

/** The vehicle editor's identity part (management). */
export const vehicleIdentityFormLabels = {
  legend: "Kimlik ve sahiplik",
  intro: "İhale ya da Hemen Al ilanı yalnızca bu bilgiler tam olan bir araç için yayına alınabilir.",
  vin: "Şasi numarası (VIN)",
  vinHint: "17 karakter; I, O ve Q içermez.",
  engineNumber: "Motor numarası",
  registrationSerial: "Ruhsat seri numarası",
  registrationHint: "Ruhsatın sağ üstündeki seri ve numara (ör. AB 123456).",
  eidsLegend: "EİDS doğrulaması",
  eidsReference: "Sahibin e-Devlet EİDS onay referansı",
  eidsHint: "Yeni bir referans kaydettiğinizde doğrulayan olarak siz kaydedilirsiniz.",
  lockedHint: "Kilitli (araç yayında ya da satıldı)",
  missing: (names: string[]) => `Yayına almak için eksik: ${names.join(", ")}.`,
  complete: "Kimlik tam: araç yayına alınabilir.",
  staffOnly: "Motor ve ruhsat numarası yalnızca personele gösterilir.",
} as const;
