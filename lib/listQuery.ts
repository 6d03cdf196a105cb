import { z } from "zod";
import { isProvince } from "@/lib/provinces";
import { QUERY_ERRORS } from "@/lib/api/labels";

/**
 * Pieces of the list APIs' query schemas (/api/auctions, /api/listings): every value arrives as a
 * string in the URL, is optional, and refused with a Turkish message naming the field. The pages
 * parse the same URL state without zod (lib/listParams.ts).
 */
export const intQuery = (label: string, min: number, maxValue: number) =>
  z.coerce
    .number({ error: QUERY_ERRORS.number(label) })
    .int(QUERY_ERRORS.int(label))
    .min(min, QUERY_ERRORS.min(label, min))
    .max(maxValue, QUERY_ERRORS.max(label, maxValue));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, QUERY_ERRORS.textMax(max))
    .optional()
    .transform((v) => (v ? v : undefined));

export const provinceQuery = () =>
  optionalText(40).refine((v) => v === undefined || isProvince(v), QUERY_ERRORS.province);
