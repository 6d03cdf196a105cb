import { z } from "zod";
import { photoUrlPattern } from "@/lib/uploads";
import { checkPlate } from "@/lib/plate";
import { intQuery, optionalText, provinceQuery } from "@/lib/listQuery";
import { isProvince } from "@/lib/provinces";
import { cleanVin, vinProblem } from "@/lib/vehicles/rules";
import { vehicleIdentityLabels as idText } from "@/lib/vehicles/labels";

import { MAX_AMOUNT } from "@/lib/auctions/rules";
import {
  AUCTION_LIST_RULES as L,
  AUCTION_SORTS,
  AUCTION_STATE_FILTERS,
  DEFAULT_PAGE_SIZE,
  parseListQueryLenient,
  type AuctionListState,
} from "@/lib/auctions/listParams";

export { AUCTION_SORTS, AUCTION_STATE_FILTERS, DEFAULT_PAGE_SIZE, MAX_AMOUNT, parseListQueryLenient };

const money = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalıdır.` })
    // The size first: 1e30 is "too large", not "not whole".
    .max(MAX_AMOUNT, `${label} çok büyük.`)
    .int(`${label} tam TL olmalıdır.`)
    .positive(`${label} sıfırdan büyük olmalıdır.`);

export const bidBodySchema = z.object({
  amount: money("Teklif tutarı"),
  maxAmount: money("Azami teklif").nullish(),
});

/** GET /api/sold-prices: one brand and model, as the vehicle shows them. */
export const soldPricesQuerySchema = z.object({
  brand: z.string({ error: "Marka zorunludur." }).trim().min(1, "Marka zorunludur.").max(100, "Marka çok uzun."),
  model: z.string({ error: "Model zorunludur." }).trim().min(1, "Model zorunludur.").max(100, "Model çok uzun."),
});

/** Buy-now during an auction: the price the buyer confirmed (a purchase never goes through at a price they did not see). */
export const auctionBuyNowBodySchema = z.object({
  price: money("Onayladığınız fiyat").optional(),
});

const int = (rule: { label: string; min: number; max: number }) => intQuery(rule.label, rule.min, rule.max);

/** The API's auction list query; the bounds, labels and defaults are the page's rules (listParams.ts). */
export const auctionListQuerySchema = z.object({
  brand: optionalText(L.brand.max),
  model: optionalText(L.model.max),
  city: provinceQuery(),
  yearMin: int(L.yearMin).optional(),
  yearMax: int(L.yearMax).optional(),
  kmMin: int(L.kmMin).optional(),
  kmMax: int(L.kmMax).optional(),
  ccMin: int(L.ccMin).optional(),
  ccMax: int(L.ccMax).optional(),
  state: z.enum(AUCTION_STATE_FILTERS, { error: L.state.error }).default(L.state.default),
  sort: z.enum(AUCTION_SORTS, { error: L.sort.error }).default(L.sort.default),
  page: int(L.page).default(L.page.default),
  pageSize: int(L.pageSize).default(L.pageSize.default),
});

export type AuctionListParams = z.infer<typeof auctionListQuerySchema>;
// The page parses its URL without zod (listParams.ts); both must describe the same shape.
const sameShape: [AuctionListParams, AuctionListState] extends [AuctionListState, AuctionListParams] ? true : false =
  true;
void sameShape;

const currentYear = new Date().getFullYear();

/** An identity text stored upper-case with single spaces; empty or matching `shape`. */
const identityText = (shape: RegExp, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim().replace(/\s+/g, " ").toLocaleUpperCase("tr-TR"))
    .refine((v) => v === "" || shape.test(v), message)
    .optional();
const PHOTO_URL = photoUrlPattern("[a-z0-9][a-z0-9-]{0,80}\\.(?:webp|jpg|jpeg|png)");

export const vehicleInputSchema = z.object({
  brand: z
    .string({ error: "Marka zorunludur." })
    .trim()
    .min(1, "Marka zorunludur.")
    .max(40, "Marka en fazla 40 karakter olabilir."),
  model: z
    .string({ error: "Model zorunludur." })
    .trim()
    .min(1, "Model zorunludur.")
    .max(60, "Model en fazla 60 karakter olabilir."),
  year: z
    .number({ error: "Model yılı zorunludur." })
    .int("Model yılı tam sayı olmalıdır.")
    .min(1950, "Model yılı 1950'den eski olamaz.")
    .max(currentYear + 1, `Model yılı ${currentYear + 1} sonrası olamaz.`),
  km: z
    .number({ error: "Kilometre zorunludur." })
    .int("Kilometre tam sayı olmalıdır.")
    .min(0, "Kilometre negatif olamaz.")
    .max(2_000_000, "Kilometre çok büyük."),
  engineCc: z
    .number({ error: "Motor hacmi zorunludur." })
    .int("Motor hacmi tam sayı olmalıdır.")
    .min(49, "Motor hacmi en az 49 cc olabilir.")
    .max(3_000, "Motor hacmi en fazla 3.000 cc olabilir."),
  city: z.string({ error: "Şehir zorunludur." }).refine(isProvince, "Geçerli bir il seçin."),
  colour: z.string().trim().max(30, "Renk en fazla 30 karakter olabilir.").default(""),
  plate: z
    .string({ error: "Plaka zorunludur." })
    .transform((v) => checkPlate(v))
    .refine((p) => p.valid, "Geçerli bir plaka girin (ör. 34 ABC 123).")
    .transform((p) => p.plate),
  description: z.string().trim().max(5_000, "Açıklama en fazla 5.000 karakter olabilir.").default(""),
  details: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .min(1, "Ekspertiz başlığı boş olamaz.")
          .max(60, "Ekspertiz başlığı en fazla 60 karakter olabilir."),
        value: z
          .string()
          .trim()
          .min(1, "Ekspertiz değeri boş olamaz.")
          .max(200, "Ekspertiz değeri en fazla 200 karakter olabilir."),
      }),
      { error: "Ekspertiz listesi geçersiz." },
    )
    .max(40, "En fazla 40 ekspertiz satırı girilebilir.")
    .default([]),
  photos: z
    .array(z.string().regex(PHOTO_URL, "Fotoğraf adresi geçersiz."), { error: "Fotoğraf listesi geçersiz." })
    .max(12, "En fazla 12 fotoğraf eklenebilir.")
    .default([]),
  // PRODUCT §8.3 identity: optional so an edit that leaves them out keeps what is stored; "" clears
  // (refused while the vehicle is offered or sold). Checked here, required only to go live.
  vin: z
    .string()
    .transform(cleanVin)
    .superRefine((v, ctx) => {
      const problem = v === "" ? null : vinProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: idText.vinProblem[problem] });
    })
    .optional(),
  engineNumber: identityText(/^[A-Z0-9-]{3,30}$/, idText.engineNumber),
  registrationSerial: identityText(/^[A-Z0-9 ]{4,20}$/, idText.registrationSerial),
  // A new reference records a new EİDS verification by the staff member saving it (audited).
  eidsReference: identityText(/^[A-Z0-9-]{4,40}$/, idText.eidsReference),
});

export type VehicleInput = z.infer<typeof vehicleInputSchema>;

/**
 * An instant as an ISO 8601 string with its zone ("2026-11-23T18:00:00.000Z" or "+03:00"). Not
 * z.coerce.date: it turns null, true and 0 into 1970, and an auction "starting" then goes live at once.
 */
const dateTime = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `${label} zorunludur.`
          : `${label} geçerli bir tarih olmalıdır.`,
    })
    .transform((value) => new Date(value));

export const auctionInputSchema = z.object({
  vehicleId: z.number({ error: "Araç seçin." }).int("Araç seçin.").positive("Araç seçin."),
  startsAt: dateTime("Başlangıç zamanı"),
  endsAt: dateTime("Bitiş zamanı"),
  startingPrice: money("Başlangıç fiyatı").min(1_000, "Başlangıç fiyatı en az 1.000 TL olmalıdır."),
  increment: money("Artış tutarı")
    .min(100, "Artış tutarı en az 100 TL olmalıdır.")
    .max(1_000_000, "Artış tutarı en fazla 1.000.000 TL olabilir.")
    .nullish(),
  reservePrice: money("Rezerv fiyat").nullish(),
  // Optional Hemen Al price during the auction (PRODUCT §6.8); its relation to the other prices is checked by the service.
  buyNowPrice: money("Hemen Al fiyatı").nullish(),
});

export const auctionUpdateSchema = auctionInputSchema.omit({ vehicleId: true });

/** Relist an unsold auction (PRODUCT §6.1): new dates; the starting price may be left out to keep the old one. */
export const relistAuctionSchema = auctionUpdateSchema.extend({
  startingPrice: auctionInputSchema.shape.startingPrice.optional(),
});

export const cancelAuctionSchema = z.object({
  reason: z
    .string({ error: "İptal nedeni zorunludur." })
    .trim()
    .min(3, "İptal nedeni en az 3 karakter olmalıdır.")
    .max(300, "İptal nedeni en fazla 300 karakter olabilir."),
});
