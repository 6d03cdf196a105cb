import { z } from "zod";
import { isProvince } from "@/lib/provinces";

/**
 * Pieces of the list APIs' query schemas (/api/auctions, /api/listings): every value arrives as a
 * string in the URL, is optional, and refused with a Turkish message naming the field. The pages
 * parse the same URL state without zod (lib/listParams.ts).
 */
export const intQuery = (label: string, min: number, maxValue: number) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(min, `${label} en az ${min} olabilir.`)
    .max(maxValue, `${label} en fazla ${maxValue} olabilir.`);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `En fazla ${max} karakter girilebilir.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const provinceQuery = () => optionalText(40).refine((v) => v === undefined || isProvince(v), "Geçersiz il.");
