import { hasControlCharacter } from "@/lib/controlChars";
import { isProvince, type Province } from "@/lib/provinces";
import { LIST_FILTER_LABELS as T } from "@/lib/api/list/labels";

/**
 * One URL parameter of a list page (/ihaleler, /hemenal). The zod schemas of the list APIs read their
 * bounds, labels and defaults from these rules; parseListParams applies them without zod so the list
 * pages parse their URL state in the browser without ~30 KB of validation library.
 */
export type ParamRule =
  | { kind: "text"; max: number }
  | { kind: "province" }
  | { kind: "int"; label: string; min: number; max: number; default?: number }
  | { kind: "enum"; values: readonly [string, ...string[]]; default: string; error: string };

/** The model-year range both list pages filter by. */
export const YEAR_RANGE_RULES = {
  yearMin: { kind: "int", label: T.yearMin, min: 1950, max: 2100 },
  yearMax: { kind: "int", label: T.yearMax, min: 1950, max: 2100 },
} as const satisfies Record<string, ParamRule>;

/** Both list pages' paging; `pageSize` is how many cards a page shows unless the URL asks otherwise. */
export function pagingRules<N extends number>(pageSize: N) {
  return {
    page: { kind: "int", label: T.page, min: 1, max: 10_000, default: 1 },
    pageSize: { kind: "int", label: T.pageSize, min: 1, max: 48, default: pageSize },
  } as const satisfies Record<string, ParamRule>;
}

export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * What parseListParams keeps for a set of rules, as a type: the shape the list API's zod schema
 * infers (a text or province key always present, maybe undefined; an int without default optional;
 * a rule with a default always set), so the page's URL state needs no import of the schema (and zod).
 */
export type ListParamsOf<R extends Record<string, ParamRule>> = {
  [
    K in keyof R as R[K] extends { kind: "int"; default: number } | { kind: "enum" | "text" | "province" } ? K : never
  ]: ParamValue<R[K]>;
} & {
  [
    K in keyof R as R[K] extends { kind: "int"; default: number } | { kind: "enum" | "text" | "province" } ? never : K
  ]?: ParamValue<R[K]>;
};
type ParamValue<R> = R extends { kind: "enum"; values: readonly (infer V)[] }
  ? V
  : R extends { kind: "int"; default: number }
    ? number
    : R extends { kind: "int" }
      ? number | undefined
      : R extends { kind: "province" }
        ? Province | undefined
        : string | undefined;

/** The value one rule keeps, or undefined when the rule drops it (what the zod field would refuse). */
function accept(rule: ParamRule, value: string): string | number | undefined {
  switch (rule.kind) {
    case "text": {
      const text = value.trim();
      return text.length <= rule.max && text ? text : undefined;
    }
    case "province": {
      const text = value.trim();
      return text.length <= 40 && text && isProvince(text) ? text : undefined;
    }
    case "int": {
      // z.coerce.number() is Number(value): " 5", "1e3" and "0x10" are numbers there too.
      const n = Number(value);
      return Number.isSafeInteger(n) && n >= rule.min && n <= rule.max ? n : undefined;
    }
    case "enum":
      return rule.values.includes(value) ? value : undefined;
  }
}

/**
 * A list page reads its filters from a URL a person may have typed or edited: keep each value that
 * is valid on its own, drop the rest (defaults fill in), instead of answering an error page.
 */
export function parseListParams(rules: Record<string, ParamRule>, raw: RawQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, rule] of Object.entries(rules)) {
    const given = raw[key];
    const value = Array.isArray(given) ? given[0] : given;
    // A NUL would reach PostgreSQL as a filter and fail the whole page: such a value is dropped like any invalid one.
    const kept = value === undefined || value === "" || hasControlCharacter(value) ? undefined : accept(rule, value);
    const result = kept ?? ("default" in rule ? rule.default : undefined);
    if (result !== undefined) out[key] = result;
  }
  return out;
}

/** parseListParams for one list page's rules, typed as the state those rules keep. */
export function lenientParser<R extends Record<string, ParamRule>>(rules: R): (raw: RawQuery) => ListParamsOf<R> {
  return (raw) => parseListParams(rules, raw) as ListParamsOf<R>;
}

/** A list page's URL for a set of filters; empty values and defaults are left out so the plain path stays canonical. */
export function listPageHref<P extends object>(
  path: string,
  defaults: Partial<Record<keyof P, unknown>>,
  params: Partial<P>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (defaults[key as keyof P] === value) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
