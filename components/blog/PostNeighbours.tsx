import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";
import type { PublishedPost } from "@/lib/server/blog/service";

/** Links to the previous and the next post; an empty cell keeps "next" on the right when there is no previous. */
export function PostNeighbours({ previous, next }: Pick<PublishedPost, "previous" | "next">) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Diğer yazılar" className="mt-10 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link
          href={`/blog/${previous.slug}`}
          rel="prev"
          className="group rounded-2xl border border-neutral-200 bg-white p-5 hover:border-brand-600"
        >
          <span className="flex items-center gap-1 text-sm text-neutral-600">
            <Icon name="chevronRight" className="h-4 w-4 rotate-180" /> Önceki yazı
          </span>
          <span className="mt-1 block font-semibold text-neutral-900 group-hover:text-brand-700">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link
          href={`/blog/${next.slug}`}
          rel="next"
          className="group rounded-2xl border border-neutral-200 bg-white p-5 text-right hover:border-brand-600"
        >
          <span className="flex items-center justify-end gap-1 text-sm text-neutral-600">
            Sonraki yazı <Icon name="chevronRight" className="h-4 w-4" />
          </span>
          <span className="mt-1 block font-semibold text-neutral-900 group-hover:text-brand-700">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
