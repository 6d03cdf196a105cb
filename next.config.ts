import type { NextConfig } from "next";
import { AUCTION_LIST_QUERY_KEYS, FILTERED_LIST_PATH } from "./lib/auctions/listRoutes";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tests build into their own folder so they never clobber a developer's `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  images: {
    formats: ["image/avif", "image/webp"],
  },
  devIndicators: false,
  async rewrites() {
    // /ihaleler with any list parameter is rendered per request under the same URL; the plain
    // /ihaleler stays the ISR page (see lib/auctions/listRoutes.ts). Not a proxy.ts rewrite: a
    // Node.js-runtime proxy rewrites the router's /_next/data request to the HTML page.
    return {
      beforeFiles: AUCTION_LIST_QUERY_KEYS.map((key) => ({ source: "/ihaleler", has: [{ type: "query" as const, key }], destination: FILTERED_LIST_PATH })),
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
