import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { mobilePhoneSchema } from "@/lib/accounts/schemas";
import { SALE_METHODS } from "@/lib/sellRequests/types";
import { SELL_LIMITS, UPLOAD_URL_PATTERN } from "@/lib/sellRequests/rules";
import { SELL_FIELD_ERRORS as F } from "@/lib/sellRequests/labels";

export { SELL_LIMITS, UPLOAD_URL_PATTERN };

const price = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? F.required(label) : F.priceType(label)) })
    .int(F.priceWhole(label))
    .min(SELL_LIMITS.priceMin, F.priceMin(label))
    .max(SELL_LIMITS.priceMax, F.priceMax(label));

const vehicle = vehicleInputSchema.pick({ brand: true, model: true, year: true, km: true, engineCc: true });

export const sellRequestSchema = z
  .object({
    plate: trimmedText(F.plateRequired, { min: [1, F.plateRequired], max: [20, F.plateMax] }).pipe(
      vehicleInputSchema.shape.plate,
    ),
    ...vehicle.shape,
    city: vehicleInputSchema.shape.city,
    expectedPrice: price(F.expectedPrice),
    description: trimmedText(F.descriptionRequired, {
      min: [SELL_LIMITS.descriptionMin, F.descriptionMin(SELL_LIMITS.descriptionMin)],
      max: [SELL_LIMITS.descriptionMax, F.descriptionMax(SELL_LIMITS.descriptionMax)],
    }),
    photos: z
      .array(z.string().regex(UPLOAD_URL_PATTERN, F.photoUrl), {
        error: F.photos,
      })
      .min(SELL_LIMITS.photosMin, F.photosMin)
      .max(SELL_LIMITS.photosMax, F.photosMax(SELL_LIMITS.photosMax))
      .refine((list) => new Set(list).size === list.length, F.photosUnique),
    phone: mobilePhoneSchema,
  })
  .strict();

export type SellRequestData = z.output<typeof sellRequestSchema>;

/**
 * Our offer. For an auction (/kurumsal/teklifal) `price` is the starting price and `reservePrice`
 * the hidden floor, both required; a Hemen Al offer has one fixed price and no reserve.
 */
export const sellOfferSchema = z
  .object({
    price: price(F.offerPrice),
    method: z.enum(SALE_METHODS, { error: F.method }),
    reservePrice: price(F.reservePrice).nullish(),
    note: trimmedText(F.noteType, { max: [SELL_LIMITS.noteMax, F.noteMax(SELL_LIMITS.noteMax)] }).default(""),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (offer.method === "auction" && offer.reservePrice == null)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: F.reserveRequired });
    if (offer.method === "auction" && offer.reservePrice != null && offer.reservePrice < offer.price)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: F.reserveBelowPrice });
    if (offer.method === "buy_now" && offer.reservePrice != null)
      ctx.addIssue({ code: "custom", path: ["reservePrice"], message: F.reserveForbidden });
  });

const optionalId = (label: string) =>
  z
    .number({ error: F.idInvalid(label) })
    .int(F.idInvalid(label))
    .positive(F.idInvalid(label))
    .max(Number.MAX_SAFE_INTEGER, F.idInvalid(label))
    .nullish();

const dateTime = (label: string) =>
  z
    .string({ error: F.required(label) })
    .min(1, F.required(label))
    .refine((v) => !Number.isNaN(Date.parse(v)), F.dateInvalid(label))
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
        startsAt: dateTime(F.startsAt).optional(),
        endsAt: dateTime(F.endsAt).optional(),
        // The vehicle's identity and EİDS reference (PRODUCT §8.3): the new auction or listing goes live only with them.
        vin: vehicleInputSchema.shape.vin,
        engineNumber: vehicleInputSchema.shape.engineNumber,
        registrationSerial: vehicleInputSchema.shape.registrationSerial,
        eidsReference: vehicleInputSchema.shape.eidsReference,
      })
      .strict(),
    z.object({ mode: z.literal("link"), auctionId: optionalId(F.auction), listingId: optionalId(F.listing) }).strict(),
  ],
  { error: F.listMode },
);
export type SellListInput = z.output<typeof sellListSchema>;

export const reasonSchema = (label: string) =>
  z
    .object({
      reason: z
        .string({ error: F.required(label) })
        .trim()
        .min(SELL_LIMITS.reasonMin, F.reasonMin(label, SELL_LIMITS.reasonMin))
        .max(SELL_LIMITS.reasonMax, F.reasonMax(label, SELL_LIMITS.reasonMax)),
    })
    .strict();

export const sellRejectSchema = reasonSchema(F.rejectReason);
