import Module from "node:module";

/**
 * Next.js renders pages-router pages with React's edge build (`react-dom/server.edge`, through
 * next/dist/server/ReactDOMServerPages.js) on Node.js too. That build turns every small string of the
 * HTML (a tag, an attribute, a text) into its own Uint8Array with TextEncoder.encode and copies it; the
 * Node.js build of the same React version writes each string straight into its buffer with encodeInto.
 * Both have the same `renderToReadableStream` and give byte-identical HTML; a filtered /ihaleler
 * (every request a new URL, nothing cached) spent about a third of its React time encoding (issue 26),
 * so the server asks for the Node.js build instead. Only that exact request is redirected, and only in
 * the Node.js runtime (instrumentation.ts loads this before any page module: Next.js awaits it first).
 */
const EDGE = "react-dom/server.edge";
const NODE = "react-dom/server.node";

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve & { motoborsaNodeRenderer?: true } };

/** Installs the redirect once per process; returns what undoes it (for tests). */
export function preferNodeRenderer(): () => void {
  const original = loader._resolveFilename;
  if (original.motoborsaNodeRenderer) return () => {};
  const resolve: Resolve & { motoborsaNodeRenderer?: true } = function (this: unknown, request, ...rest) {
    return original.call(this, request === EDGE ? NODE : request, ...rest);
  };
  resolve.motoborsaNodeRenderer = true;
  loader._resolveFilename = resolve;
  return () => {
    loader._resolveFilename = original;
  };
}
