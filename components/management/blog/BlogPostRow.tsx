import Link from "@/components/ui/Link";
import { BlogStatusBadge } from "@/components/management/blog/BlogStatusBadge";
import { Button, ButtonLink } from "@/components/ui/Button";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { formatTurkishDate } from "@/lib/dates";

export type BlogPostAction = "publish" | "unpublish" | "delete";

/** A post on Management › Blog: cover, status, title and address, and its edit, (un)publish and delete buttons. */
export function BlogPostRow({ post, onAction }: { post: ManagedBlogPost; onAction: (kind: BlogPostAction) => void }) {
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[6rem_minmax(0,1fr)] sm:p-5 lg:grid-cols-[6rem_minmax(0,1fr)_auto] lg:items-center">
      <div className="hidden aspect-[1200/630] overflow-hidden rounded-lg bg-ink sm:block">
        {post.coverImageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of an upload already converted to WebP; next/image would add nothing
          <img src={post.coverImageUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <BlogStatusBadge status={post.status} />
          <span className="text-xs text-neutral-500">
            {post.status === "published" && post.publishedAt
              ? `Yayın: ${formatTurkishDate(post.publishedAt)}`
              : `Güncelleme: ${formatTurkishDate(post.updatedAt)}`}
          </span>
        </div>
        <Link
          href={`/management/blog/${post.id}`}
          className="mt-1 block font-semibold text-neutral-950 hover:text-brand-700 hover:underline"
        >
          {post.title}
        </Link>
        <p className="truncate text-sm text-neutral-500">
          /blog/{post.slug} · {post.authorName}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-start-2 lg:col-start-auto lg:justify-end">
        <ButtonLink
          href={`/management/blog/${post.id}`}
          variant="secondary"
          size="sm"
          aria-label={`${post.title} yazısını düzenle`}
        >
          Düzenle
        </ButtonLink>
        {post.status === "published" ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAction("unpublish")}
            aria-label={`${post.title} yazısını yayından kaldır`}
          >
            Yayından kaldır
          </Button>
        ) : (
          <Button size="sm" onClick={() => onAction("publish")} aria-label={`${post.title} yazısını yayınla`}>
            Yayınla
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onAction("delete")}
          aria-label={`${post.title} yazısını sil`}
        >
          Sil
        </Button>
      </div>
    </li>
  );
}
