import type { GetStaticPaths, GetStaticPropsContext } from "next";
import Link from "@/components/ui/Link";
import { BlogCover } from "@/components/blog/BlogCover";
import { PostMeta } from "@/components/blog/BlogCard";
import { PostBody } from "@/components/blog/PostBody";
import { ShareLinks } from "@/components/blog/ShareLinks";
import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";
import { withPageData } from "@/lib/pageData";
import { getPublishedPost, listPublishedSlugs, type PublishedPost } from "@/lib/server/blog/service";
import { BLOG_REVALIDATE_SECONDS } from "@/lib/server/blog/pages";

type Props = { post: PublishedPost };

const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");

// The newest posts are built ahead; any other published slug is generated on its first request.
export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await listPublishedSlugs(20).catch(() => []);
  return { paths: slugs.map((s) => ({ params: { slug: s.slug } })), fallback: "blocking" };
};

// Drafts and unknown slugs are 404; revalidate lets a post published later replace the 404.
export const getStaticProps = withPageData<Props, GetStaticPropsContext<{ slug: string }>>(
  async ({ params }) => {
    const slug = params?.slug ?? "";
    const post = /^[a-z0-9-]{1,120}$/.test(slug) ? await getPublishedPost(slug) : null;
    return post && { post };
  },
  { revalidate: BLOG_REVALIDATE_SECONDS },
);

function absolute(path: string | null): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path}`;
}

export default function BlogPostPage({ post }: Props) {
  const path = `/blog/${post.slug}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(post.coverImageUrl),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: "tr-TR",
    mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE_URL}${path}` },
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      name: COMPANY.name,
      logo: { "@type": "ImageObject", url: `${SITE_URL}/favicon.svg` },
    },
    timeRequired: `PT${post.readingMinutes}M`,
  };
  return (
    <>
      <Seo
        title={post.title}
        description={post.excerpt}
        image={post.coverImageUrl?.endsWith(".svg") ? undefined : (post.coverImageUrl ?? undefined)}
        jsonLd={jsonLd}
      />
      <article>
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
        <div className="mx-auto max-w-4xl px-4">
          <div className="-mt-2 sm:mt-8">
            <BlogCover src={post.coverImageUrl} priority rounded className="shadow-xl" />
          </div>
        </div>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <PostBody html={post.html} />
          <div className="mt-12 border-t border-neutral-200 pt-6">
            <ShareLinks path={path} title={post.title} />
          </div>
          <aside className="mt-10 flex flex-col gap-4 rounded-2xl bg-ink p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <p className="text-lg font-bold">Aradığınız motosiklet ihalede olabilir</p>
              <p className="mt-1 text-neutral-300">Ekspertizli motosikletlere provizyonunuzla teklif verin.</p>
            </div>
            <ButtonLink href="/ihaleler" size="lg" className="flex-none">
              İhalelere göz at
            </ButtonLink>
          </aside>
          {(post.previous || post.next) && (
            <nav aria-label="Diğer yazılar" className="mt-10 grid gap-4 sm:grid-cols-2">
              {post.previous ? (
                <Link
                  href={`/blog/${post.previous.slug}`}
                  rel="prev"
                  className="group rounded-2xl border border-neutral-200 bg-white p-5 hover:border-brand-600"
                >
                  <span className="flex items-center gap-1 text-sm text-neutral-600">
                    <Icon name="chevronRight" className="h-4 w-4 rotate-180" /> Önceki yazı
                  </span>
                  <span className="mt-1 block font-semibold text-neutral-900 group-hover:text-brand-700">
                    {post.previous.title}
                  </span>
                </Link>
              ) : (
                <span className="hidden sm:block" />
              )}
              {post.next && (
                <Link
                  href={`/blog/${post.next.slug}`}
                  rel="next"
                  className="group rounded-2xl border border-neutral-200 bg-white p-5 text-right hover:border-brand-600"
                >
                  <span className="flex items-center justify-end gap-1 text-sm text-neutral-600">
                    Sonraki yazı <Icon name="chevronRight" className="h-4 w-4" />
                  </span>
                  <span className="mt-1 block font-semibold text-neutral-900 group-hover:text-brand-700">
                    {post.next.title}
                  </span>
                </Link>
              )}
            </nav>
          )}
          <p className="mt-10 text-center">
            <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
              ← Tüm yazılar
            </Link>
          </p>
        </div>
      </article>
    </>
  );
}
