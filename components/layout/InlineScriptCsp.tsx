import { createHash } from "node:crypto";
import { getTurbopackChunkGroupBootstrap } from "next/dist/server/get-page-files";
import { useHtmlContext } from "next/dist/shared/lib/html-context.shared-runtime";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";

/**
 * The second half of our script policy (the first is lib/securityHeaders.ts). A Turbopack production
 * build writes one inline bootstrap script per page, which a header CSP set once for all pages can
 * only allow with 'unsafe-inline'. This meta policy is enforced on top of the header and allows
 * 'self' plus the hash of exactly this page's bootstrap, so no other inline script runs. It is
 * computed from the build manifest the way _document renders the script, so it holds for
 * prerendered and ISR pages too (a per-request nonce would not). Renders nothing when the build has
 * no bootstrap (webpack), and under next dev, which writes inline scripts of its own (the HMR
 * version, `__nextHmrInitialVersion`) and no bootstrap: a meta policy of 'self' alone refused them.
 */
export function InlineScriptCsp() {
  const { buildManifest, __NEXT_DATA__ } = useHtmlContext();
  if (process.env.NODE_ENV !== "production") return null;
  const params = buildManifest.pagesChunkGroupBootstrapParams;
  const global = buildManifest.chunkLoadingGlobal;
  if (!params || !global) return null;
  const bootstrap = getTurbopackChunkGroupBootstrap(params, global, ["/_app", __NEXT_DATA__.page]);
  const hashes = bootstrap ? [createHash("sha256").update(htmlEscapeJsonString(bootstrap)).digest("base64")] : [];
  return (
    <meta
      httpEquiv="Content-Security-Policy"
      content={["script-src 'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(" ")}
    />
  );
}
