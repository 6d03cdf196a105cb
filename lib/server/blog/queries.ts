import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { blogPosts } from "@/lib/server/db/schema";
import { escapeLikeLiteral } from "@/lib/server/db/like";
import { pageWithTotal } from "@/lib/server/db/paging";
import { updateRow } from "@/lib/server/db/updateRow";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostStatus = BlogPostRow["status"];
type Runner = Db | Tx;

const isPublic = and(eq(blogPosts.status, "published"), sql`${blogPosts.publishedAt} <= now()`);
// Newest first; the id breaks ties so paging is stable when two posts share a timestamp.
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

export async function publishedPage(db: Runner, page: number, pageSize: number) {
  return pageWithTotal(
    db
      .select()
      .from(blogPosts)
      .where(isPublic)
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(blogPosts).where(isPublic),
    { page, pageSize },
  );
}

export async function publishedBySlug(db: Runner, slug: string): Promise<BlogPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.slug, slug)));
  return row ?? null;
}

/** The published neighbours of a post in list order: `newer` is shown as "next", `older` as "previous". */
export async function publishedNeighbours(db: Runner, post: Pick<BlogPostRow, "id" | "publishedAt">) {
  const at = post.publishedAt!;
  const older = or(lt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), lt(blogPosts.id, post.id)));
  const newer = or(gt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), gt(blogPosts.id, post.id)));
  const pick = { slug: blogPosts.slug, title: blogPosts.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(pick)
      .from(blogPosts)
      .where(and(isPublic, older))
      .orderBy(...newestFirst)
      .limit(1),
    db
      .select(pick)
      .from(blogPosts)
      .where(and(isPublic, newer))
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

export async function publishedSlugs(db: Runner, limit: number) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function managedPage(
  db: Runner,
  filter: { status?: BlogPostStatus; search?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(blogPosts.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLikeLiteral(filter.search)}%`;
    conditions.push(sql`(${blogPosts.title} ILIKE ${pattern} OR ${blogPosts.slug} ILIKE ${pattern})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return pageWithTotal(
    db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id)),
    db.select({ n: count() }).from(blogPosts).where(where),
    filter,
  );
}

export async function byId(db: Runner, id: number, opts: { forUpdate?: boolean } = {}): Promise<BlogPostRow | null> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = await (opts.forUpdate ? query.for("update") : query);
  return row ?? null;
}

export async function slugTaken(db: Runner, slug: string, exceptId?: number): Promise<boolean> {
  const where = exceptId
    ? and(eq(blogPosts.slug, slug), sql`${blogPosts.id} <> ${exceptId}`)
    : eq(blogPosts.slug, slug);
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
  return Boolean(row);
}

/** Slugs starting with `base`, to pick the next free `base-2`, `base-3` … in one query. */
export async function slugsLike(db: Runner, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), sql`${blogPosts.slug} ~ ${`^${base}-[0-9]+$`}`));
  return rows.map((r) => r.slug);
}

export type BlogPostValues = Pick<BlogPostRow, "slug" | "title" | "excerpt" | "body" | "coverImageUrl" | "authorName">;

export async function insert(
  tx: Tx,
  values: BlogPostValues & { status?: BlogPostStatus; publishedAt?: Date | null },
): Promise<BlogPostRow> {
  const [row] = await tx.insert(blogPosts).values(values).returning();
  return row;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<BlogPostValues> & { status?: BlogPostStatus; publishedAt?: Date | null },
): Promise<BlogPostRow> {
  return updateRow(tx, blogPosts, eq(blogPosts.id, id), { ...values, updatedAt: sql`now()` });
}

export async function remove(tx: Tx, id: number): Promise<void> {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}

export async function countAll(db: Runner): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(blogPosts);
  return n;
}
