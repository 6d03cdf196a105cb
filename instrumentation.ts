import type { Instrumentation } from "next";

export async function register() {
  // Node-only start-up work lives in its own module so the edge compilation never sees it.
  if (process.env.NEXT_RUNTIME === "nodejs") await import("@/lib/server/startup");
  // Before any page module loads: pages render with React's Node.js build (lib/server/nodeRenderer.ts).
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("@/lib/server/nodeRenderer")).preferNodeRenderer();
  // Timed work (auction starts and ends) runs from the pg-boss queue, exactly once across instances;
  // on SIGTERM the instance closes its event streams and drains (lib/server/shutdown.ts).
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.DATABASE_URL) {
    (await import("@/lib/server/shutdown")).installShutdown();
    void (await import("@/lib/server/jobs")).startJobsOnce();
  }
}

/**
 * The one place unhandled errors of pages, getServerSideProps/getStaticProps (ISR) and API routes are
 * reported (route() catches its own and logs them with the request id). Never the request's headers:
 * they carry the session cookies and bearer tokens.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/lib/server/logger");
  const incoming = request.headers["x-request-id"];
  logger.error(
    {
      err: error,
      method: request.method,
      path: request.path.split("?")[0],
      requestId: typeof incoming === "string" ? incoming : undefined,
      routerKind: context.routerKind,
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: "renderSource" in context ? context.renderSource : undefined,
    },
    "unhandled request error",
  );
};
