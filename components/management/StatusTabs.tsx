import Link from "@/components/ui/Link";
import type { LinkProps } from "next/link";
import type { MouseEventHandler } from "react";

/**
 * The underlined state tabs above a management table. The choice lives in the URL (`hrefFor`), so a
 * reload or a shared link keeps it; the current tab is marked with aria-current. `clickFor` takes a
 * plain click over (useManagementNav's linkClick) so it builds on the latest state asked for.
 */
export function StatusTabs({
  label,
  filters,
  current,
  hrefFor,
  clickFor,
  className = "flex gap-1 overflow-x-auto border-b border-neutral-200 px-3 pt-3",
}: {
  label: string;
  filters: readonly { slug: string; label: string }[];
  current: string;
  hrefFor: (slug: string) => LinkProps["href"];
  clickFor?: (slug: string) => MouseEventHandler;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      {filters.map((f) => (
        <Link
          key={f.slug}
          href={hrefFor(f.slug)}
          onClick={clickFor?.(f.slug)}
          aria-current={f.slug === current ? "page" : undefined}
          className={`whitespace-nowrap rounded-t-lg px-3 py-2 text-sm font-semibold ${f.slug === current ? "border-b-2 border-brand-600 text-neutral-900" : "text-neutral-500 hover:text-neutral-900"}`}
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}
