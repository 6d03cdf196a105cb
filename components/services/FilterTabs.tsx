import Link from "@/components/ui/Link";
import type { LinkProps } from "next/link";
import type { MouseEventHandler } from "react";

type Href = LinkProps["href"];

/**
 * How the tabs sit: `scroll` scrolls sideways when they do not fit; `grid` puts six tabs in two rows of
 * three below `sm` (wider tabs would push "Tümü" out of view at 390 px; a long label wraps in its
 * cell); `inline` is a few short tabs beside a search box, so it has no top margin of its own;
 * `underline` sits at the top of a table's box (StatusTabs).
 */
export type TabsLayout = "scroll" | "grid" | "inline" | "underline";

const PILL = { on: "bg-ink text-white", off: "text-neutral-600 hover:bg-neutral-100" };

const TAB_LAYOUTS: Record<TabsLayout, { nav: string; tab: string; on?: string; off?: string }> = {
  scroll: {
    nav: "mt-6 flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200",
    tab: "flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-center text-xs font-semibold sm:px-4 sm:text-sm",
  },
  grid: {
    nav: "mt-6 grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200 sm:flex",
    tab: "flex-1 rounded-lg px-2 py-2 text-center text-xs font-semibold leading-tight sm:whitespace-nowrap sm:px-4 sm:text-sm",
  },
  inline: {
    nav: "flex gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200",
    tab: "flex-1 whitespace-nowrap rounded-lg px-4 py-2 text-center text-sm font-semibold",
  },
  underline: {
    nav: "flex gap-1 overflow-x-auto border-b border-neutral-200 px-3 pt-3",
    tab: "whitespace-nowrap rounded-t-lg px-3 py-2 text-sm font-semibold",
    on: "border-b-2 border-brand-600 text-neutral-900",
    off: "text-neutral-500 hover:text-neutral-900",
  },
};

/**
 * Management state filter; the choice lives in the URL so a reload or a shared link keeps it. The
 * current tab is marked with aria-current; `clickFor` takes a plain click over (useManagementNav).
 */
export function FilterTabs<T extends { slug: string; label: string }>({
  filters,
  current,
  hrefFor,
  clickFor,
  layout = "scroll",
  label = "Durum filtresi",
  className,
}: {
  filters: readonly T[];
  current: string;
  hrefFor: (slug: string) => Href;
  clickFor?: (slug: string) => MouseEventHandler;
  layout?: TabsLayout;
  label?: string;
  /** Replaces the layout's classes of the <nav>. */
  className?: string;
}) {
  const { nav, tab, on = PILL.on, off = PILL.off } = TAB_LAYOUTS[layout];
  return (
    <nav aria-label={label} className={className ?? nav}>
      {filters.map((f) => (
        <Link
          key={f.slug}
          href={hrefFor(f.slug)}
          onClick={clickFor?.(f.slug)}
          aria-current={f.slug === current ? "page" : undefined}
          className={`${tab} ${f.slug === current ? on : off}`}
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Previous/next links under a management list; `clickFor` takes plain clicks over (useManagementNav).
 * A page past the end is never printed: the list goes to its last page (useManagedPage, lib/clientData.ts).
 */
export function Pager({
  total,
  page,
  pageSize,
  noun,
  hrefFor,
  clickFor,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: string;
  hrefFor: (page: number) => Href;
  clickFor?: (page: number) => MouseEventHandler;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 || page > pages) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-4 flex items-center justify-between text-sm">
      <span className="text-neutral-600">
        {total} {noun} · Sayfa {page}/{pages}
      </span>
      <div className="flex gap-2">
        {page > 1 && (
          <Link
            href={hrefFor(page - 1)}
            onClick={clickFor?.(page - 1)}
            className="rounded-lg bg-white px-3 py-2 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50"
          >
            Önceki
          </Link>
        )}
        {page < pages && (
          <Link
            href={hrefFor(page + 1)}
            onClick={clickFor?.(page + 1)}
            className="rounded-lg bg-white px-3 py-2 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50"
          >
            Sonraki
          </Link>
        )}
      </div>
    </nav>
  );
}
