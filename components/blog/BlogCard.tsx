import Link from "@/components/ui/Link";
import type { BlogPostSummary } from "@/lib/blog/types";
import { formatTurkishDate } from "@/lib/dates";
import { Icon } from "@/components/ui/Icon";
import { BlogCover } from "@/components/blog/BlogCover";

/** One post in the list: the whole card is one link, its title the accessible name. */
export function BlogCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <article
      className={`group relative flex overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${featured ? "flex-col lg:flex-row" : "flex-col"}`}
    >
      <BlogCover src={post.coverImageUrl} className={featured ? "lg:w-3/5" : ""} priority={featured} />
      <div className={`flex flex-1 flex-col p-5 ${featured ? "lg:justify-center lg:p-10" : "sm:p-6"}`}>
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        <h2
          className={`mt-3 font-extrabold tracking-tight text-neutral-950 ${featured ? "text-2xl sm:text-3xl" : "text-lg leading-snug"}`}
        >
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </h2>
        <p className={`mt-3 text-neutral-600 ${featured ? "sm:text-lg" : "line-clamp-3 text-[15px] leading-relaxed"}`}>
          {post.excerpt}
        </p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700"
        >
          Devamını oku <Icon name="chevronRight" className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

export function PostMeta({
  publishedAt,
  readingMinutes,
  dark = false,
}: {
  publishedAt: string | null;
  readingMinutes: number;
  dark?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${dark ? "text-neutral-300" : "text-neutral-600"}`}
    >
      {publishedAt && <time dateTime={publishedAt}>{formatTurkishDate(publishedAt)}</time>}
      {publishedAt && (
        <span aria-hidden="true" className={dark ? "text-neutral-500" : "text-neutral-300"}>
          •
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="h-4 w-4" />
        {readingMinutes} dk okuma
      </span>
    </p>
  );
}
