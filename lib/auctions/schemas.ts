import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { photoUrlPattern } from "@/lib/uploads";
import { checkPlate } from "@/lib/plate";
import { intQuery, optionalText, provinceQuery } from "@/lib/listQuery";
import { isProvince } from "@/lib/provinces";
import { cleanVin, vinProblem } from "@/lib/vehicles/rules";
import { VEHICLE_FIELD_ERRORS as V, vehicleIdentityLabels as idText } from "@/lib/vehicles/labels";
import { AUCTION_FIELD_ERRORS as E } from "@/lib/auctions/labels";
import { BID_FIELD_LABELS } from "@/lib/bids/labels";

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
    .number({ error: E.moneyType(label) })
    // The size first: 1e30 is "too large", not "not whole".
    .max(MAX_AMOUNT, E.moneyMax(label))
    .int(E.moneyWhole(label))
    .positive(E.moneyPositive(label));

export const bidBodySchema = z.object({
  amount: money(BID_FIELD_LABELS.amount),
  maxAmount: money(BID_FIELD_LABELS.maxAmount).nullish(),
});

/** GET /api/sold-prices: one brand and model, as the vehicle shows them. */
export const soldPricesQuerySchema = z.object({
  brand: trimmedText(E.brandRequired, { min: [1, E.brandRequired], max: [100, E.brandMax] }),
  model: trimmedText(E.modelRequired, { min: [1, E.modelRequired], max: [100, E.modelMax] }),
});

/** Buy-now during an auction: the price the buyer confirmed (a purchase never goes through at a price they did not see). */
export const auctionBuyNowBodySchema = z.object({
  price: money(E.confirmedPrice).optional(),
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
  brand: trimmedText(V.brandRequired, { min: [1, V.brandRequired], max: [40, V.brandMax] }),
  model: trimmedText(V.modelRequired, { min: [1, V.modelRequired], max: [60, V.modelMax] }),
  year: z
    .number({ error: V.yearRequired })
    .int(V.yearInt)
    .min(1950, V.yearMin)
    .max(currentYear + 1, V.yearMax(currentYear + 1)),
  km: z.number({ error: V.kmRequired }).int(V.kmInt).min(0, V.kmMin).max(2_000_000, V.kmMax),
  engineCc: z.number({ error: V.ccRequired }).int(V.ccInt).min(49, V.ccMin).max(3_000, V.ccMax),
  city: z.string({ error: V.cityRequired }).refine(isProvince, V.cityInvalid),
  colour: z.string().trim().max(30, V.colourMax).default(""),
  plate: z
    .string({ error: V.plateRequired })
    .transform((v) => checkPlate(v))
    .refine((p) => p.valid, V.plateInvalid)
    .transform((p) => p.plate),
  description: z.string().trim().max(5_000, V.descriptionMax).default(""),
  details: z
    .array(
      z.object({
        key: z.string().trim().min(1, V.detailKeyEmpty).max(60, V.detailKeyMax),
        value: z.string().trim().min(1, V.detailValueEmpty).max(200, V.detailValueMax),
      }),
      { error: V.detailsInvalid },
    )
    .max(40, V.detailsMax)
    .default([]),
  photos: z
    .array(z.string().regex(PHOTO_URL, V.photoInvalid), { error: V.photosInvalid })
    .max(12, V.photosMax)
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
        issue.input === undefined || issue.input === "" ? E.dateRequired(label) : E.dateInvalid(label),
    })
    .transform((value) => new Date(value));

export const auctionInputSchema = z.object({
  vehicleId: z.number({ error: E.vehicle }).int(E.vehicle).positive(E.vehicle),
  startsAt: dateTime(E.startsAt),
  endsAt: dateTime(E.endsAt),
  startingPrice: money(E.startingPrice).min(1_000, E.startingPriceMin),
  increment: money(E.increment).min(100, E.incrementMin).max(1_000_000, E.incrementMax).nullish(),
  reservePrice: money(E.reservePrice).nullish(),
  // Optional Hemen Al price during the auction (PRODUCT §6.8); its relation to the other prices is checked by the service.
  buyNowPrice: money(E.buyNowPrice).nullish(),
});

export const auctionUpdateSchema = auctionInputSchema.omit({ vehicleId: true });

/** Relist an unsold auction (PRODUCT §6.1): new dates; the starting price may be left out to keep the old one. */
export const relistAuctionSchema = auctionUpdateSchema.extend({
  startingPrice: auctionInputSchema.shape.startingPrice.optional(),
});

export const cancelAuctionSchema = z.object({
  reason: trimmedText(E.cancelReasonRequired, { min: [3, E.cancelReasonMin], max: [300, E.cancelReasonMax] }),
});
