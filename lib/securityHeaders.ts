/**
 * Security headers for every response (pages, API, static files), set once in next.config.ts.
 *
 * The Content-Security-Policy is host-based, not nonce-based: a per-request nonce would make the
 * ISR/static pages (/ihaleler, /blog) uncacheable. Scripts come only from this origin; the one
 * inline script a build writes is allowed by its hash in a per-page meta policy (see script-src).
 * __NEXT_DATA__ and our JSON-LD are data blocks, which CSP does not run. Styles keep
 * 'unsafe-inline': next/image and React write style attributes, and next dev injects <style> tags.
 */
type CspInput = {
  dev: boolean;
  /**
   * A build for a demo project (`demo-*`) signs in against the Auth emulator, whose port the browser
   * learns at run time (/api/client-config). Headers are fixed at build time, so such a build allows
   * any loopback port; a build for a real Firebase project allows none.
   */
  emulatorOnLoopback?: boolean;
  /** Other origins the browser's API clients call (PRODUCT §12.2's three base addresses). */
  apiBases?: Array<string | undefined>;
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ dev, emulatorOnLoopback = false, apiBases = [] }: CspInput): string {
  const connect = [
    "'self'",
    // Firebase Authentication's REST endpoints (sign-in, token refresh).
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    ...(emulatorOnLoopback ? ["http://127.0.0.1:*", "http://localhost:*"] : []),
    ...apiBases.map(originOf).filter((o): o is string => o !== null),
  ];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'unsafe-inline' only here: next dev writes an inline HMR script, a Turbopack build one inline
    // bootstrap per page. pages/_document.tsx adds a meta policy (InlineScriptCsp) allowing 'self'
    // and that page's bootstrap hash only; both policies apply, so no other inline script runs in a
    // build. next dev also evaluates its hot-reloaded modules.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Blog covers and images inside a post may be any https address (lib/blog/schemas.ts, lib/markdown.ts).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": [...new Set(connect)],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> };

export function securityHeaders(input: CspInput): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(input) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // frame-ancestors above for current browsers, X-Frame-Options for the rest.
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // Production only: browsers ignore it over plain http (the local demo), and on a developer's
    // https localhost it would pin every other localhost app to https for two years.
    ...(input.dev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
  ];
}

/**
 * next.config.ts headers(): everything on every path. In dev only, nosniff skips
 * /_next/static/development/: next dev serves _clientMiddlewareManifest.js as application/json
 * and loads it as a script, which nosniff turns into a console error on every page.
 */
export function securityHeaderRules(input: CspInput): HeaderRule[] {
  const all = securityHeaders(input);
  if (!input.dev) return [{ source: "/:path*", headers: all }];
  const nosniff = all.filter((h) => h.key === "X-Content-Type-Options");
  return [
    { source: "/:path*", headers: all.filter((h) => h.key !== "X-Content-Type-Options") },
    { source: "/:path((?!_next/static/development/).*)", headers: nosniff },
  ];
}
