import type { GetServerSideProps } from "next";
import { siteOrigin } from "@/lib/server/siteUrl";
import { sitemapEntries, sitemapXml } from "@/lib/server/sitemap";

/** /sitemap.xml, written straight to the response: every public page, published post and auction. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapXml(siteOrigin(), await sitemapEntries());
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  // Search engines fetch it rarely; a short shared cache keeps bursts off the database.
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=600, stale-while-revalidate=3600");
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
