import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import { Seo } from "@/components/Seo";
import type { BlogListProps } from "@/lib/blog/types";
import { BlogCard } from "@/components/blog/BlogCard";
import { blogPageHref, Pagination } from "@/components/blog/Pagination";

/** /blog and /blog/sayfa/N: newest first. */
export function BlogListPage({ posts, page, totalPages }: BlogListProps) {
  // Every page leads with its newest post: with ten a page the grid below always has full rows of three.
  const [featured, ...rest] = posts;
  const title = page === 1 ? "Blog" : `Blog – Sayfa ${page}`;
  return (
    <>
      <Seo
        title={title}
        description="Motosiklet alırken ve satarken işinize yarayacak rehberler: ihaleler, provizyon, ekspertiz, noter satışı, nakliye ve mevsimlik bakım."
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: "MotoBorsa Blog",
          inLanguage: "tr-TR",
          url: blogPageHref(page),
          blogPost: posts.map((p) => ({
            "@type": "BlogPosting",
            headline: p.title,
            url: `/blog/${p.slug}`,
            datePublished: p.publishedAt,
          })),
        }}
      />
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:pb-16">
          <div className="[&_a]:text-neutral-300 [&_a:hover]:text-white [&_li_span]:text-neutral-400 [&_span[aria-current]]:text-white">
            <Breadcrumbs
              items={page === 1 ? [{ label: "Blog" }] : [{ label: "Blog", href: "/blog" }, { label: `Sayfa ${page}` }]}
            />
          </div>
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand-500">MotoBorsa Blog</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Motosiklet alıp satarken <span className="text-brand-500">bilmeniz gerekenler</span>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            İhaleler, provizyon, ekspertiz, noter devri, nakliye ve bakım üzerine uygulamalı rehberler.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        {posts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
            Henüz yayınlanmış bir yazı yok. Yakında burada olacağız.
          </p>
        ) : (
          <>
            {featured && (
              <div className="mb-8">
                <BlogCard post={featured} featured />
              </div>
            )}
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
          </>
        )}
        <Pagination page={page} totalPages={totalPages} />
      </div>
    </>
  );
}
