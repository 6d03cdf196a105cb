import Link from "next/link";
import { pagesToShow } from "@/lib/paging";

/** "‹ Önceki 1 … 4 5 6 … 12 Sonraki ›" under a list; every page is a link, so it works without JavaScript. */
export function Pager({ page, last, href }: { page: number; last: number; href: (page: number) => string }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link href={href(page - 1)} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="prev">
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
            aria-current={p === page ? "page" : undefined}
            aria-label={`Sayfa ${p}`}
            className={`min-w-10 rounded-lg px-3 py-2 text-center text-sm font-semibold ${p === page ? "bg-ink text-white" : "hover:bg-neutral-200"}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < last && (
        <Link href={href(page + 1)} className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-neutral-200" rel="next">
          Sonraki ›
        </Link>
      )}
    </nav>
  );
}
