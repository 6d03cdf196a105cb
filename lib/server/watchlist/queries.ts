/** SQL of the watchlist (auction_follows, listing_follows); joins the followed items for their cards. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/index";
import { auctionFollows, auctions, buyNowListings, listingFollows, vehicles } from "../db/schema";
import { vehicleCardColumns } from "../vehicles/queries";
import type { AuctionCardRow } from "../auctions/queries";
import type { ListingCardRow } from "../buyNow/queries";

/** Inserts the pair unless it exists; false when the auction does not exist (nothing written). */
export async function followAuction(uid: string, auctionId: number): Promise<boolean> {
  const result = await getDb().execute(sql`
    WITH target AS (SELECT id FROM auctions WHERE id = ${auctionId}),
    ins AS (INSERT INTO auction_follows (user_uid, auction_id) SELECT ${uid}, id FROM target ON CONFLICT DO NOTHING)
    SELECT count(*)::int AS n FROM target`);
  return (result.rows[0] as { n: number }).n > 0;
}

export async function followListing(uid: string, listingId: number): Promise<boolean> {
  const result = await getDb().execute(sql`
    WITH target AS (SELECT id FROM buy_now_listings WHERE id = ${listingId}),
    ins AS (INSERT INTO listing_follows (user_uid, listing_id) SELECT ${uid}, id FROM target ON CONFLICT DO NOTHING)
    SELECT count(*)::int AS n FROM target`);
  return (result.rows[0] as { n: number }).n > 0;
}

export async function unfollowAuction(uid: string, auctionId: number): Promise<void> {
  await getDb().delete(auctionFollows).where(and(eq(auctionFollows.userUid, uid), eq(auctionFollows.auctionId, auctionId)));
}

export async function unfollowListing(uid: string, listingId: number): Promise<void> {
  await getDb().delete(listingFollows).where(and(eq(listingFollows.userUid, uid), eq(listingFollows.listingId, listingId)));
}

export async function auctionExists(id: number): Promise<boolean> {
  return (await getDb().select({ id: auctions.id }).from(auctions).where(eq(auctions.id, id))).length > 0;
}

export async function listingExists(id: number): Promise<boolean> {
  return (await getDb().select({ id: buyNowListings.id }).from(buyNowListings).where(eq(buyNowListings.id, id))).length > 0;
}

export async function auctionFollowers(auctionId: number): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(auctionFollows).where(eq(auctionFollows.auctionId, auctionId));
  return n;
}

export async function listingFollowers(listingId: number): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(listingFollows).where(eq(listingFollows.listingId, listingId));
  return n;
}

/** Followed auctions as card rows, most recently followed first (capped: a page, not an export). */
export async function followedAuctionCards(uid: string, limit: number): Promise<AuctionCardRow[]> {
  const rows = await getDb()
    .select({
      id: auctions.id,
      state: auctions.state,
      startsAt: auctions.startsAt,
      endsAt: auctions.endsAt,
      startingPrice: auctions.startingPrice,
      currentPrice: auctions.currentPrice,
      bidCount: auctions.bidCount,
      ...vehicleCardColumns,
    })
    .from(auctionFollows)
    .innerJoin(auctions, eq(auctions.id, auctionFollows.auctionId))
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(eq(auctionFollows.userUid, uid))
    .orderBy(desc(auctionFollows.createdAt), desc(auctions.id))
    .limit(limit);
  return rows as AuctionCardRow[];
}

export async function followedListingCards(uid: string, limit: number): Promise<ListingCardRow[]> {
  const rows = await getDb()
    .select({ id: buyNowListings.id, state: buyNowListings.state, price: buyNowListings.price, ...vehicleCardColumns })
    .from(listingFollows)
    .innerJoin(buyNowListings, eq(buyNowListings.id, listingFollows.listingId))
    .innerJoin(vehicles, eq(vehicles.id, buyNowListings.vehicleId))
    .where(eq(listingFollows.userUid, uid))
    .orderBy(desc(listingFollows.createdAt), desc(buyNowListings.id))
    .limit(limit);
  return rows as ListingCardRow[];
}

export async function followedAuctionIds(uid: string): Promise<number[]> {
  const rows = await getDb().select({ id: auctionFollows.auctionId }).from(auctionFollows).where(eq(auctionFollows.userUid, uid));
  return rows.map((r) => r.id);
}

export async function followedListingIds(uid: string): Promise<number[]> {
  const rows = await getDb().select({ id: listingFollows.listingId }).from(listingFollows).where(eq(listingFollows.userUid, uid));
  return rows.map((r) => r.id);
}
