import { blogPostInputSchema } from "@/lib/blog/schemas";
import type { BlogPostDetail, BlogPostSummary, ManagedBlogPost } from "@/lib/blog/types";
import { readingMinutes, renderMarkdown } from "@/lib/markdown";
import { slugify } from "@/lib/slug";
import type { z } from "zod";
import { recordAudit } from "@/lib/server/audit/record";
import type { StaffMember } from "@/lib/server/staff/service";
import { getDb } from "@/lib/server/db";
import * as posts from "@/lib/server/blog/queries";
import { AppError } from "@/lib/server/errors";
import { BLOG_ERRORS } from "@/lib/blog/labels";

export type BlogPostFields = z.output<typeof blogPostInputSchema>;
type Row = posts.BlogPostRow;

function summary(row: Row): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    authorName: row.authorName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readingMinutes: readingMinutes(row.body),
  };
}

function managed(row: Row): ManagedBlogPost {
  return {
    ...summary(row),
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The static pages that show this post, regenerated at once; later list pages and neighbours follow within the 60 s window. */
export function pathsFor(...slugs: (string | null | undefined)[]): string[] {
  const paths = new Set(["/blog"]);
  for (const slug of slugs) if (slug) paths.add(`/blog/${slug}`);
  return [...paths];
}

// ---- public ------------------------------------------------------------------------------------

export async function listPublishedPosts(query: { page: number; pageSize: number }) {
  const { rows, total } = await posts.publishedPage(getDb(), query.page, query.pageSize);
  return { items: rows.map(summary), total, page: query.page, pageSize: query.pageSize };
}

export type PublishedPost = BlogPostDetail & {
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
};

/** A published post ready for its page; null for drafts and unknown slugs (the page answers 404). */
export async function getPublishedPost(slug: string): Promise<PublishedPost | null> {
  const db = getDb();
  const row = await posts.publishedBySlug(db, slug);
  if (!row) return null;
  const neighbours = await posts.publishedNeighbours(db, row);
  return { ...summary(row), html: renderMarkdown(row.body), updatedAt: row.updatedAt.toISOString(), ...neighbours };
}

export async function listPublishedSlugs(limit = 5000) {
  const rows = await posts.publishedSlugs(getDb(), limit);
  return rows.map((r) => ({
    slug: r.slug,
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  }));
}

// ---- management --------------------------------------------------------------------------------

export async function listManagedPosts(query: {
  status?: posts.BlogPostStatus;
  search?: string;
  page: number;
  pageSize: number;
}) {
  const { rows, total } = await posts.managedPage(getDb(), query);
  return { items: rows.map(managed), total, page: query.page, pageSize: query.pageSize };
}

export async function getManagedPost(id: number): Promise<ManagedBlogPost> {
  const row = await posts.byId(getDb(), id);
  if (!row) throw new AppError("not_found", BLOG_ERRORS.notFound);
  return managed(row);
}

/** An explicit slug must be free; one made from the title gets -2, -3 … until it is. */
async function chooseSlug(
  db: Parameters<typeof posts.slugsLike>[0],
  fields: BlogPostFields,
  exceptId?: number,
  current?: string,
): Promise<string> {
  if (fields.slug) {
    if (fields.slug === current) return current;
    if (await posts.slugTaken(db, fields.slug, exceptId))
      throw new AppError("conflict", BLOG_ERRORS.slugTaken, { slug: BLOG_ERRORS.slugTaken });
    return fields.slug;
  }
  if (current) return current; // editing without a slug keeps the post's address stable
  const base = slugify(fields.title);
  if (!base) throw new AppError("validation", BLOG_ERRORS.slugFromTitle, { slug: BLOG_ERRORS.slugFromTitle });
  const taken = new Set(await posts.slugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function values(fields: BlogPostFields, slug: string): posts.BlogPostValues {
  return {
    slug,
    title: fields.title,
    excerpt: fields.excerpt,
    body: fields.body,
    coverImageUrl: fields.coverImageUrl ?? null,
    authorName: fields.authorName,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}

async function withSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two editors saving the same new slug at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error))
      throw new AppError("conflict", BLOG_ERRORS.slugTaken, { slug: BLOG_ERRORS.slugTaken });
    throw error;
  }
}

export async function createPost(staff: StaffMember, fields: BlogPostFields) {
  return withSlugRace(() =>
    getDb().transaction(async (tx) => {
      const slug = await chooseSlug(tx, fields);
      const row = await posts.insert(tx, values(fields, slug));
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "blog_post.create",
        targetType: "blog_post",
        targetId: row.id,
        details: { slug, title: row.title },
      });
      return { post: managed(row), paths: [] as string[] };
    }),
  );
}

export async function updatePost(staff: StaffMember, id: number, fields: BlogPostFields) {
  return withSlugRace(() =>
    getDb().transaction(async (tx) => {
      const before = await posts.byId(tx, id, { forUpdate: true });
      if (!before) throw new AppError("not_found", BLOG_ERRORS.notFound);
      const slug = await chooseSlug(tx, fields, id, before.slug);
      const row = await posts.update(tx, id, values(fields, slug));
      const changed = (Object.keys(values(fields, slug)) as (keyof posts.BlogPostValues)[]).filter(
        (key) => before[key] !== row[key],
      );
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "blog_post.update",
        targetType: "blog_post",
        targetId: id,
        details: { changed, slug, previousSlug: before.slug },
      });
      return { post: managed(row), paths: row.status === "published" ? pathsFor(before.slug, row.slug) : [] };
    }),
  );
}

/** Publishes a draft or takes a published post back to draft, audited; the paths to revalidate come back too. */
async function setPostStatus(
  staff: StaffMember,
  id: number,
  { to, action }: { to: "published" | "draft"; action: string },
) {
  return getDb().transaction(async (tx) => {
    const before = await posts.byId(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found", BLOG_ERRORS.notFound);
    if (before.status === to)
      throw new AppError("conflict", to === "published" ? BLOG_ERRORS.alreadyPublished : BLOG_ERRORS.alreadyDraft);
    // The first publication date stays: republishing after a fix must not push a post to the top.
    const row = await posts.update(
      tx,
      id,
      to === "published" ? { status: to, publishedAt: before.publishedAt ?? new Date() } : { status: to },
    );
    await recordAudit(tx, {
      staffUid: staff.uid,
      action,
      targetType: "blog_post",
      targetId: id,
      details: { slug: row.slug },
    });
    return { post: managed(row), paths: pathsFor(row.slug) };
  });
}

export const publishPost = (staff: StaffMember, id: number) =>
  setPostStatus(staff, id, { to: "published", action: "blog_post.publish" });
export const unpublishPost = (staff: StaffMember, id: number) =>
  setPostStatus(staff, id, { to: "draft", action: "blog_post.unpublish" });

export async function deletePost(staff: StaffMember, id: number) {
  return getDb().transaction(async (tx) => {
    const before = await posts.byId(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found", BLOG_ERRORS.notFound);
    await posts.remove(tx, id);
    // The audit row keeps what was deleted, so a mistaken delete can be restored by hand.
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "blog_post.delete",
      targetType: "blog_post",
      targetId: id,
      details: {
        slug: before.slug,
        title: before.title,
        status: before.status,
        excerpt: before.excerpt,
        body: before.body,
        coverImageUrl: before.coverImageUrl,
        authorName: before.authorName,
        publishedAt: before.publishedAt,
      },
    });
    return { paths: before.status === "published" ? pathsFor(before.slug) : [] };
  });
}
