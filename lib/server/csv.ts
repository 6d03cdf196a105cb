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

/**
 * A text starting with = + - @ (or a tab/CR, which Excel skips before one) is run as a formula when
 * the file is opened (CSV injection: a user could name themselves `=HYPERLINK(...)`). A leading `'`
 * makes Excel show it as text. Numbers are written as they are: a negative amount is not a formula.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = istanbulDateTime.format(value);
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else if (typeof value === "boolean") text = value ? PLUMBING_LABELS.yes : PLUMBING_LABELS.no;
  else text = neutralise(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, a header row and one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(SEPARATOR)];
  for (const row of rows) lines.push(row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
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
