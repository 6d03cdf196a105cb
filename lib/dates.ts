import { MONTH_LABELS } from "@/lib/shell/labels";
/**
 * Dates as Turkish readers write them, always in Istanbul time. Istanbul has kept UTC+3 all year since
 * 8 September 2016, so every timestamp after that is formatted with plain arithmetic: building an
 * Intl.DateTimeFormat with a time zone costs ~20 ms of ICU loading on a phone's first page load (it
 * was the largest single task in the list pages' hydration). Older timestamps, which this marketplace
 * never stores but a caller might pass, go through Intl, created on first use.
 */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
/** 2016-09-08 00:00 Istanbul: from here on the offset is fixed. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 7, 21);
const SHORT_MONTHS = MONTH_LABELS.short;
const LONG_MONTHS = MONTH_LABELS.long;

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

let beforeFixedOffset: Intl.DateTimeFormat | undefined;
function intlParts(date: Date): Parts {
  beforeFixedOffset ??= new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
    timeZone: "Europe/Istanbul",
  });
  const parts = beforeFixedOffset.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") - 1, day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** The Istanbul calendar fields of a valid date (month 0–11). */
export function istanbulParts(date: Date): Parts {
  const time = date.getTime();
  if (time < FIXED_OFFSET_SINCE) return intlParts(date);
  const local = new Date(time + ISTANBUL_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const pad = (n: number) => String(n).padStart(2, "0");

/** "21 Kasım 2026"; "" for an invalid date. */
export function formatTurkishDate(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = istanbulParts(date);
  return `${p.day} ${LONG_MONTHS[p.month]} ${p.year}`;
}

/** "21 Kas 2026" (a card's short date); "" for an invalid date. */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = istanbulParts(date);
  return `${p.day} ${SHORT_MONTHS[p.month]} ${p.year}`;
}

/** "12 Oca 2026 14:30"; "" for an invalid date. */
export function formatShortDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = istanbulParts(date);
  return `${p.day} ${SHORT_MONTHS[p.month]} ${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** yyyy-mm-dd in Istanbul time, for sitemap lastmod-style and <time dateTime> uses. */
export function isoDay(value: string | Date): string {
  const p = istanbulParts(toDate(value));
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
}
