import type { GetServerSideProps } from "next";
import { siteOrigin } from "@/lib/server/siteUrl";
import { robotsTxt } from "@/lib/server/sitemap";

/** /robots.txt: pointing at the sitemap, keeping staff, account and API paths out of search. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.end(robotsTxt(siteOrigin()));
  return { props: {} };
};

export default function Robots() {
  return null;
}
