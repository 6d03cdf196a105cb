/** An audit row's before/after (or other details) as short "key: value" lines; the JSON as written by each service. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  // PostgreSQL's jsonb orders keys by length; people read "before" first.
  const rank = (key: string) => (key === "before" ? 0 : key === "after" ? 1 : 2);
  const entries = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0) return <span className="text-neutral-500">—</span>;
  const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  return (
    <dl className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="shrink-0 font-semibold text-neutral-700">
            {key === "before" ? "Önce" : key === "after" ? "Sonra" : key}:
          </dt>
          <dd className="min-w-0 break-all font-mono text-neutral-800">{text(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
