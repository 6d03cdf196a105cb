import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getPublishedPost, listPublishedSlugs } from "@/lib/server/blog/service";
import { getDb, schema } from "@/lib/server/db";
import publicListHandler from "@/pages/api/blog";
import managedListHandler from "@/pages/api/management/blog";
import managedPostHandler from "@/pages/api/management/blog/[id]";
import publishHandler from "@/pages/api/management/blog/[id]/publish";
import unpublishHandler from "@/pages/api/management/blog/[id]/unpublish";
import previewHandler from "@/pages/api/management/blog/preview";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const publicList = serveHandler(publicListHandler);
const managedList = serveHandler(managedListHandler);
const managedPost = serveHandler(managedPostHandler);
const publish = serveHandler(publishHandler);
const unpublish = serveHandler(unpublishHandler);
const preview = serveHandler(previewHandler);

function newPost(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    title: `Kışın Motosiklet Bakımı Şöyle Yapılır ${tag}`,
    excerpt: "Akü, lastik ve yakıt deposu: kış aylarında motosikletinizi nasıl korursunuz?",
    body: "## Akü\n\nAküyü **sökün** ve şarjda tutun.\n\n<script>alert('x')</script>\n\n[tıkla](javascript:alert(1))",
    authorName: "MotoBorsa Editör",
    coverImageUrl: "/images/blog/kis-bakimi.svg",
    ...overrides,
  };
}

async function publicSlugs(): Promise<string[]> {
  const res = await publicList({ query: { pageSize: 100 } });
  expect(res.status).toBe(200);
  return res.body.items.map((p: { slug: string }) => p.slug);
}

async function auditActions(id: number) {
  const rows = await getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "blog_post"), eq(schema.auditLog.targetId, String(id))))
    .orderBy(schema.auditLog.id);
  return rows.map((r) => r.action);
}

