import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";
import { pagesToShow } from "@/lib/paging";

/** Page 1 lives at /blog, the others at /blog/sayfa/N, so every list page can be statically generated. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog/sayfa/${page}`;
}

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const base = "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <nav aria-label="Blog sayfaları" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          href={blogPageHref(page - 1)}
          rel="prev"
          className={`${base} gap-1 border border-neutral-300 bg-white hover:bg-neutral-100`}
        >
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" /> Önceki
        </Link>
      ) : null}
      {pagesToShow(page, totalPages).map((p, i) =>
        p === "…" ? (
          <span key={`gap-${i}`} className="px-1 text-neutral-500" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${base} bg-ink text-white`}>
            <span className="sr-only">Sayfa </span>
            {p}
          </span>
        ) : (
          <Link
            key={p}
            href={blogPageHref(p)}
            className={`${base} border border-neutral-300 bg-white hover:bg-neutral-100`}
          >
            <span className="sr-only">Sayfa </span>
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link
          href={blogPageHref(page + 1)}
          rel="next"
          className={`${base} gap-1 border border-neutral-300 bg-white hover:bg-neutral-100`}
        >
          Sonraki <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
