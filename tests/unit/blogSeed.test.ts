import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogPostInputSchema } from "@/lib/blog/schemas";
import { renderMarkdown } from "@/lib/markdown";
import { SEED_AUTHOR, SEED_POSTS } from "@/lib/server/db/seed/blogPosts";
import { SLUG_PATTERN } from "@/lib/slug";

describe("seed blog posts", () => {
  it("has at least 8 posts with unique slugs", () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_POSTS.map((p) => p.slug)).size).toBe(SEED_POSTS.length);
  });

  it.each(SEED_POSTS.map((p) => [p.slug, p] as const))(
    "%s passes the editor's own rules and has its cover",
    (_slug, post) => {
      const parsed = blogPostInputSchema.safeParse({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        body: post.body,
        coverImageUrl: post.cover,
        authorName: SEED_AUTHOR,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(post.slug).toMatch(SLUG_PATTERN);
      expect(fs.existsSync(path.join(process.cwd(), "public", post.cover))).toBe(true);
      const html = renderMarkdown(post.body);
      expect(html).toContain("<h2>");
      // Internal links point at routes of the product, never at another host.
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href.startsWith("/")).toBe(true);
    },
  );
});
