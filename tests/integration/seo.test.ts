import { randomUUID } from "node:crypto";
import type { GetServerSidePropsContext, GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { robotsTxt, sitemapEntries, sitemapXml } from "@/lib/server/sitemap";
import managedListHandler from "@/pages/api/management/blog";
import publishHandler from "@/pages/api/management/blog/[id]/publish";
import unpublishHandler from "@/pages/api/management/blog/[id]/unpublish";
import { getStaticProps as blogIndexProps } from "@/pages/blog";
import { getStaticProps as blogPostProps } from "@/pages/blog/[slug]";
import { getStaticProps as blogPageProps } from "@/pages/blog/sayfa/[page]";
import { getServerSideProps as robotsProps } from "@/pages/robots.txt";
import { getServerSideProps as sitemapProps } from "@/pages/sitemap.xml";
import { serveHandler } from "@/tests/integration/helpers/http";
import { staffAccount } from "@/tests/integration/helpers/identity";

const managedList = serveHandler(managedListHandler);
const publish = serveHandler(publishHandler);
const unpublish = serveHandler(unpublishHandler);

async function draftPost(token: string) {
  const res = await managedList({
    method: "POST",
    token,
    body: {
      title: `Sitemap için yazı ${randomUUID().slice(0, 8)}`,
      excerpt: "Arama motorlarının yazıyı bulabildiğini doğrulayan bir deneme yazısı.",
      body: "## Başlık\n\nBir paragraf metin.",
      authorName: "Editör",
    },
  });
  return res.body.post as { id: number; slug: string; title: string };
}

/** The configured public address (NEXT_PUBLIC_SITE_URL): the only origin sitemap and robots may name. */
const SITE = "https://www.motoborsa.test";

/** Calls a getServerSideProps that writes its own response and returns what it wrote. */
async function captureResponse(
  fn: (ctx: GetServerSidePropsContext) => Promise<unknown>,
  requestHeaders: Record<string, string> = { host: "www.motoborsa.test", "x-forwarded-proto": "https" },
) {
  const headers: Record<string, string> = {};
  let body = "";
  const res = {
    setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
    end: (chunk: string) => (body = chunk),
  };
  const req = { headers: requestHeaders };
  await fn({ req, res, query: {}, resolvedUrl: "/" } as unknown as GetServerSidePropsContext);
  return { headers, body };
}

describe("static blog pages", () => {
  it("list a post on /blog and render its page after publish, and drop both after unpublish", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const post = await draftPost(editor.token);
    const slugProps = (slug: string) => blogPostProps({ params: { slug } } as GetStaticPropsContext<{ slug: string }>);

    expect(await slugProps(post.slug)).toMatchObject({ notFound: true, revalidate: 60 });

    await publish.post(editor.token, { params: { id: post.id } });
    const index = (await blogIndexProps({} as GetStaticPropsContext)) as {
      props: { posts: { slug: string }[] };
      revalidate: number;
    };
    expect(index.revalidate).toBe(60);
    expect(index.props.posts.map((p) => p.slug)).toContain(post.slug);
    const page = (await slugProps(post.slug)) as {
      props: { post: { title: string; html: string } };
      revalidate: number;
    };
    expect(page.revalidate).toBeLessThanOrEqual(60);
    expect(page.props.post.title).toBe(post.title);
    expect(page.props.post.html).toContain("<h2>Başlık</h2>");

    await unpublish.post(editor.token, { params: { id: post.id } });
    const after = (await blogIndexProps({} as GetStaticPropsContext)) as { props: { posts: { slug: string }[] } };
    expect(after.props.posts.map((p) => p.slug)).not.toContain(post.slug);
    expect(await slugProps(post.slug)).toMatchObject({ notFound: true });
    expect(await slugProps("../../etc/passwd")).toMatchObject({ notFound: true });
  });

  it("redirects /blog/sayfa/1 to /blog, past the last page to the last page, and answers 404 for junk", async () => {
    const pageProps = (page: string) => blogPageProps({ params: { page } } as GetStaticPropsContext<{ page: string }>);
    expect(await pageProps("1")).toMatchObject({ redirect: { destination: "/blog", permanent: true } });
    // Past the end: the last page, as on every list (lib/paging.ts); it used to be a 404.
    const last = ((await blogIndexProps({} as GetStaticPropsContext)) as { props: { totalPages: number } }).props
      .totalPages;
    expect(await pageProps("9999")).toMatchObject({
      redirect: { destination: last === 1 ? "/blog" : `/blog/sayfa/${last}`, permanent: false },
    });
    expect(await pageProps("abc")).toMatchObject({ notFound: true });
    expect(await pageProps("0")).toMatchObject({ notFound: true });
  });
});

