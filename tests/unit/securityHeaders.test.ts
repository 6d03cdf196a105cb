import { contentSecurityPolicy, securityHeaders } from "@/lib/securityHeaders";

const directives = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("security headers", () => {
  it("forbid framing, sniffing and cross-origin referrers on every response", () => {
    const headers = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(directives(headers["Content-Security-Policy"])["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("pin https (HSTS) in a production build only", () => {
    const production = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(production["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders({ dev: true }).map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });

  it("allow scripts from the site itself (inline narrowed by the page's meta policy; eval only for next dev)", () => {
    expect(directives(contentSecurityPolicy({ dev: false }))["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(contentSecurityPolicy({ dev: true }))["script-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
  });

  it("let the browser reach Firebase Auth, a demo build's loopback emulator and configured API bases", () => {
    const csp = directives(
      contentSecurityPolicy({
        dev: false,
        emulatorOnLoopback: true,
        apiBases: ["https://api.motoborsa.test/v1", undefined, "not a url"],
      }),
    );
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "http://127.0.0.1:*",
      "http://localhost:*",
      "https://api.motoborsa.test",
    ]);
  });

  it("give a build for a real Firebase project no emulator origin", () => {
    const csp = directives(contentSecurityPolicy({ dev: false }));
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
  });
});
