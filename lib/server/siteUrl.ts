import { config } from "@/lib/server/config";

/**
 * The public origin of the site (no trailing slash) for every absolute address we hand out:
 * e-mail and unsubscribe links, sitemap.xml, robots.txt. Always the configured NEXT_PUBLIC_SITE_URL,
 * never the request's Host or X-Forwarded-Host: those are the client's to write, and a CDN caching
 * a sitemap built from a forged host would serve it to everyone. Production cannot start without
 * it (lib/server/config.ts); the local demo and development fall back to this machine's port.
 */
export function siteOrigin(): string {
  const { NEXT_PUBLIC_SITE_URL: configured, production } = config();
  if (configured) return configured.replace(/\/+$/, "");
  if (production) throw new Error("NEXT_PUBLIC_SITE_URL is not set (required in production)");
  return `http://localhost:${process.env.PORT || 3000}`;
}
