import Module, { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";

/**
 * Next.js renders pages-router pages with React's edge build (`react-dom/server.edge`, through
 * next/dist/server/ReactDOMServerPages.js) on Node.js too, then waits for the whole stream
 * (`allReady`) and reads it into one string: the pages router never streams. The edge build turns every
 * small string of the HTML (a tag, an attribute, a text) into its own Uint8Array with
 * TextEncoder.encode; a filtered /ihaleler, rendered per request, spent most of its React time there
 * (issue 26). React's `renderToString` (the same renderer writing into a string) gives the same HTML at
 * about a fifth of the cost. So the server answers Next.js's request for the edge build with React's
 * Node.js build whose `renderToReadableStream` renders with `renderToString` and hands over the result
 * as one chunk, already complete.
 *
 * `renderToString` does not wait for a suspended component (it renders the Suspense fallback and marks
 * the boundary `<!--$!-->` for the browser) nor for one that suspends outside any boundary (it throws).
 * In those cases, and whenever options are passed (Next.js passes none for pages), the page is
 * rendered again with the Node.js build's own `renderToReadableStream`, which waits as the edge build
 * did: same HTML in every case.
 */
const EDGE = "react-dom/server.edge";
const NODE = "react-dom/server.node";
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

type ReadableWithAllReady = ReadableStream<Uint8Array> & { allReady: Promise<void> };
type Pipeable = { pipe: (destination: NodeJS.WritableStream) => void };
type Server = {
  renderToString: (children: unknown) => string;
  renderToReadableStream: (children: unknown, options?: object) => Promise<ReadableWithAllReady>;
  renderToPipeableStream?: (
    children: unknown,
    options: { onAllReady: () => void; onShellError: (error: unknown) => void },
  ) => Pipeable;
};

function oneChunk(bytes: Uint8Array): ReadableWithAllReady {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.length) controller.enqueue(bytes);
      controller.close();
    },
  }) as ReadableWithAllReady;
  stream.allReady = Promise.resolve();
  return stream;
}

/**
 * The whole page once everything has rendered, written only then: every Suspense boundary arrives
 * complete and in place. The Node.js build's web stream starts writing as soon as the shell is ready, so a
 * part still loading there (a lazy island's code on a fresh process) would arrive as a placeholder completed
 * by an inline script, which the CSP refuses (decisions/0006).
 */
function renderWhenAllReady(server: Server, children: unknown): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(new Uint8Array(Buffer.concat(chunks)));
        done();
      },
    });
    const { pipe } = server.renderToPipeableStream!(children, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

/** React's Node.js server build with the string-rendered `renderToReadableStream` described above. */
export function pagesRenderer(server: Server): Server {
  const encoder = new TextEncoder();
  const renderToReadableStream = async (children: unknown, options?: object) => {
    if (options === undefined || Object.keys(options).length === 0) {
      let html: string | undefined;
      try {
        html = server.renderToString(children);
      } catch {
        // Suspended outside a boundary, or an error: the streaming render waits, or fails as it would have.
      }
      if (html !== undefined && !html.includes(CLIENT_RENDERED_BOUNDARY)) return oneChunk(encoder.encode(html));
      if (server.renderToPipeableStream) return oneChunk(await renderWhenAllReady(server, children));
    }
    return server.renderToReadableStream(children, options);
  };
  return { ...server, renderToReadableStream };
}

type Resolve = (request: string, parent?: { filename?: string | null }, ...rest: unknown[]) => string;
type Cached = { exports: Server };
const loader = Module as unknown as {
  _resolveFilename: Resolve & { motoborsaPagesRenderer?: true };
  _cache: Record<string, Cached | undefined>;
};
const EDGE_FILE = `${path.sep}react-dom${path.sep}server.edge.js`;

/**
 * Where the edge build was loaded before the redirect was installed: `next build` prerenders static
 * pages (and ISR's first version) in workers that never run instrumentation.ts, and there Next.js
 * loads its pages runtime, and with it the edge build, before the first page module. Its exports
 * object is what Next.js reads `renderToReadableStream` from at each render, so that one function is
 * replaced in place. Without this a prerendered page was rendered by the edge build's stream, which
 * sends a finished Suspense boundary of more than 500 bytes after 12.8 KB of HTML as a placeholder
 * completed by an inline `$RC` script the CSP refuses (a lazy island on a static page).
 */
function replaceLoadedEdgeBuilds(): () => void {
  const undo: (() => void)[] = [];
  for (const [id, cached] of Object.entries(loader._cache)) {
    if (!id.endsWith(EDGE_FILE) || !cached) continue;
    const edge = cached.exports;
    const original = edge.renderToReadableStream;
    const nodeBuild = path.join(path.dirname(id), "server.node.js");
    edge.renderToReadableStream = pagesRenderer(createRequire(id)(nodeBuild) as Server).renderToReadableStream;
    undo.push(() => {
      edge.renderToReadableStream = original;
    });
  }
  return () => undo.forEach((step) => step());
}

/**
 * Installs the redirect once per process (instrumentation.ts, before any page module loads: Next.js
 * awaits `register()` first; pages/_document.tsx for the build's prerender workers); returns what
 * undoes it (for tests). React is loaded from where Next.js asked for it, so the page and the renderer
 * share one React.
 */
export function preferNodeRenderer(): () => void {
  const original = loader._resolveFilename;
  if (original.motoborsaPagesRenderer) return () => {};
  const resolve: Resolve & { motoborsaPagesRenderer?: true } = function (this: unknown, request, parent, ...rest) {
    if (request !== EDGE) return original.call(this, request, parent, ...rest);
    const nodeBuild = original.call(this, NODE, parent, ...rest);
    const id = `${nodeBuild}?motoborsa-pages`;
    if (!loader._cache[id]) {
      const cached = new Module(id);
      cached.filename = id;
      cached.exports = pagesRenderer(createRequire(nodeBuild)(nodeBuild) as Server);
      cached.loaded = true;
      loader._cache[id] = cached as unknown as Cached;
    }
    return id;
  };
  resolve.motoborsaPagesRenderer = true;
  const restoreLoaded = replaceLoadedEdgeBuilds();
  loader._resolveFilename = resolve;
  return () => {
    loader._resolveFilename = original;
    restoreLoaded();
  };
}
