import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/index";
import { auctions, buyNowListings, sellRequests, userUploads, vehicles } from "@/lib/server/db/schema";
import { requestQueries } from "@/lib/server/requests/queries";

type Queryable = Db | Tx;
export type SellRequestRow = typeof sellRequests.$inferSelect;

export const { countOpen, insert, lock, update, listByOwner, listAll, findWithOwner } = requestQueries(sellRequests);

export async function ownedUploads(tx: Queryable, uid: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await tx
    .select({ name: userUploads.name })
    .from(userUploads)
    .where(and(eq(userUploads.uid, uid), inArray(userUploads.name, names)));
  return rows.map((r) => r.name);
}

export async function insertUpload(tx: Queryable, row: typeof userUploads.$inferInsert): Promise<void> {
  await tx.insert(userUploads).values(row);
}

type LinkTarget = { vehicleId: number; plate: string; sellerUid: string | null; open: boolean };

export function auctionForLink(db: Queryable, id: number): Promise<LinkTarget | undefined> {
  return saleForLink(db, auctions, id, ["scheduled", "live"]);
}

export function listingForLink(db: Queryable, id: number): Promise<LinkTarget | undefined> {
  return saleForLink(db, buyNowListings, id, ["on_sale", "reserved"]);
}

/** An auction or a listing staff link a request to, locked until commit; `open` while in one of `openStates`. */
async function saleForLink(
  db: Queryable,
  sale: typeof auctions | typeof buyNowListings,
  id: number,
  openStates: readonly string[],
): Promise<LinkTarget | undefined> {
  const [row] = await db
    .select({ vehicleId: sale.vehicleId, plate: vehicles.plate, sellerUid: sale.sellerUid, state: sale.state })
    .from(sale)
    .innerJoin(vehicles, eq(vehicles.id, sale.vehicleId))
    .where(eq(sale.id, id))
    .for("update", { of: sale });
  return (
    row && {
      vehicleId: row.vehicleId,
      plate: row.plate,
      sellerUid: row.sellerUid,
      open: openStates.includes(row.state),
    }
  );
}

export async function setAuctionSeller(tx: Tx, id: number, uid: string): Promise<void> {
  await tx
    .update(auctions)
    .set({ sellerUid: uid, updatedAt: sql`now()` })
    .where(eq(auctions.id, id));
}

export async function setListingSeller(tx: Tx, id: number, uid: string): Promise<void> {
  await tx
    .update(buyNowListings)
    .set({ sellerUid: uid, updatedAt: sql`now()` })
    .where(eq(buyNowListings.id, id));
}

/**
 * KVKK account deletion: the requests' phone, plate and description emptied and their photos
 * dropped, except photos a published vehicle shows (the listing copied them and is no longer the
 * user's). Answers the upload names to remove from storage (after commit): every upload of the user
 * no vehicle shows. Their upload rows go too.
 */
export async function anonymiseSellRequests(tx: Tx, uid: string): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    WITH shown AS (
      SELECT DISTINCT p AS name FROM ${vehicles} v, unnest(v.photos) p
    ), removed AS (
      DELETE FROM ${userUploads} u WHERE u.uid = ${uid} RETURNING u.name
    )
    SELECT r.name FROM removed r
    WHERE NOT EXISTS (SELECT 1 FROM shown s WHERE s.name = r.name OR s.name LIKE '%/' || r.name)`);
  await tx.execute(sql`
    UPDATE ${sellRequests} r SET phone = '', plate = '', description = '',
      photos = ARRAY(SELECT p FROM unnest(r.photos) p WHERE EXISTS (SELECT 1 FROM ${vehicles} v WHERE p = ANY(v.photos))),
      updated_at = now()
    WHERE r.uid = ${uid}`);
  return rows.map((r) => r.name);
}
