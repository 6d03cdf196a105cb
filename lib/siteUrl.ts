import type { IncomingMessage } from "node:http";

/**
 * The public address of the site. NEXT_PUBLIC_SITE_URL in production; otherwise derived from the
 * request (sitemap and robots need absolute addresses, and development has no fixed host).
 */
export function siteUrl(req?: IncomingMessage): string {
  const configured = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");
  if (configured) return configured;
  if (!req) return "";
  const proto = String(req.headers["x-forwarded-proto"] ?? "http").split(",")[0].trim();
  const host = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "localhost").split(",")[0].trim();
  return `${proto}://${host}`;
}