describe("blog publishing", () => {
  it("shows a post on /blog after publish and hides it again after unpublish", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const input = newPost();

    const created = await managedList.post(editor.token, { body: input });
    expect(created.status).toBe(201);
    const post = created.body.post;
    expect(post).toMatchObject({
      status: "draft",
      publishedAt: null,
      title: input.title,
      authorName: "MotoBorsa Editör",
    });
    expect(post.slug).toMatch(/^kisin-motosiklet-bakimi-soyle-yapilir-[a-z0-9]+$/);

    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await getPublishedPost(post.slug)).toBeNull();

    const published = await publish.post(editor.token, { params: { id: post.id } });
    expect(published.status).toBe(200);
    expect(published.body.post.status).toBe("published");
    expect(published.body.post.publishedAt).not.toBeNull();

    const list = await publicList({ query: { pageSize: 100 } });
    const listed = list.body.items.find((p: { slug: string }) => p.slug === post.slug);
    expect(listed).toMatchObject({
      title: input.title,
      excerpt: input.excerpt,
      coverImageUrl: input.coverImageUrl,
      readingMinutes: 1,
    });
    expect(listed).not.toHaveProperty("body");
    expect(list.body).toMatchObject({ page: 1, pageSize: 100 });
    expect(list.body.total).toBeGreaterThanOrEqual(1);

    // What the post page renders: sanitised HTML, never the script or the javascript: link.
    const page = await getPublishedPost(post.slug);
    expect(page?.html).toContain("<strong>sökün</strong>");
    expect(page?.html).not.toContain("<script");
    expect(page?.html).not.toContain("javascript:");
    expect((await listPublishedSlugs()).map((s) => s.slug)).toContain(post.slug);

    const again = await publish.post(editor.token, { params: { id: post.id } });
    expect(again.status).toBe(409);

    const hidden = await unpublish.post(editor.token, { params: { id: post.id } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.post.status).toBe("draft");
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await getPublishedPost(post.slug)).toBeNull();

    expect(await auditActions(post.id)).toEqual(["blog_post.create", "blog_post.publish", "blog_post.unpublish"]);
  });

  it("keeps the first publication date when a post is republished", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const { body } = await managedList.post(editor.token, { body: newPost() });
    const first = await publish.post(editor.token, { params: { id: body.post.id } });
    await unpublish.post(editor.token, { params: { id: body.post.id } });
    const second = await publish.post(editor.token, { params: { id: body.post.id } });
    expect(second.body.post.publishedAt).toBe(first.body.post.publishedAt);
  });

  it("edits a published post, keeps its slug unless a new one is given, and audits the change", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const { body } = await managedList.post(editor.token, { body: newPost() });
    const id = body.post.id;
    await publish.post(editor.token, { params: { id } });

    const edited = await managedPost.put(editor.token, {
      params: { id },
      body: newPost({ title: "Yepyeni Başlık Burada", body: "Güncellenmiş **metin** burada duruyor." }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({
      slug: body.post.slug,
      title: "Yepyeni Başlık Burada",
      status: "published",
    });
    expect((await getPublishedPost(body.post.slug))?.html).toContain("<strong>metin</strong>");

    const newSlug = `yeni-adres-${randomUUID().slice(0, 8)}`;
    const moved = await managedPost.put(editor.token, { params: { id }, body: newPost({ slug: newSlug }) });
    expect(moved.body.post.slug).toBe(newSlug);
    expect(await getPublishedPost(body.post.slug)).toBeNull();
    expect(await getPublishedPost(newSlug)).not.toBeNull();

    const fetched = await managedPost({ token: editor.token, params: { id } });
    expect(fetched.body.post).toMatchObject({ id, slug: newSlug, status: "published" });
    expect(await auditActions(id)).toEqual([
      "blog_post.create",
      "blog_post.publish",
      "blog_post.update",
      "blog_post.update",
    ]);
  });

  it("gives a repeated title the next free slug and refuses an explicit slug that is taken", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const title = `Noter Satışı Rehberi ${randomUUID().slice(0, 8)}`;
    const a = await managedList.post(editor.token, { body: newPost({ title }) });
    const b = await managedList.post(editor.token, { body: newPost({ title }) });
    expect(b.body.post.slug).toBe(`${a.body.post.slug}-2`);

    const clash = await managedList.post(editor.token, { body: newPost({ slug: a.body.post.slug }) });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe("Bu adres başka bir yazıda kullanılıyor. Lütfen farklı bir adres yazın.");
  });

  it("deletes a post, answers 404 afterwards and keeps the deleted content in the audit log", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const { body } = await managedList.post(editor.token, { body: newPost() });
    const id = body.post.id;
    const deleted = await managedPost.delete(editor.token, { params: { id } });
    expect(deleted.status).toBe(200);
    expect((await managedPost({ token: editor.token, params: { id } })).status).toBe(404);
    expect((await managedPost.delete(editor.token, { params: { id } })).status).toBe(404);
    const [entry] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "blog_post.delete"), eq(schema.auditLog.targetId, String(id))));
    expect(entry.staffUid).toBe(editor.uid);
    expect(entry.details).toMatchObject({ slug: body.post.slug, title: body.post.title });
  });

  it("lists drafts and published posts for staff with filters", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const tag = randomUUID().slice(0, 8);
    const draft = await managedList.post(editor.token, { body: newPost({ title: `Taslak yazı ${tag}` }) });
    const live = await managedList.post(editor.token, { body: newPost({ title: `Yayındaki yazı ${tag}` }) });
    await publish.post(editor.token, { params: { id: live.body.post.id } });

    const all = await managedList({ token: editor.token, query: { q: tag } });
    expect(all.body.items.map((p: { id: number }) => p.id).sort()).toEqual(
      [draft.body.post.id, live.body.post.id].sort(),
    );
    const drafts = await managedList({ token: editor.token, query: { q: tag, status: "draft" } });
    expect(drafts.body.items.map((p: { id: number }) => p.id)).toEqual([draft.body.post.id]);
    expect(drafts.body.items[0].body).toContain("Akü");
  });

  it("pages the public list newest first", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await managedList.post(editor.token, { body: newPost() });
      await publish.post(editor.token, { params: { id: body.post.id } });
      ids.push(body.post.id);
    }
    const firstPage = await publicList({ query: { page: 1, pageSize: 2 } });
    expect(firstPage.body.items).toHaveLength(2);
    const secondPage = await publicList({ query: { page: 2, pageSize: 2 } });
    const times = [...firstPage.body.items, ...secondPage.body.items].map((p: { publishedAt: string }) =>
      Date.parse(p.publishedAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const beyond = await publicList({ query: { page: 9_999, pageSize: 2 } });
    expect(beyond.body).toMatchObject({ items: [], page: 9_999, pageSize: 2 });
    expect(beyond.body.total).toBe(firstPage.body.total);
    const bad = await publicList({ query: { page: 0 } });
    expect(bad.status).toBe(422);
  });

  it("links a post to its published neighbours", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const made = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await managedList.post(editor.token, { body: newPost() });
      await publish.post(editor.token, { params: { id: body.post.id } });
      made.push(body.post);
    }
    const middle = await getPublishedPost(made[1].slug);
    expect(middle?.previous?.slug).toBe(made[0].slug);
    // Another test may publish in between, so "next" is only known to be newer than the middle post.
    expect(middle?.next).not.toBeNull();
    expect(middle?.next?.slug).not.toBe(made[0].slug);
  });
});

