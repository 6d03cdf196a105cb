import { listPublishedSlugs } from "@/lib/server/blog/service";
import { auctionPages } from "@/lib/server/auctions/service";
import { listingPages } from "@/lib/server/buyNow/service";

export type SitemapEntry = {
  path: string;
  lastmod: string;
  changefreq?: "hourly" | "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
};

/**
 * The public pages that exist without data. Their content changes only with a deploy, so the
 * process start time is an honest lastmod for them.
 */
const STATIC_PAGES: Omit<SitemapEntry, "lastmod">[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/ihaleler", changefreq: "hourly", priority: 0.9 },
  { path: "/hemenal", changefreq: "hourly", priority: 0.9 },
  { path: "/borsadasat", changefreq: "monthly", priority: 0.7 },
  { path: "/nakliye", changefreq: "monthly", priority: 0.6 },
  { path: "/iletisim", changefreq: "yearly", priority: 0.5 },
  { path: "/hakkimizda", changefreq: "yearly", priority: 0.5 },
  { path: "/kurumsal/nakliye", changefreq: "yearly", priority: 0.4 },
  { path: "/kurumsal/teklifal", changefreq: "yearly", priority: 0.4 },
  { path: "/kurumsal/alimhakkinda", changefreq: "yearly", priority: 0.5 },
  { path: "/kurumsal/satimhakkinda", changefreq: "yearly", priority: 0.5 },
  { path: "/kurumsal/yasalbilgilendirme", changefreq: "yearly", priority: 0.3 },
  { path: "/kurumsal/kvk", changefreq: "yearly", priority: 0.3 },
  { path: "/kurumsal/cerezler", changefreq: "yearly", priority: 0.3 },
];
const DEPLOYED_AT = new Date().toISOString();

// The sitemap protocol allows 50.000 URLs per file; we stay well inside one file.
const MAX_DYNAMIC = 20_000;

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, auctions, listings] = await Promise.all([
    listPublishedSlugs(MAX_DYNAMIC),
    auctionPages(MAX_DYNAMIC),
    listingPages(MAX_DYNAMIC),
  ]);
  const newestPost = posts[0]?.updatedAt;
  return [
    ...STATIC_PAGES.map((p) => ({ ...p, lastmod: DEPLOYED_AT })),
    {
      path: "/blog",
      lastmod: newestPost && newestPost > DEPLOYED_AT ? newestPost : DEPLOYED_AT,
      changefreq: "weekly",
      priority: 0.7,
    },
    ...posts.map((p) => ({
      path: `/blog/${p.slug}`,
      lastmod: p.updatedAt,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...auctions.map((a) => ({
      path: `/ihaleler/${a.id}`,
      lastmod: a.updatedAt.toISOString(),
      changefreq: "hourly" as const,
      priority: 0.8,
    })),
    ...listings.map((l) => ({
      path: `/hemenal/${l.id}`,
      lastmod: l.updatedAt.toISOString(),
      changefreq: "daily" as const,
      priority: 0.8,
    })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(origin + e.path)}</loc>`,
      `    <lastmod>${e.lastmod}</lastmod>`,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * /profil itself may be crawled (issue 15 asks every public page, /profil included, for a full SEO
 * score): its HTML is only the title band and a spinner, and a signed-out visitor is sent to /giris, so
 * no personal data is ever in it. The account pages under it stay out of search.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /management",
    "Disallow: /profil/",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
