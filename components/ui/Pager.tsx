import Link from "@/components/ui/Link";
import type { MouseEvent } from "react";
import { pagesToShow } from "@/lib/paging";

/** "‹ Önceki 1 … 4 5 6 … 12 Sonraki ›" under a list; every page is a link, so it works without JavaScript. */
export function Pager({
  page,
  last,
  href,
  onPage,
}: {
  page: number;
  last: number;
  href: (page: number) => string;
  onPage?: (page: number, event: MouseEvent) => void;
}) {
  if (last <= 1) return null;
  // A list that builds its URLs from its latest state (useListNavigation) takes plain clicks over.
  const click = (p: number) => (onPage ? (event: MouseEvent) => onPage(p, event) : undefined);
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link
          href={href(page - 1)}
          onClick={click(page - 1)}
          className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200"
          rel="prev"
        >
          ‹ Önceki
        </Link>
      )}
      {pagesToShow(page, last).map((p, i) =>
        p === "…" ? (
          <span key={`gap-${i}`} className="px-2 text-neutral-400">
            …
          </span>
        ) : (
          <Link
            key={p}
            href={href(p)}
            onClick={click(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Sayfa ${p}`}
            className={`min-w-10 rounded-lg px-3 py-2 text-center text-sm font-semibold ${p === page ? "bg-ink text-white" : "hover:bg-neutral-200"}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < last && (
        <Link
          href={href(page + 1)}
          onClick={click(page + 1)}
          className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200"
          rel="next"
        >
          Sonraki ›
        </Link>
      )}
    </nav>
  );
}
