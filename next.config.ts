import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { AUCTION_LIST_QUERY_KEYS, FILTERED_LIST_PATH } from "./lib/auctions/listRoutes";
import { firebaseConfig } from "./lib/firebaseConfig";
import { securityHeaderRules } from "./lib/securityHeaders";
import { configProblem, currentEnv } from "./lib/server/config";
import { BUCKET_HOST, BUCKET_UPLOADS_PREFIX } from "./lib/uploads";

const headerRules = securityHeaderRules({
  dev: process.env.NODE_ENV !== "production",
  emulatorOnLoopback: firebaseConfig.projectId.startsWith("demo-"),
  apiBases: [
    process.env.NEXT_PUBLIC_API_URL,
    process.env.NEXT_PUBLIC_NOTIFICATION_API_URL,
    process.env.NEXT_PUBLIC_WEB_URL,
  ],
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // NEXT_OUTPUT=standalone: a self-contained server (.next/standalone/server.js) for container images.
  // Not the default: `next start` (the demo and plain deployments) does not serve a standalone build.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  poweredByHeader: false,
  // Tests build into their own folder so they never clobber a developer's `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  images: {
    formats: ["image/avif", "image/webp"],
    // next/image only ever shows our uploads (vehicle photos, re-encoded WebP: local or bucket) and public/images;
    // any other url (e.g. "/\\evil.example/x.png") answers 400 instead of being fetched.
    localPatterns: [
      { pathname: "/api/uploads/**", search: "" },
      { pathname: "/images/**", search: "" },
    ],
    // Production photos come from the Cloud Storage for Firebase bucket (lib/server/storage), only
    // from its uploads/ prefix and only this project's bucket.
    remotePatterns: [
      {
        protocol: "https",
        hostname: BUCKET_HOST,
        pathname: `/${firebaseConfig.storageBucket}/${BUCKET_UPLOADS_PREFIX}/**`,
        search: "",
      },
    ],
  },
  devIndicators: false,
  // next dev only: its HMR websocket and dev files refuse any host but localhost, and the stack's and
  // the e2e suite's address is 127.0.0.1 (the browser console showed the websocket failing there).
  allowedDevOrigins: ["127.0.0.1"],
  async headers() {
    return headerRules;
  },
  async rewrites() {
    // /ihaleler with any list parameter is rendered per request under the same URL; the plain
    // /ihaleler stays the ISR page (see lib/auctions/listRoutes.ts). Not a proxy.ts rewrite: a
    // Node.js-runtime proxy rewrites the router's /_next/data request to the HTML page.
    return {
      beforeFiles: AUCTION_LIST_QUERY_KEYS.map((key) => ({
        source: "/ihaleler",
        has: [{ type: "query" as const, key }],
        destination: FILTERED_LIST_PATH,
      })),
      afterFiles: [],
      fallback: [],
    };
  },
};

export default function config(phase: string): NextConfig {
  // The browser's Firebase values are inlined now: a production build without them would quietly
  // become a demo build. One line naming the variable, then stop (next start checks its own values).
  if (phase === PHASE_PRODUCTION_BUILD) {
    const problem = configProblem(currentEnv(), { phase: "build" });
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  }
  return nextConfig;
}
