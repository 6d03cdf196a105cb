import type { ParsedUrlQuery } from "node:querystring";

/** The audit log's filters as they sit in the URL (English keys like every management list). */
export type AuditFilters = {
  staff: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.trim() : "");

export function auditFiltersOf(query: ParsedUrlQuery): AuditFilters {
  return {
    staff: one(query.staff),
    action: one(query.action),
    targetType: one(query.targetType),
    targetId: one(query.targetId),
    from: one(query.from),
    to: one(query.to),
  };
}

/** `/management/denetim?…` with the empty filters and page 1 left out. */
export function auditHref(filters: AuditFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `/management/denetim?${text}` : "/management/denetim";
}
