import { z, type ZodObject, type ZodType } from "zod";
import { hasControlCharacter } from "@/lib/controlChars";
import { isProvince } from "@/lib/provinces";

/**
 * Pieces of the list-page query schemas (/ihaleler, /hemenal): every value arrives as a string in
 * the URL, is optional, and refused with a Turkish message naming the field.
 */
export const intQuery = (label: string, min: number, maxValue: number) =>
  z.coerce.number({ error: `${label} bir sayı olmalıdır.` }).int(`${label} tam sayı olmalıdır.`).min(min, `${label} en az ${min} olabilir.`).max(maxValue, `${label} en fazla ${maxValue} olabilir.`);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `En fazla ${max} karakter girilebilir.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const provinceQuery = () => optionalText(40).refine((v) => v === undefined || isProvince(v), "Geçersiz il.");

export const pageQuery = (defaultSize: number) => ({
  page: intQuery("Sayfa", 1, 10_000).default(1),
  pageSize: intQuery("Sayfa boyutu", 1, 48).default(defaultSize),
});

/**
 * A list page reads its filters from a URL a person may have typed or edited: keep each value that
 * is valid on its own, drop the rest, instead of answering an error page.
 */
export function parseQueryLenient<S extends ZodObject<Record<string, ZodType>>>(schema: S, raw: Record<string, string | string[] | undefined>): z.infer<S> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    // A NUL would reach PostgreSQL as a filter and fail the whole page: such a value is dropped like any invalid one.
    if (v === undefined || v === "" || hasControlCharacter(v)) continue;
    const single = schema.shape[key];
    if (single && single.safeParse(v).success) clean[key] = v;
  }
  return schema.parse(clean);
}
