export async function register() {
  // Node-only start-up work lives in its own module so the edge compilation never sees it.
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/server/startup");
  // Every instance runs the auction closing timer; closing is idempotent, so instances never clash.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.DATABASE_URL) (await import("./lib/server/auctions/closing")).startAuctionClock();
}
