export async function register() {
  // Node-only start-up work lives in its own module so the edge compilation never sees it.
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/server/startup");
  // Timed work (auction starts and ends) runs from the pg-boss queue, exactly once across instances;
  // on SIGTERM the instance closes its event streams and drains (lib/server/shutdown.ts).
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.DATABASE_URL) {
    (await import("./lib/server/shutdown")).installShutdown();
    void (await import("./lib/server/jobs")).startJobsOnce();
  }
}