describe("editor preview", () => {
  it("renders Markdown exactly as the public page does, sanitised", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const res = await preview.post(editor.token, {
      body: { body: "## Ara başlık\n\n<script>alert(1)</script>\n\nBir **kalın** söz." },
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain("<h2>Ara başlık</h2>");
    expect(res.body.html).toContain("<strong>kalın</strong>");
    expect(res.body.html).not.toContain("<script");
    expect(res.body.readingMinutes).toBe(1);
    expect((await preview.post(editor.token, { body: { body: 5 } })).status).toBe(422);
  });
});

describe("blog input validation", () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ["title", { title: "Kısa" }, "Başlık en az 5 karakter olmalıdır."],
    ["title", { title: "x".repeat(161) }, "Başlık en fazla 160 karakter olabilir."],
    ["slug", { slug: "Büyük Harf" }, "Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. ikinci-el-motosiklet)."],
    ["excerpt", { excerpt: "kısa" }, "Özet en az 20 karakter olmalıdır."],
    ["body", { body: "" }, "Yazı metni en az 20 karakter olmalıdır."],
    [
      "coverImageUrl",
      { coverImageUrl: "javascript:alert(1)" },
      "Kapak görseli yüklenen bir görsel ya da https adresi olmalıdır.",
    ],
    [
      "coverImageUrl",
      { coverImageUrl: "//kotu.example/x.png" },
      "Kapak görseli yüklenen bir görsel ya da https adresi olmalıdır.",
    ],
    ["authorName", { authorName: "" }, "Yazar adı en az 2 karakter olmalıdır."],
  ];

  it.each(bad)("answers 422 for a bad %s and stores nothing", async (field, patch, message) => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const input = newPost(patch);
    const res = await managedList.post(editor.token, { body: input });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation");
    expect(res.body.fields[field]).toBe(message);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.title, String(input.title)));
    expect(n).toBe(0);
  });

  it("answers 422 when no slug can be made from the title", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const res = await managedList.post(editor.token, { body: newPost({ title: "!!! ??? ***" }) });
    expect(res.status).toBe(422);
    expect(res.body.fields.slug).toBe("Başlıktan bir adres üretilemedi. Lütfen adres alanını doldurun.");
  });

  it("answers 422 for unknown fields and a bad id, 404 for a missing post", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    expect((await managedList.post(editor.token, { body: { ...newPost(), status: "published" } })).status).toBe(422);
    expect((await managedPost({ token: editor.token, params: { id: "abc" } })).status).toBe(422);
    expect((await managedPost.put(editor.token, { params: { id: 987654321 }, body: newPost() })).status).toBe(404);
    expect((await publish.post(editor.token, { params: { id: 987654321 } })).status).toBe(404);
  });
});

describe("blog management permissions", () => {
  it("answers 403 on every management endpoint to staff without blog:write and to ordinary users, 401 without a token", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const { body } = await managedList.post(editor.token, { body: newPost() });
    const id = body.post.id;

    const inbox = await staffAccount({ roles: ["messages:read", "listings:write"] });
    const user = await registeredUser();
    const calls = [
      (token?: string) => managedList({ token }),
      (token?: string) => managedList.post(token, { body: newPost() }),
      (token?: string) => managedPost({ token, params: { id } }),
      (token?: string) => managedPost.put(token, { params: { id }, body: newPost() }),
      (token?: string) => managedPost.delete(token, { params: { id } }),
      (token?: string) => publish.post(token, { params: { id } }),
      (token?: string) => unpublish.post(token, { params: { id } }),
      (token?: string) => preview.post(token, { body: { body: "# Deneme" } }),
    ];
    for (const call of calls) {
      expect((await call(inbox.token)).status).toBe(403);
      expect((await call(user.token)).status).toBe(403);
      expect((await call(undefined)).status).toBe(401);
    }
    // Nothing changed: still one draft with the original title, and only the create was audited.
    const fetched = await managedPost({ token: editor.token, params: { id } });
    expect(fetched.body.post).toMatchObject({ status: "draft", title: body.post.title });
    expect(await auditActions(id)).toEqual(["blog_post.create"]);

    const admin = await staffAccount({ isSuper: true });
    expect((await managedPost({ token: admin.token, params: { id } })).status).toBe(200);
  });
});
