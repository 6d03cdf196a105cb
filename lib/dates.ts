/** Dates as Turkish readers write them: "21 Kasım 2026", always in Istanbul time. */
const longDate = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Istanbul" });

export function formatTurkishDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return longDate.format(date);
}

/** yyyy-mm-dd in Istanbul time, for sitemap lastmod-style and <time dateTime> uses. */
export function isoDay(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/Istanbul" }).format(date);
}
