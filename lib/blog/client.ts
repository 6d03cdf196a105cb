import { useManagedPage } from "@/lib/clientData";
import type { BlogPostStatus, ManagedBlogPost } from "@/lib/blog/types";
import { BLOG_LOAD_ERRORS } from "@/lib/blog/labels";

/** Management › Blog: one page of posts, by status and search. */
export function useManagedBlogPosts(
  query: { status?: BlogPostStatus; q?: string; page: number; pageSize: number },
  onPastEnd?: (last: number) => void,
) {
  return useManagedPage<ManagedBlogPost>("/api/management/blog", query, BLOG_LOAD_ERRORS.list, onPastEnd);
}
