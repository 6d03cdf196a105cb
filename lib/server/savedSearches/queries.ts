/** SQL of saved searches (saved_searches). */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { savedSearches } from "@/lib/server/db/schema";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function listOf(uid: string): Promise<SavedSearchRow[]> {
  return getDb().select().from(savedSearches).where(eq(savedSearches.userUid, uid)).orderBy(desc(savedSearches.id));
}

export async function countOf(tx: Tx, uid: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userUid, uid));
  return n;
}

export async function insert(
  tx: Tx,
  values: { userUid: string; kind: SavedSearchKind; name: string; filters: Record<string, string | number> },
): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  return row;
}

/** Another user's id finds nothing, exactly like an unknown one (404 either way). */
export async function rename(uid: string, id: number, name: string): Promise<SavedSearchRow | undefined> {
  const [row] = await getDb()
    .update(savedSearches)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userUid, uid)))
    .returning();
  return row;
}

export async function remove(uid: string, id: number): Promise<boolean> {
  const rows = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userUid, uid)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * The owners of the saved searches a newly published auction matches, with the search's name. The
 * filters are the /ihaleler URL rules (lib/auctions/listParams.ts) read from jsonb: brand and city
 * exact, model as a literal substring (case-insensitive, as vehicleConditions), the ranges inclusive.
 * A search of ended auctions never matches a new one; active, live and upcoming all do (the auction
 * will be live at some point).
 */
export async function matchAuction(
  tx: Tx,
  auctionId: number,
): Promise<Array<{ id: number; userUid: string; name: string }>> {
  const result = await tx.execute(sql`
    SELECT s.id, s.user_uid AS "userUid", s.name
    FROM saved_searches s
    JOIN auctions a ON a.id = ${auctionId}
    JOIN vehicles v ON v.id = a.vehicle_id
    WHERE s.kind = 'auction'
      AND coalesce(s.filters->>'state', 'active') <> 'ended'
      AND (s.user_uid IS DISTINCT FROM a.seller_uid)
      AND ${vehicleMatch}
  `);
  return result.rows as Array<{ id: number; userUid: string; name: string }>;
}

/** The same for a new Hemen Al listing (the /hemenal rules: brand, city, price and year ranges). */
export async function matchListing(
  tx: Tx,
  listingId: number,
): Promise<Array<{ id: number; userUid: string; name: string }>> {
  const result = await tx.execute(sql`
    SELECT s.id, s.user_uid AS "userUid", s.name
    FROM saved_searches s
    JOIN buy_now_listings l ON l.id = ${listingId}
    JOIN vehicles v ON v.id = l.vehicle_id
    WHERE s.kind = 'listing'
      AND (s.user_uid IS DISTINCT FROM l.seller_uid)
      AND (NOT s.filters ? 'priceMin' OR l.price >= (s.filters->>'priceMin')::bigint)
      AND (NOT s.filters ? 'priceMax' OR l.price <= (s.filters->>'priceMax')::bigint)
      AND ${vehicleMatch}
  `);
  return result.rows as Array<{ id: number; userUid: string; name: string }>;
}

// Filters were validated on save, so the casts cannot fail; absent keys match everything.
const vehicleMatch = sql.raw(`
  (NOT s.filters ? 'brand' OR v.brand = s.filters->>'brand')
  AND (NOT s.filters ? 'model' OR v.model ILIKE '%' || replace(replace(replace(s.filters->>'model', '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
  AND (NOT s.filters ? 'city' OR v.city = s.filters->>'city')
  AND (NOT s.filters ? 'yearMin' OR v.year >= (s.filters->>'yearMin')::int)
  AND (NOT s.filters ? 'yearMax' OR v.year <= (s.filters->>'yearMax')::int)
  AND (NOT s.filters ? 'kmMin' OR v.km >= (s.filters->>'kmMin')::bigint)
  AND (NOT s.filters ? 'kmMax' OR v.km <= (s.filters->>'kmMax')::bigint)
  AND (NOT s.filters ? 'ccMin' OR v.engine_cc >= (s.filters->>'ccMin')::int)
  AND (NOT s.filters ? 'ccMax' OR v.engine_cc <= (s.filters->>'ccMax')::int)
`);

/** KVKK account deletion: every saved search of the user. */
export async function deleteSavedSearchesOf(tx: Tx, uid: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.userUid, uid));
}
