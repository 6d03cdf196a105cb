export async function register() {
  // Node-only start-up work lives in its own module so the edge compilation never sees it.
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/server/startup");
}
