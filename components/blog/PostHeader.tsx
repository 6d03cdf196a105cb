import { PostMeta } from "@/components/blog/BlogCard";
import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import type { PublishedPost } from "@/lib/server/blog/service";

/** A post's dark head: breadcrumbs, title, excerpt, the author's initial and name, date and reading time. */
export function PostHeader({ post }: { post: PublishedPost }) {
  return (
    <header className="bg-ink text-white">
      <div className="mx-auto max-w-3xl px-4 pb-10 pt-6 sm:pb-14">
        <div className="[&_a]:text-neutral-300 [&_a:hover]:text-white [&_li_span]:text-neutral-400 [&_span[aria-current]]:text-white">
          <Breadcrumbs items={[{ label: "Blog", href: "/blog" }, { label: post.title }]} />
        </div>
        <h1 className="mt-8 text-3xl font-extrabold leading-tight tracking-tight sm:text-[2.6rem]">{post.title}</h1>
        <p className="mt-4 text-lg text-neutral-300">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <span
              aria-hidden="true"
              className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 text-xs font-black"
            >
              {post.authorName.slice(0, 1).toLocaleUpperCase("tr-TR")}
            </span>
            {post.authorName}
          </span>
          <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} dark />
        </div>
      </div>
    </header>
  );
}
