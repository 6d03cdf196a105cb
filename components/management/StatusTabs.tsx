import { FilterTabs } from "@/components/services/FilterTabs";
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
  className,
}: {
  label: string;
  filters: readonly { slug: string; label: string }[];
  current: string;
  hrefFor: (slug: string) => LinkProps["href"];
  clickFor?: (slug: string) => MouseEventHandler;
  className?: string;
}) {
  return (
    <FilterTabs
      layout="underline"
      label={label}
      filters={filters}
      current={current}
      hrefFor={hrefFor}
      clickFor={clickFor}
      className={className}
    />
  );
}
