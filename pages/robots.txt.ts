import type { GetServerSideProps } from "next";
import { siteUrl } from "@/lib/siteUrl";
import { robotsTxt } from "@/lib/server/sitemap";

/** /robots.txt: pointing at the sitemap, keeping staff, account and API paths out of search. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.end(robotsTxt(siteUrl(req)));
  return { props: {} };
};

export default function Robots() {
  return null;
}
