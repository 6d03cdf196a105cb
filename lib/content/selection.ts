import { MONTH_LABELS } from "@/lib/shell/labels";

/**
 * Which item or document a URL asks for. The footer links to guide items as `?id=3` and other pages
 * link to legal documents as `?belge=uyelik` or `#uyelik-sozlesmesi`; anything else falls back to
 * the first entry instead of an error page.
 */

type QueryValue = string | string[] | undefined;

function firstValue(raw: QueryValue): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The requested item id if it is one of `ids`, else null. Only plain digits count ("3", not "3a"). */
export function parseItemId(raw: QueryValue, ids: readonly number[]): number | null {
  const value = firstValue(raw)?.trim();
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const id = Number(value);
  return ids.includes(id) ? id : null;
}

/** The item to show: the requested one, or the first item when the id is missing or unknown. */
export function selectItemId(raw: QueryValue, ids: readonly number[]): number {
  if (ids.length === 0) throw new Error("selectItemId needs at least one id");
  return parseItemId(raw, ids) ?? ids[0];
}

/** The requested key if it is one of `keys` (case-insensitive), else null. */
export function parseKey<K extends string>(raw: QueryValue, keys: readonly K[]): K | null {
  const value = firstValue(raw)?.trim().toLowerCase();
  if (!value) return null;
  return keys.find((k) => k === value) ?? null;
}

/** The key whose anchor matches a location hash ("#uyelik-sozlesmesi"), else null. */
export function keyFromHash<K extends string>(hash: string, anchors: Readonly<Record<K, string>>): K | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ""));
  if (!anchor) return null;
  const entry = (Object.entries(anchors) as [K, string][]).find(([, a]) => a === anchor);
  return entry ? entry[0] : null;
}

const MONTHS = MONTH_LABELS.long;

/** "2026-11-21" → "21 Kasım 2026", the same on server and client (no locale data involved). */
export function formatTurkishDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
