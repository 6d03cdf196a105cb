import type { MissingIdentity, VinProblem } from "@/lib/vehicles/rules";
import type { VehicleCardFields } from "@/lib/vehicles/types";

/** How a vehicle is named on cards, orders and staff lists: "2021 Honda CBR650R". */
export const vehicleTitle = (v: { year: number; brand: string; model: string }) => `${v.year} ${v.brand} ${v.model}`;

/** The card fields every catalogue card (auction or Hemen Al) shows, from a card query row. */
export function vehicleCardFields(row: Omit<VehicleCardFields, "title">): VehicleCardFields {
  return {
    id: row.id,
    title: vehicleTitle(row),
    brand: row.brand,
    model: row.model,
    year: row.year,
    km: row.km,
    engineCc: row.engineCc,
    city: row.city,
    photo: row.photo,
  };
}

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
  badge: "EİDS doğrulamalı ilan",
  badgeTitle: "Aracın sahipliği e-Devlet Elektronik İlan Doğrulama Sistemi (EİDS) ile doğrulandı.",
  authorisation: (no: string) => `Yetki belgesi no: ${no}`,
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
