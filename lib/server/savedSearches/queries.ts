/** SQL of saved searches (saved_searches). */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SavedSearchKind } from "@/lib/savedSearches/rules";
import { getDb, type Tx } from "@/lib/server/db/index";
import { auctions, buyNowListings, savedSearches } from "@/lib/server/db/schema";

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
export function matchAuction(tx: Tx, auctionId: number): Promise<SearchMatch[]> {
  return matchSale(tx, "auction", auctions, auctionId, sql`coalesce(s.filters->>'state', 'active') <> 'ended'`);
}

/** The same for a new Hemen Al listing (the /hemenal rules: brand, city, price and year ranges). */
export function matchListing(tx: Tx, listingId: number): Promise<SearchMatch[]> {
  return matchSale(
    tx,
    "listing",
    buyNowListings,
    listingId,
    sql`(NOT s.filters ? 'priceMin' OR t.price >= (s.filters->>'priceMin')::bigint)
      AND (NOT s.filters ? 'priceMax' OR t.price <= (s.filters->>'priceMax')::bigint)`,
  );
}

type SearchMatch = { id: number; userUid: string; name: string };

/**
 * The searches of `kind` a new sale (row `id` of `table`, aliased `t`) matches: its vehicle `v` by
 * vehicleMatch, `own` the kind's own filters; the seller's own searches never match.
 */
async function matchSale(
  tx: Tx,
  kind: SavedSearchKind,
  table: typeof auctions | typeof buyNowListings,
  id: number,
  own: SQL,
): Promise<SearchMatch[]> {
  const result = await tx.execute(sql`
    SELECT s.id, s.user_uid AS "userUid", s.name
    FROM saved_searches s
    JOIN ${table} t ON t.id = ${id}
    JOIN vehicles v ON v.id = t.vehicle_id
    WHERE s.kind = ${kind}
      AND (s.user_uid IS DISTINCT FROM t.seller_uid)
      AND ${own}
      AND ${vehicleMatch}
  `);
  return result.rows as SearchMatch[];
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
