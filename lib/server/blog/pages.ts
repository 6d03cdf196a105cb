import { BLOG_PAGE_SIZE } from "@/lib/blog/schemas";
import type { BlogListProps } from "@/lib/blog/types";
import { listPublishedPosts } from "@/lib/server/blog/service";
import { logger } from "@/lib/server/logger";

/** Static regeneration window of the blog pages: an edit shows within a minute even without on-demand revalidation. */
export const BLOG_REVALIDATE_SECONDS = 60;

const EMPTY_LIST: BlogListProps = { posts: [], page: 1, totalPages: 1, total: 0 };

/** Props of one list page, or `{ beyond: last }` when the page is past the end (the page redirects there, lib/paging.ts). */
export async function blogListProps(page: number): Promise<BlogListProps | { beyond: number }> {
  let result;
  try {
    result = await listPublishedPosts({ page, pageSize: BLOG_PAGE_SIZE });
  } catch (error) {
    // A build machine may have no database. The page is then built empty and regenerated on the
    // first request; at run time an error must surface instead (ISR keeps serving the last good page).
    if (process.env.NEXT_PHASE === "phase-production-build" && page === 1) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "building /blog without posts");
      return EMPTY_LIST;
    }
    throw error;
  }
  const { items, total } = result;
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > totalPages) return { beyond: totalPages };
  return { posts: items, page, totalPages, total };
}
