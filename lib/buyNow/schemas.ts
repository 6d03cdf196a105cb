import { z } from "zod";
import { isProvince } from "@/lib/provinces";
import { MAX_AMOUNT } from "@/lib/auctions/schemas";

export const LISTING_SORTS = ["newest", "price_asc", "price_desc", "year_desc"] as const;
export const LISTING_PAGE_SIZE = 12;

const intQuery = (label: string, min: number, maxValue: number) =>
  z.coerce.number({ error: `${label} bir sayı olmalıdır.` }).int(`${label} tam sayı olmalıdır.`).min(min, `${label} en az ${min} olabilir.`).max(maxValue, `${label} en fazla ${maxValue} olabilir.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `En fazla ${max} karakter girilebilir.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const listingListQuerySchema = z.object({
  brand: optionalText(40),
  city: optionalText(40).refine((v) => v === undefined || isProvince(v), "Geçersiz il."),
  priceMin: intQuery("En düşük fiyat", 0, MAX_AMOUNT).optional(),
  priceMax: intQuery("En yüksek fiyat", 0, MAX_AMOUNT).optional(),
  yearMin: intQuery("En düşük yıl", 1950, 2100).optional(),
  yearMax: intQuery("En yüksek yıl", 1950, 2100).optional(),
  sort: z.enum(LISTING_SORTS, { error: "Geçersiz sıralama." }).default("newest"),
  page: intQuery("Sayfa", 1, 10_000).default(1),
  pageSize: intQuery("Sayfa boyutu", 1, 48).default(LISTING_PAGE_SIZE),
});

export type ListingListParams = z.infer<typeof listingListQuerySchema>;

/** The /hemenal page reads filters from a URL a person may have edited: keep what is valid, drop the rest. */
export function parseListingQueryLenient(raw: Record<string, string | string[] | undefined>): ListingListParams {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v === undefined || v === "") continue;
    const single = listingListQuerySchema.shape[key as keyof typeof listingListQuerySchema.shape];
    if (single && single.safeParse(v).success) clean[key] = v;
  }
  return listingListQuerySchema.parse(clean);
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
