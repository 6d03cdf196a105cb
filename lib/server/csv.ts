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

const HOUR_MS = 3_600_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));

/** Istanbul's offset from UTC (ms) at a whole second, read back from Intl. */
function offsetAt(secondMs: number): number {
  const [y, mo, d, h, mi, s] = istanbulDateTime.format(secondMs).split(/\D/).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - secondMs;
}

/**
 * Istanbul's offset for each UTC hour met so far, null when it changes inside that hour (a clock
 * change: such dates go through Intl). An export of a year formats millions of dates: Intl's format
 * costs microseconds each, the arithmetic below a fraction of that (bytes identical, csv.test.ts).
 */
const hourOffsets = new Map<number, number | null>();

function istanbulOffset(ms: number): number | null {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const first = offsetAt(start);
    offset = first === offsetAt(start + HOUR_MS - 1000) ? first : null;
    if (hourOffsets.size >= 100_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** `YYYY-MM-DD HH:MM:SS` in Istanbul time, as `istanbulDateTime` writes it. */
export function formatIstanbulDateTime(date: Date): string {
  const ms = date.getTime();
  const offset = Number.isFinite(ms) ? istanbulOffset(ms) : null;
  if (offset === null) return istanbulDateTime.format(date);
  const local = new Date(ms + offset);
  const year = local.getUTCFullYear();
  // Intl writes years outside 1000–9999 without padding or with a sign: leave those to it.
  if (year < 1000 || year > 9999) return istanbulDateTime.format(date);
  return `${year}-${TWO_DIGITS[local.getUTCMonth() + 1]}-${TWO_DIGITS[local.getUTCDate()]} ${TWO_DIGITS[local.getUTCHours()]}:${TWO_DIGITS[local.getUTCMinutes()]}:${TWO_DIGITS[local.getUTCSeconds()]}`;
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