describe("sitemap.xml and robots.txt", () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  beforeAll(() => {
    process.env.NEXT_PUBLIC_SITE_URL = SITE;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  });

  it("name only the configured site, whatever Host and X-Forwarded-Host the request carries", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "cdn-poison.example", "x-forwarded-proto": "http" };
    const sitemap = await captureResponse(sitemapProps as never, forged);
    const robots = await captureResponse(robotsProps as never, forged);
    for (const { body } of [sitemap, robots]) {
      expect(body).not.toMatch(/evil\.example|cdn-poison\.example/);
    }
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("lists public pages, published posts (not drafts) and live auctions (not cancelled) with lastmod", async () => {
    const editor = await staffAccount({ roles: ["blog:write"] });
    const published = await draftPost(editor.token);
    await publish.post(editor.token, { params: { id: published.id } });
    const draft = await draftPost(editor.token);

    const db = getDb();
    const [vehicle] = await db
      .insert(schema.vehicles)
      .values({ brand: "Honda", model: "CB650R", year: 2022, km: 8000, engineCc: 649, city: "Bursa" })
      .returning();
    const startsAt = new Date(Date.now() - 3600_000);
    const endsAt = new Date(Date.now() + 86_400_000);
    const [live] = await db
      .insert(schema.auctions)
      .values({ vehicleId: vehicle.id, state: "live", startsAt, endsAt, startingPrice: 200_000, currentPrice: 200_000 })
      .returning();
    const [cancelled] = await db
      .insert(schema.auctions)
      .values({
        vehicleId: vehicle.id,
        state: "cancelled",
        startsAt,
        endsAt,
        startingPrice: 200_000,
        currentPrice: 200_000,
      })
      .returning();

    const entries = await sitemapEntries();
    const paths = entries.map((e) => e.path);
    for (const path of [
      "/",
      "/ihaleler",
      "/hemenal",
      "/borsadasat",
      "/nakliye",
      "/blog",
      "/iletisim",
      "/hakkimizda",
      "/kurumsal/kvk",
    ])
      expect(paths).toContain(path);
    expect(paths).toContain(`/blog/${published.slug}`);
    expect(paths).not.toContain(`/blog/${draft.slug}`);
    expect(paths).toContain(`/ihaleler/${live.id}`);
    expect(paths).not.toContain(`/ihaleler/${cancelled.id}`);
    expect(paths.some((p) => p.startsWith("/management") || p.startsWith("/profil") || p.startsWith("/api"))).toBe(
      false,
    );
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    expect(entries.find((e) => e.path === `/ihaleler/${live.id}`)?.lastmod).toBe(live.updatedAt.toISOString());

    const { headers, body } = await captureResponse(sitemapProps as never);
    expect(headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain(`<loc>https://www.motoborsa.test/blog/${published.slug}</loc>`);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it("escapes addresses in the XML", () => {
    expect(sitemapXml("https://x.test", [{ path: "/a?b=1&c=<2>", lastmod: "2026-01-01T00:00:00.000Z" }])).toContain(
      "<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>",
    );
  });

  it("keeps management, profile and API out of robots.txt and points at the sitemap", () => {
    const text = robotsTxt("https://www.motoborsa.test");
    expect(text).toContain("Disallow: /management");
    expect(text).toContain("Disallow: /profil");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: https://www.motoborsa.test/sitemap.xml");
  });

  it("lets /profil itself be crawled but keeps the account pages under it out", () => {
    const lines = robotsTxt("https://www.motoborsa.test").split("\n");
    expect(lines).toContain("Disallow: /profil/");
    expect(lines).not.toContain("Disallow: /profil");
  });
});
