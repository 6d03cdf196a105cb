import { BLOG_PAGE_SIZE } from "@/lib/blog";
import type { BlogListProps } from "@/components/blog/BlogListPage";
import { listPublishedPosts } from "./blog";

/** Static regeneration window of the blog pages: an edit shows within a minute even without on-demand revalidation. */
export const BLOG_REVALIDATE_SECONDS = 60;

/** Props of one list page, or null when the page is past the end (the page answers 404). */
export async function blogListProps(page: number): Promise<BlogListProps | null> {
  const { items, total } = await listPublishedPosts({ page, pageSize: BLOG_PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > totalPages) return null;
  return { posts: items, page, totalPages, total };
}
