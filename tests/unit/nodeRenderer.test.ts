import { createRequire } from "node:module";
import path from "node:path";
import { createElement } from "react";
import { preferNodeRenderer } from "@/lib/server/nodeRenderer";

// Node.js caches what a request resolved to per requiring folder, so each look-up below asks from a
// folder of its own, as next/dist/server/ReactDOMServerPages.js does when the first page renders.
const nextDir = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
const requireFrom = (folder: string) => createRequire(path.join(nextDir, folder, "index.js"));

type Server = { renderToReadableStream: typeof import("react-dom/server.edge").renderToReadableStream };
async function html(server: Server) {
  const element = createElement("ul", { className: "grid" }, [
    createElement("li", { key: 1 }, "İstanbul ", 12, " km"),
    createElement("li", { key: 2, title: 'a "b" & <c>' }, "x"),
  ]);
  const stream = await server.renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("preferNodeRenderer", () => {
  let undo = () => {};
  afterEach(() => undo());

  it("gives Next.js's request for React's edge server build the Node.js build, with the same HTML", async () => {
    const edge = requireFrom("dist/server")("react-dom/server.edge");
    expect(edge.renderToPipeableStream).toBeUndefined();
    undo = preferNodeRenderer();
    const node = requireFrom("dist/server/lib")("react-dom/server.edge");
    expect(node.renderToPipeableStream).toBeTypeOf("function");
    expect(node).toBe(requireFrom("dist/server/lib")("react-dom/server.node"));
    expect(await html(node)).toBe(await html(edge));
    expect(await html(node)).toBe(
      '<ul class="grid"><li>İstanbul <!-- -->12<!-- --> km</li><li title="a &quot;b&quot; &amp; &lt;c&gt;">x</li></ul>',
    );
  });

  it("installs once, leaves every other request alone, and is undone", () => {
    undo = preferNodeRenderer();
    preferNodeRenderer()();
    const load = requireFrom("dist/compiled");
    expect(load("react-dom/server.edge")).toBe(load("react-dom/server.node"));
    expect(load("react-dom/server.browser").renderToPipeableStream).toBeUndefined();
    undo();
    expect(requireFrom("dist/shared")("react-dom/server.edge").renderToPipeableStream).toBeUndefined();
  });
});
