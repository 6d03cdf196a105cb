import { and, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db";

type Queryable = Db | Tx;
import { auctionOffers, auctions, bids, orders, tradingBans, vehicles } from "@/lib/server/db/schema";
import { lockRow } from "@/lib/server/db/lockRow";
import { updateRow } from "@/lib/server/db/updateRow";

export type OfferRow = typeof auctionOffers.$inferSelect;
export type TradingBanRow = typeof tradingBans.$inferSelect;

/** Inserts an offer; undefined when the auction already has an open one (auction_offers_one_open) or this one exists. */
export async function insertOffer(
  tx: Tx,
  offer: Pick<OfferRow, "auctionId" | "kind" | "buyerUid" | "price" | "topBid" | "expiresAt"> & {
    sourceOrderId?: number | null;
  },
): Promise<OfferRow | undefined> {
  const [row] = await tx.insert(auctionOffers).values(offer).onConflictDoNothing().returning();
  return row;
}

export function lockOffer(tx: Tx, id: number): Promise<OfferRow | undefined> {
  return lockRow(tx, auctionOffers, eq(auctionOffers.id, id));
}

export async function setOfferStatus(
  tx: Tx,
  id: number,
  status: "accepted" | "declined" | "expired",
  now: Date,
  orderId: number | null = null,
): Promise<OfferRow> {
  return updateRow(tx, auctionOffers, eq(auctionOffers.id, id), { status, decidedAt: now, orderId });
}

export async function setCounter(tx: Tx, id: number, price: number, by: string, now: Date): Promise<OfferRow> {
  return updateRow(tx, auctionOffers, eq(auctionOffers.id, id), { price, counteredAt: now, counteredBy: by });
}

/** Open offers whose 24 hours are over (the sweep's catch-up for a late or lost job). */
export async function dueOfferIds(q: Queryable, now: Date): Promise<number[]> {
  const rows = await q
    .select({ id: auctionOffers.id })
    .from(auctionOffers)
    .where(and(eq(auctionOffers.status, "open"), lte(auctionOffers.expiresAt, now)));
  return rows.map((r) => r.id);
}

const offerColumns = {
  offer: auctionOffers,
  sellerUid: auctions.sellerUid,
  vehicleId: auctions.vehicleId,
  reservePrice: auctions.reservePrice,
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
};

function offersWithVehicle(q: Queryable) {
  return q
    .select(offerColumns)
    .from(auctionOffers)
    .innerJoin(auctions, eq(auctions.id, auctionOffers.auctionId))
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId));
}

export type OfferWithVehicle = Awaited<ReturnType<typeof offerWithVehicle>>;

export async function offerWithVehicle(q: Queryable, id: number) {
  const [row] = await offersWithVehicle(q).where(eq(auctionOffers.id, id));
  return row;
}

export function offersOfBuyer(q: Queryable, uid: string) {
  return offersWithVehicle(q).where(eq(auctionOffers.buyerUid, uid)).orderBy(desc(auctionOffers.id)).limit(50);
}

/** Reserve offers on auctions of the seller's consigned vehicles (their /profil request page). */
export function offersOnSellersAuctions(q: Queryable, sellerUid: string) {
  return offersWithVehicle(q)
    .where(and(eq(auctions.sellerUid, sellerUid), eq(auctionOffers.kind, "reserve")))
    .orderBy(desc(auctionOffers.id))
    .limit(50);
}

export function managedOffers(q: Queryable, status: OfferRow["status"] | undefined) {
  return offersWithVehicle(q)
    .where(status ? eq(auctionOffers.status, status) : undefined)
    .orderBy(desc(auctionOffers.id))
    .limit(100);
}

/** Every bidder's bids on an auction (amount only): the second chance picks from them. */
export function bidsOf(tx: Tx, auctionId: number): Promise<Array<{ bidderUid: string; amount: number }>> {
  return tx.select({ bidderUid: bids.bidderUid, amount: bids.amount }).from(bids).where(eq(bids.auctionId, auctionId));
}

/** Marks the auction sold once an offer became its order (it closed unsold below the reserve). */
export async function markAuctionSold(tx: Tx, auctionId: number): Promise<void> {
  await tx
    .update(auctions)
    .set({ state: "sold", version: sql`${auctions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(auctions.id, auctionId));
}

// ---------------------------------------------------------------- non-payers

/** When the user's deposits were captured (cancelled unpaid orders), newest first, since `since`. */
export async function capturesOf(tx: Tx, uid: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.buyerUid, uid), eq(orders.depositOutcome, "captured"), gte(orders.updatedAt, since)));
  return rows.map((r) => r.at);
}

export async function insertBan(
  tx: Tx,
  ban: { uid: string; orderId: number; startsAt: Date; endsAt: Date },
): Promise<TradingBanRow | undefined> {
  const [row] = await tx.insert(tradingBans).values(ban).onConflictDoNothing().returning();
  return row;
}

/** The user's ban in force at `now` (latest end first), if any. */
export async function activeBan(q: Queryable, uid: string, now: Date): Promise<TradingBanRow | undefined> {
  const [row] = await q
    .select()
    .from(tradingBans)
    .where(and(eq(tradingBans.uid, uid), isNull(tradingBans.liftedAt), sql`${tradingBans.endsAt} > ${now}`))
    .orderBy(desc(tradingBans.endsAt))
    .limit(1);
  return row;
}

/** The bid batch's gate: which of these bidders are banned now, and until when (one statement). */
export async function activeBansAmong(tx: Tx, uids: string[], now: Date): Promise<Map<string, Date>> {
  if (uids.length === 0) return new Map();
  const rows = await tx
    .select({ uid: tradingBans.uid, endsAt: sql<Date>`max(${tradingBans.endsAt})`.mapWith((v) => new Date(v)) })
    .from(tradingBans)
    .where(and(inArray(tradingBans.uid, uids), isNull(tradingBans.liftedAt), sql`${tradingBans.endsAt} > ${now}`))
    .groupBy(tradingBans.uid);
  return new Map(rows.map((r) => [r.uid, r.endsAt]));
}

export async function liftBans(tx: Tx, uid: string, by: string, reason: string, now: Date): Promise<TradingBanRow[]> {
  return tx
    .update(tradingBans)
    .set({ liftedAt: now, liftedBy: by, liftReason: reason })
    .where(and(eq(tradingBans.uid, uid), isNull(tradingBans.liftedAt), sql`${tradingBans.endsAt} > ${now}`))
    .returning();
}
