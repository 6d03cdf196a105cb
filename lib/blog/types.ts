/** The blog posts the API answers, shared by the public pages, the editor and the server. */
export type BlogPostStatus = "draft" | "published";

/** A post as the public pages and the API show it. */
export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  authorName: string;
  publishedAt: string | null;
  readingMinutes: number;
};

export type BlogPostDetail = BlogPostSummary & { html: string; updatedAt: string };

export type ManagedBlogPost = BlogPostSummary & {
  body: string;
  status: BlogPostStatus;
  createdAt: string;
  updatedAt: string;
};

/** The props of /blog and /blog/sayfa/N (built by lib/server/blog/pages.ts, shown by components/blog/BlogListPage). */
export type BlogListProps = { posts: BlogPostSummary[]; page: number; totalPages: number; total: number };
