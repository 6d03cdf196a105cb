import { getDb } from "@/lib/server/db/index";
import * as posts from "@/lib/server/blog/queries";
import { SEED_AUTHOR, SEED_POSTS } from "@/lib/server/db/seed/blogPosts";

/** Seeds the demo blog when the blog has no posts at all (so it never re-adds deleted posts). */
export async function seedBlog(log: (line: string) => void): Promise<void> {
  const db = getDb();
  if ((await posts.countAll(db)) > 0) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const post of SEED_POSTS) {
      const publishedAt = new Date(now - post.daysAgo * 24 * 3600_000);
      await posts.insert(tx, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        coverImageUrl: post.cover,
        authorName: SEED_AUTHOR,
        status: "published",
        publishedAt,
      });
    }
  });
  log(`seeded ${SEED_POSTS.length} blog posts`);
}
