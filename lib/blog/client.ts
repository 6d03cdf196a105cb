import { managedList, useRead } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import type { BlogPostStatus, ManagedBlogPost } from "@/lib/blog/types";
import { BLOG_LOAD_ERRORS } from "@/lib/blog/labels";

/** Management › Blog: one page of posts, by status and search. */
export const useManagedBlogPosts = managedList<
  ManagedBlogPost,
  { status?: BlogPostStatus; q?: string; page: number; pageSize: number }
>("/api/management/blog", BLOG_LOAD_ERRORS.list);

/**
 * Management › Blog › a post in the editor (`id` from the URL; null while there is none to load).
 * The editor starts from what this answers, so a stale copy is never shown: `fresh` is false until
 * this visit's read has answered.
 */
export function useManagedBlogPost(id: string | null) {
  const { data, error, isValidating } = useRead<{ post: ManagedBlogPost }>(
    id === null ? null : `/api/management/blog/${encodeURIComponent(id)}`,
    { revalidateOnMount: true, onError: (e) => handleError(e, BLOG_LOAD_ERRORS.post) },
  );
  return { post: data?.post ?? null, missing: Boolean(error), fresh: Boolean(data) && !isValidating };
}
