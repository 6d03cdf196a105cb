import type { GetStaticPaths, GetStaticPropsContext } from "next";
import Link from "@/components/ui/Link";
import { PostHeader } from "@/components/blog/PostHeader";
import { PostNeighbours } from "@/components/blog/PostNeighbours";
import { BlogCover } from "@/components/blog/BlogCover";
import { PostBody } from "@/components/blog/PostBody";
import { ShareLinks } from "@/components/blog/ShareLinks";
import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";
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
        <PostHeader post={post} />
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
          <PostNeighbours previous={post.previous} next={post.next} />
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
