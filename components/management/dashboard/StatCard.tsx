import Link from "@/components/ui/Link";

/** One figure on the dashboard; a link when it leads to the screen where the work is done. */
export function StatCard({ label, value, hint, href }: { label: string; value: string; hint?: string; href?: string }) {
  const body = (
    <>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums text-ink sm:text-2xl">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-neutral-500">{hint}</dd>}
    </>
  );
  const className = "block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200";
  return href ? (
    <Link href={href} className={`${className} transition hover:ring-brand-500`}>
      <dl>{body}</dl>
    </Link>
  ) : (
    <dl className={className}>{body}</dl>
  );
}
