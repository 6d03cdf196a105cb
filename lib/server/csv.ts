import type { NextApiResponse } from "next";
import { PLUMBING_LABELS } from "@/lib/api/labels";

/**
 * CSV for finance and operations staff who open it in a Turkish Excel: UTF-8 with a BOM (without it
 * Excel reads the file as Windows-1254 and garbles ç, ğ, ı, ş), `;` as separator (Turkish Excel uses
 * the comma as decimal separator and expects `;`), CRLF line ends and RFC 4180 quoting.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";

const istanbulDateTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));

/** Istanbul's offset from UTC (ms) at a whole second, read back from Intl. */
function offsetAt(secondMs: number): number {
  const [y, mo, d, h, mi, s] = istanbulDateTime.format(secondMs).split(/\D/).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - secondMs;
}

/**
 * An export of a year formats millions of dates; Intl's format costs microseconds each (and a Date
 * is costlier still under Next, which wraps its constructor). So Intl is asked once per UTC day for
 * Istanbul's offset (null when it changes that day: a clock change, whose dates go through Intl)
 * and once per local day for its `YYYY-MM-DD `; the time of day is arithmetic. Bytes identical
 * (csv.test.ts compares with Intl across the old summer-time changes).
 */
const dayOffsets = new Map<number, number | null>();
const dayPrefixes = new Map<number, string | null>();

function dayOffset(utcDay: number): number | null {
  let offset = dayOffsets.get(utcDay);
  if (offset === undefined) {
    const first = offsetAt(utcDay * DAY_MS);
    offset = first === offsetAt((utcDay + 1) * DAY_MS - 1000) ? first : null;
    if (dayOffsets.size >= 100_000) dayOffsets.clear();
    dayOffsets.set(utcDay, offset);
  }
  return offset;
}

/** `YYYY-MM-DD ` of a local day; null outside 1000–9999 (Intl writes those without padding or with a sign). */
function dayPrefix(localDay: number): string | null {
  let prefix = dayPrefixes.get(localDay);
  if (prefix === undefined) {
    const iso = new Date(localDay * DAY_MS).toISOString();
    prefix = /^[1-9]\d{3}-/.test(iso) ? `${iso.slice(0, 10)} ` : null;
    if (dayPrefixes.size >= 100_000) dayPrefixes.clear();
    dayPrefixes.set(localDay, prefix);
  }
  return prefix;
}

/** `YYYY-MM-DD HH:MM:SS` in Istanbul time, as `istanbulDateTime` writes it. */
export function formatIstanbulDateTime(date: Date): string {
  const ms = date.getTime();
  const offset = Number.isFinite(ms) ? dayOffset(Math.floor(ms / DAY_MS)) : null;
  if (offset === null) return istanbulDateTime.format(date);
  const local = ms + offset;
  const day = Math.floor(local / DAY_MS);
  const prefix = dayPrefix(day);
  if (prefix === null) return istanbulDateTime.format(date);
  const second = Math.floor((local - day * DAY_MS) / 1000);
  return `${prefix}${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/**
 * A text starting with = + - @ (or a tab/CR, which Excel skips before one) is run as a formula when
 * the file is opened (CSV injection: a user could name themselves `=HYPERLINK(...)`). A leading `'`
 * makes Excel show it as text. Numbers are written as they are: a negative amount is not a formula.
 */
function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = formatIstanbulDateTime(value);
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else if (typeof value === "boolean") text = value ? PLUMBING_LABELS.yes : PLUMBING_LABELS.no;
  else text = neutralise(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF, as one string (a streamed export writes a page at once). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(SEPARATOR)}\r\n`).join("");
}

/** The whole file: BOM, a header row and one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  return `${BOM}${csvLines([header])}${csvLines([...rows])}`;
}

/**
 * Sends a CSV as a download from inside a route() handler (route() leaves an answer already sent
 * alone). `filename` is ASCII, e.g. `denetim-2026-01-31.csv`.
 */
export function sendCsv(res: NextApiResponse, filename: string, csv: string): void {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
  res.status(200).send(csv);
}
