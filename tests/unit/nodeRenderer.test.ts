import { createRequire } from "node:module";
import path from "node:path";
import { createElement, lazy, Suspense, useId, type ReactNode } from "react";
import { preferNodeRenderer } from "@/lib/server/nodeRenderer";

// Node.js caches what a request resolved to per requiring folder, so each look-up below asks from a
// folder of its own, as next/dist/server/ReactDOMServerPages.js does when the first page renders.
const nextDir = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
const requireFrom = (folder: string) => createRequire(path.join(nextDir, folder, "index.js"));

type Server = { renderToReadableStream: typeof import("react-dom/server.edge").renderToReadableStream };
/** What Next.js's pages router does with the renderer: wait for everything, read it into one string. */
async function html(server: Server, element: ReactNode) {
  const stream = await server.renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

function Labelled({ children }: { children: ReactNode }) {
  const id = useId();
  return createElement("label", { htmlFor: id }, children, createElement("input", { id }));
}
const page = createElement(
  "main",
  null,
  createElement("img", { src: "/a.webp", alt: "", fetchPriority: "high" }),
  createElement("ul", { className: "grid" }, [
    createElement("li", { key: 1 }, "İstanbul ", 12, " km"),
    createElement("li", { key: 2, title: 'a "b" & <c>' }, "x"),
  ]),
  createElement(Suspense, { fallback: "…" }, createElement(Labelled, null, "Şehir")),
);
const Later = lazy(async () => ({ default: () => createElement("p", null, "yüklendi") }));
const Broken = () => {
  throw new Error("bozuk");
};

describe("preferNodeRenderer", () => {
  let undo = () => {};
  afterEach(() => undo());

  it("answers Next.js's request for React's edge server build with the same HTML, rendered as one string", async () => {
    // Its own functions, before installing replaces an edge build already loaded (see the last test).
    const edge = { ...requireFrom("dist/server")("react-dom/server.edge") };
    expect(edge.renderToPipeableStream).toBeUndefined();
    undo = preferNodeRenderer();
    const pages = requireFrom("dist/server/lib")("react-dom/server.edge");
    // The Node.js build of the same React (and so the same React as the page).
    expect(pages.renderToPipeableStream).toBe(
      requireFrom("dist/server/lib")("react-dom/server.node").renderToPipeableStream,
    );
    expect(pages.renderToReadableStream).not.toBe(edge.renderToReadableStream);
    expect(await html(pages, page)).toBe(await html(edge, page));
    expect(await html(pages, page)).toContain(
      '<ul class="grid"><li>İstanbul <!-- -->12<!-- --> km</li><li title="a &quot;b&quot; &amp; &lt;c&gt;">x</li></ul>',
    );
  });

  it("waits for what suspends, as the edge build does, and fails as it fails", async () => {
    const edge = { ...requireFrom("dist/server/route-modules")("react-dom/server.edge") };
    undo = preferNodeRenderer();
    const pages = requireFrom("dist/server/route-modules/pages")("react-dom/server.edge");
    const inBoundary = createElement("div", null, createElement(Suspense, { fallback: "…" }, createElement(Later)));
    expect(await html(pages, inBoundary)).toBe(await html(edge, inBoundary));
    expect(await html(pages, inBoundary)).toContain("yüklendi");
    const Again = lazy(async () => ({ default: () => createElement("p", null, "kökte") }));
    expect(await html(pages, createElement(Again))).toBe("<p>kökte</p>");
    await expect(pages.renderToReadableStream(createElement(Broken))).rejects.toThrow("bozuk");
  });

  it("sends a part whose code arrives after the shell complete and in place, never completed by an inline script", async () => {
    undo = preferNodeRenderer();
    const pages = requireFrom("dist/server/route-modules/app-page")("react-dom/server.edge");
    // A chunk read from disk on a fresh process: later than the shell.
    const FromDisk = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ default: () => createElement("p", null, "diskten") }), 20),
        ),
    );
    // Read at once, as the build's prerender of a static page does (it does not wait for `allReady`).
    const stream = await pages.renderToReadableStream(
      createElement("main", null, createElement(Suspense, { fallback: null }, createElement(FromDisk))),
    );
    expect(await new Response(stream).text()).toBe("<main><!--$--><p>diskten</p><!--/$--></main>");
  });

  it("installs once, leaves every other request alone, and is undone", () => {
    undo = preferNodeRenderer();
    preferNodeRenderer()();
    const load = requireFrom("dist/compiled");
    expect(load("react-dom/server.edge").renderToPipeableStream).toBeTypeOf("function");
    expect(load("react-dom/server.browser").renderToPipeableStream).toBeUndefined();
    undo();
    expect(requireFrom("dist/shared")("react-dom/server.edge").renderToPipeableStream).toBeUndefined();
  });

  it("also renders with the Node.js build where the edge build was loaded first (next build's prerender workers)", async () => {
    const edge = requireFrom("dist/compiled/next-server")("react-dom/server.edge");
    const streamed = edge.renderToReadableStream;
    // More than 12.8 KB of HTML, then a finished boundary of more than 500 bytes: the edge build's
    // stream sends it as a placeholder completed by an inline script, as it did for a static page's island.
    const big = createElement(
      "main",
      null,
      createElement("p", null, "a".repeat(13_000)),
      createElement(Suspense, { fallback: null }, createElement("p", null, "b".repeat(600))),
    );
    expect(await html(edge, big)).toContain("<!--$?-->");
    undo = preferNodeRenderer();
    const prerendered = await html(edge, big);
    expect(prerendered).not.toContain("<!--$?-->");
    expect(prerendered).not.toContain("$RC");
    expect(prerendered).toContain(`<!--$--><p>${"b".repeat(600)}</p><!--/$-->`);
    undo();
    expect(edge.renderToReadableStream).toBe(streamed);
  });

  it("is installed by the document, which the build's prerender workers load before rendering a page", async () => {
    expect(requireFrom("dist/client")("react-dom/server.edge").renderToPipeableStream).toBeUndefined();
    await import("@/pages/_document");
    expect(requireFrom("dist/esm")("react-dom/server.edge").renderToPipeableStream).toBeTypeOf("function");
  });
});
