import { z } from "zod";
import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { mobilePhoneSchema } from "@/lib/accounts/schemas";
import { SALE_METHODS } from "@/lib/sellRequests/types";
import { SELL_LIMITS, UPLOAD_URL_PATTERN } from "@/lib/sellRequests/rules";

export { SELL_LIMITS, UPLOAD_URL_PATTERN };

const price = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} zorunludur.` : `${label} bir sayı olmalıdır.`) })
    .int(`${label} tam TL olmalıdır.`)
    .min(SELL_LIMITS.priceMin, `${label} en az 1.000 TL olmalıdır.`)
    .max(SELL_LIMITS.priceMax, `${label} en fazla 100.000.000 TL olabilir.`);

const vehicle = vehicleInputSchema.pick({ brand: true, model: true, year: true, km: true, engineCc: true });

export const sellRequestSchema = z
  .object({
    plate: z
      .string({ error: "Plaka zorunludur." })
      .trim()
      .min(1, "Plaka zorunludur.")
      .max(20, "Geçerli bir plaka girin (ör. 34 ABC 123).")
      .pipe(vehicleInputSchema.shape.plate),
    ...vehicle.shape,
    city: vehicleInputSchema.shape.city,
    expectedPrice: price("Beklenen fiyat"),
    description: z
      .string({ error: "Açıklama zorunludur." })
      .trim()
      .min(
        SELL_LIMITS.descriptionMin,
        `Açıklama en az ${SELL_LIMITS.descriptionMin} karakter olmalıdır: hasar, bakım ve aksesuar bilgisi yazın.`,
      )
      .max(SELL_LIMITS.descriptionMax, `Açıklama en fazla ${SELL_LIMITS.descriptionMax} karakter olabilir.`),
    photos: z
      .array(z.string().regex(UPLOAD_URL_PATTERN, "Fotoğraf adresi geçersiz; fotoğrafı yeniden yükleyin."), {
        error: "Fotoğraf listesi geçersiz.",
      })
      .min(SELL_LIMITS.photosMin, "En az 1 fotoğraf yükleyin.")
      .max(SELL_LIMITS.photosMax, `En fazla ${SELL_LIMITS.photosMax} fotoğraf yükleyebilirsiniz.`)
      .refine((list) => new Set(list).size === list.length, "Aynı fotoğraf birden fazla kez eklenmiş."),
    phone: mobilePhoneSchema,
  })
  .strict();

export type SellRequestData = z.output<typeof sellRequestSchema>;

const reserveMessage = "Rezerv fiyat başlangıç fiyatından düşük olamaz.";

/**
 * Our offer. For an auction (/kurumsal/teklifal) `price` is the starting price and `reservePrice`
 * the hidden floor, both required; a Hemen Al offer has one fixed price and no reserve.
 */
export const sellOfferSchema = z
  .object({
    price: price("Teklif fiyatı"),
    method: z.enum(SALE_METHODS, { error: "Satış yöntemini seçin (İhale veya Hemen Al)." }),
    reservePrice: price("Rezerv fiyat").nullish(),
    note: z
      .string({ error: "Not metin olmalıdır." })
      .trim()
      .max(SELL_LIMITS.noteMax, `Not en fazla ${SELL_LIMITS.noteMax} karakter olabilir.`)
      .default(""),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (offer.method === "auction" && offer.reservePrice == null)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: "İhale teklifinde rezerv fiyat zorunludur." });
    if (offer.method === "auction" && offer.reservePrice != null && offer.reservePrice < offer.price)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: reserveMessage });
    if (offer.method === "buy_now" && offer.reservePrice != null)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: "Hemen Al teklifinde rezerv fiyat olmaz." });
  });

const optionalId = (label: string) =>
  z
    .number({ error: `${label} numarası geçersiz.` })
    .int(`${label} numarası geçersiz.`)
    .positive(`${label} numarası geçersiz.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} numarası geçersiz.`)
    .nullish();

const dateTime = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .min(1, `${label} zorunludur.`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} geçerli bir tarih olmalıdır.`)
    .transform((v) => new Date(v));

/**
 * Putting an accepted request on sale. `create`: the vehicle is made from the request (data and
 * photos) and, by the offer's kind, a scheduled auction (the times given here; start and reserve
 * from the offer) or a Hemen Al listing at the offer's price. `link`: an auction or listing staff
 * already opened for this very vehicle (same plate).
 */
export const sellListSchema = z.discriminatedUnion(
  "mode",
  [
    z
      .object({
        mode: z.literal("create"),
        startsAt: dateTime("Başlangıç zamanı").optional(),
        endsAt: dateTime("Bitiş zamanı").optional(),
        // The vehicle's identity and EİDS reference (PRODUCT §8.3): the new auction or listing goes live only with them.
        vin: vehicleInputSchema.shape.vin,
        engineNumber: vehicleInputSchema.shape.engineNumber,
        registrationSerial: vehicleInputSchema.shape.registrationSerial,
        eidsReference: vehicleInputSchema.shape.eidsReference,
      })
      .strict(),
    z.object({ mode: z.literal("link"), auctionId: optionalId("İhale"), listingId: optionalId("İlan") }).strict(),
  ],
  { error: "Yayına alma şeklini seçin." },
);
export type SellListInput = z.output<typeof sellListSchema>;

export const reasonSchema = (label: string) =>
  z
    .object({
      reason: z
        .string({ error: `${label} zorunludur.` })
        .trim()
        .min(SELL_LIMITS.reasonMin, `${label} en az ${SELL_LIMITS.reasonMin} karakter olmalıdır.`)
        .max(SELL_LIMITS.reasonMax, `${label} en fazla ${SELL_LIMITS.reasonMax} karakter olabilir.`),
    })
    .strict();

export const sellRejectSchema = reasonSchema("Ret gerekçesi");
