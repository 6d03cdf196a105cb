import { Head, Html, Main, NextScript } from "next/document";
import { InlineScriptCsp } from "@/components/layout/InlineScriptCsp";
import { preferNodeRenderer } from "@/lib/server/nodeRenderer";

// `next build` prerenders static pages in workers that never run instrumentation.ts; each loads the
// document before rendering a page, so pages render with the same renderer there as in `next start`
// (lib/server/nodeRenderer.ts: a lazy island on a static page arrives complete, without inline scripts).
preferNodeRenderer();

export default function Document() {
  return (
    <Html lang="tr">
      <Head>
        {/* First, before any script: allows this page's own inline bootstrap and nothing else inline. */}
        <InlineScriptCsp />
        {/* PRODUCT §1.1: black theme colour. */}
        <meta name="theme-color" content="#000000" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
