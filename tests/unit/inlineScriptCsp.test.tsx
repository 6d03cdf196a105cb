import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { HtmlContext } from "next/dist/shared/lib/html-context.shared-runtime";
import { InlineScriptCsp } from "@/components/layout/InlineScriptCsp";
import { contentSecurityPolicy } from "@/lib/securityHeaders";

/** The page's policy as _document renders it, for a Turbopack build manifest with or without a bootstrap. */
function render(params: Record<string, unknown> | undefined): string {
  const context = {
    buildManifest: { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal: "TURBOPACK" },
    __NEXT_DATA__: { page: "/" },
  } as unknown as React.ContextType<typeof HtmlContext>;
  return renderToStaticMarkup(
    <HtmlContext.Provider value={context}>
      <InlineScriptCsp />
    </HtmlContext.Provider>,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("the page's inline-script policy", () => {
  it("in a build allows 'self' and the hash of this page's bootstrap only", () => {
    vi.stubEnv("NODE_ENV", "production");
    const bootstrap = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["/",1]);`;
    const hash = createHash("sha256").update(bootstrap).digest("base64");
    expect(render({ "/": ["/", 1] })).toBe(
      `<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#x27;sha256-${hash}&#x27;"/>`,
    );
    // A build page without a bootstrap keeps the strict policy: no inline script at all.
    expect(render({})).toBe(`<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27;"/>`);
  });

  it("is left out under next dev, whose own inline HMR script ('self' alone refused it) the header allows", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(render({})).toBe("");
    expect(render({ "/": ["/", 1] })).toBe("");
  });

  it("leaves the production header as it was: dev's allowances stay out of it", () => {
    expect(contentSecurityPolicy({ dev: false, emulatorOnLoopback: true })).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' " +
        "https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:* http://localhost:*; " +
        "frame-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "manifest-src 'self'; worker-src 'self' blob:",
    );
  });
});
