import Head from "next/head";
import { useRouter } from "next/router";
import { SITE_NAME } from "@/lib/company";
import { jsonLdScript, type JsonLdData } from "@/components/seo/JsonLd";

export const DEFAULT_DESCRIPTION =
  "MotoBorsa: Türkiye'nin motosiklet pazaryeri. Ekspertizli motosikletlere ihalede teklif verin, sabit fiyatla hemen alın ya da motosikletinizi borsada satın.";
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Absolute site address for share tags; empty in development, where relative URLs are fine. */
const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");

export type SeoProps = {
  /** The page's own title; the product name is appended (PRODUCT §1.1). */
  title: string;
  description: string;
  /** The canonical path; the URL's own path by default. */
  path?: string;
  noindex?: boolean;
  /** A 1200×630 share image path or URL; the site image by default. */
  image?: string;
  jsonLd?: JsonLdData;
};

export function pageTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The only place page-level head tags are written. A page's tags replace _app's defaults: next/head
 * keeps the innermost tag per meta `name` and per `key` (og: properties dedupe only by key).
 */
export function Seo({ title, description, path: canonicalPath, noindex = false, image, jsonLd }: SeoProps) {
  const { asPath } = useRouter();
  const fullTitle = pageTitle(title);
  const path = canonicalPath ?? (asPath.split(/[?#]/)[0] || "/");
  const url = SITE_URL ? `${SITE_URL}${path}` : undefined;
  const rawImage = image ?? SHARE_IMAGE.path;
  const imageUrl = rawImage.startsWith("http") ? rawImage : `${SITE_URL}${rawImage}`;
  const robots = noindex ? "noindex, nofollow" : "index, follow, max-image-preview:large";
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={SITE_NAME} />
      <meta key="og:locale" property="og:locale" content="tr_TR" />
      <meta key="og:title" property="og:title" content={fullTitle} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:image" property="og:image" content={imageUrl} />
      <meta key="og:image:width" property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta key="og:image:height" property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      {url && <meta key="og:url" property="og:url" content={url} />}
      {url && <link key="canonical" rel="canonical" href={url} />}
      {jsonLd && jsonLdScript("jsonld", jsonLd)}
    </Head>
  );
}

export default Seo;
