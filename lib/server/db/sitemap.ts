import { desc, ne } from "drizzle-orm";
import type { Db } from "./index";
import { auctions } from "./schema";

/** Every auction that has a public page (all but cancelled ones), newest change first. */
export async function auctionPages(db: Db, limit: number) {
  return db.select({ id: auctions.id, updatedAt: auctions.updatedAt }).from(auctions).where(ne(auctions.state, "cancelled")).orderBy(desc(auctions.updatedAt)).limit(limit);
}
