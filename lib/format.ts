import { formatShortDateTime } from "@/lib/dates";

/**
 * PRODUCT §11.2: inserts thousands separators after stripping existing ones. Works on the integer digits
 * of the input; anything else (a minus sign, letters) is dropped.
 */
export function formatNumber(value: number | string | null | undefined, separator: "." | "," = "."): string {
  if (value === null || value === undefined) return "";
  const raw = typeof value === "number" ? (Number.isFinite(value) ? Math.trunc(value).toString() : "") : value;
  const negative = raw.trim().startsWith("-");
  const digits = raw
    .replace(/[.,\s]/g, "")
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
  if (!digits) return "";
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return negative && typeof value === "number" ? `-${grouped}` : grouped;
}

/** Whole Turkish lira as shown everywhere (PRODUCT §1.1): `12.000 TL`. */
export function formatTL(amount: number | null | undefined): string {
  const value = typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount) : 0;
  return `${formatNumber(value, ".")} TL`;
}

/**
 * Keeps only the digits of a typed number ("12.000", "12 500 km") — for counts such as km, years and
 * cc. NOT for money: it reads "1000,50" as 100050. Money inputs use parseTurkishAmount and
 * formatAmountInput from lib/turkishAmount.ts.
 */
export function parseAmount(input: string): number | null {
  const digits = input.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** PRODUCT §11.2: null, undefined, "", [] and {} count as empty. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object")
    return Object.getPrototypeOf(value) === Object.prototype && Object.keys(value as object).length === 0;
  return false;
}

/** A timestamp in Turkish, Istanbul time, e.g. `12 Oca 2026 14:30`. */
export const formatDateTime = formatShortDateTime;

/** A stored mobile number (5321234567) as people write it: 0532 123 45 67. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length !== 10) return phone;
  return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}
