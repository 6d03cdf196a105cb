import { z } from "zod";
import { intQuery, optionalText, pageQuery, parseQueryLenient, provinceQuery } from "@/lib/listQuery";
import { MAX_AMOUNT } from "@/lib/auctions/schemas";

export const LISTING_SORTS = ["newest", "price_asc", "price_desc", "year_desc"] as const;
export const LISTING_PAGE_SIZE = 12;

export const listingListQuerySchema = z.object({
  brand: optionalText(40),
  city: provinceQuery(),
  priceMin: intQuery("En düşük fiyat", 0, MAX_AMOUNT).optional(),
  priceMax: intQuery("En yüksek fiyat", 0, MAX_AMOUNT).optional(),
  yearMin: intQuery("En düşük yıl", 1950, 2100).optional(),
  yearMax: intQuery("En yüksek yıl", 1950, 2100).optional(),
  sort: z.enum(LISTING_SORTS, { error: "Geçersiz sıralama." }).default("newest"),
  ...pageQuery(LISTING_PAGE_SIZE),
});

export type ListingListParams = z.infer<typeof listingListQuerySchema>;

/** The /hemenal filters from a URL a person may have edited (invalid values dropped). */
export function parseListingQueryLenient(raw: Record<string, string | string[] | undefined>): ListingListParams {
  return parseQueryLenient(listingListQuerySchema, raw);
}

const price = z
  .number({ error: "Fiyat bir sayı olmalıdır." })
  .int("Fiyat tam TL olmalıdır.")
  .min(1_000, "Fiyat en az 1.000 TL olmalıdır.")
  .max(MAX_AMOUNT, "Fiyat çok büyük.");

export const listingCreateSchema = z.object({
  vehicleId: z.number({ error: "Araç seçin." }).int("Araç seçin.").positive("Araç seçin."),
  price,
});

export const listingPriceSchema = z.object({ price });

export const ORDER_STATUSES = ["awaiting_payment", "paid", "completed", "cancelled"] as const;
export const LISTING_STATES = ["on_sale", "reserved", "sold", "withdrawn"] as const;
