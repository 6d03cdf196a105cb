/** SQL of bids: the batch's write (bid rows + the auction's new state), the history and a user's bids. Rules: lib/bids/rules.ts. */
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { auctions, bids, users, vehicles } from "@/lib/server/db/schema";
import { AUCTION_EVENTS_CHANNEL, auctionFromRaw, type AuctionRow } from "@/lib/server/auctions/queries";
import { outboxInsert, outboxSignal, type NotificationInput } from "@/lib/server/notifications/outbox";

type Queryable = Tx | ReturnType<typeof getDb>;

/**
 * Stores the decided bids of a batch in one statement: their bid rows, the new auction state, the
 * notifications the batch causes (outbid, maximum reached: the outbox, lib/server/notifications) and
 * the live-update NOTIFYs (delivered on commit). One round trip, because the auction's row lock is held.
 */
export async function saveBid(
  tx: Tx,
  id: number,
  next: { currentPrice: number; leaderUid: string; leaderMax: number; endsAt: Date; bidCount: number },
  rows: Array<{ bidderUid: string; amount: number; maxAmount: number | null; kind: "bid" | "auto" | "raise" }>,
  notices: NotificationInput[] = [],
): Promise<{ auction: AuctionRow; bidIds: number[] }> {
  const values = sql.join(
    rows.map((r) => sql`(${id}, ${r.bidderUid}, ${r.amount}, ${r.maxAmount}, ${r.kind}::bid_kind)`),
    sql`, `,
  );
  const result = await tx.execute<Record<string, unknown>>(sql`
    WITH inserted AS (
      INSERT INTO ${bids} (auction_id, bidder_uid, amount, max_amount, kind) VALUES ${values} RETURNING id
    ), updated AS (
      UPDATE ${auctions} SET current_price = ${next.currentPrice}, leader_uid = ${next.leaderUid}, leader_max = ${next.leaderMax},
        ends_at = ${next.endsAt.toISOString()}::timestamptz, bid_count = ${next.bidCount}, state = 'live', version = version + 1, updated_at = now()
      WHERE id = ${id} RETURNING *
    )${notices.length ? sql`, outbox AS (${outboxInsert(notices)})` : sql``}
    SELECT updated.*, (SELECT array_agg(id ORDER BY id) FROM inserted) AS bid_ids, pg_notify(${AUCTION_EVENTS_CHANNEL}, updated.id || ':' || updated.version) AS notified
      ${notices.length ? sql`, ${outboxSignal(sql.raw("outbox"))} AS signals` : sql``}
    FROM updated`);
  const raw = result.rows[0];
  // Ids come from one sequence in VALUES order, so sorted they match the rows passed in.
  return { auction: auctionFromRaw(raw), bidIds: (raw.bid_ids as Array<string | number>).map(Number) };
}

/** Visible bids (not hidden maximum raises), newest first, with the names to mask. */
export async function recentBids(q: Queryable, auctionId: number, limit: number) {
  return q
    .select({
      id: bids.id,
      amount: bids.amount,
      kind: bids.kind,
      createdAt: bids.createdAt,
      bidderUid: bids.bidderUid,
      name: users.name,
      lastName: users.lastName,
    })
    .from(bids)
    .innerJoin(users, eq(users.uid, bids.bidderUid))
    .where(and(eq(bids.auctionId, auctionId), sql`${bids.kind} <> 'raise'`))
    .orderBy(desc(bids.id))
    .limit(limit);
}

// ---------------------------------------------------------------- a user's bids and wins

export async function auctionsBidOnBy(uid: string, limit = 100) {
  const db = getDb();
  const mine = db
    .select({
      auctionId: bids.auctionId,
      myTop: max(bids.amount).as("my_top"),
      myMax: max(bids.maxAmount).as("my_max"),
      lastAt: max(bids.createdAt).as("last_at"),
    })
    .from(bids)
    .where(eq(bids.bidderUid, uid))
    .groupBy(bids.auctionId)
    .as("mine");
  return db
    .select({
      auction: auctions,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
      city: vehicles.city,
      photo: sql<string | null>`${vehicles.photos}[1]`,
      myTop: mine.myTop,
      myMax: mine.myMax,
      lastAt: mine.lastAt,
    })
    .from(mine)
    .innerJoin(auctions, eq(auctions.id, mine.auctionId))
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .orderBy(desc(mine.lastAt))
    .limit(limit);
}

export async function bidSummaryOf(
  q: Queryable,
  uid: string,
  auctionId: number,
): Promise<{ count: number; myMax: number | null }> {
  const [row] = await q
    .select({ count: count(), myMax: max(sql<number>`coalesce(${bids.maxAmount}, ${bids.amount})`.mapWith(Number)) })
    .from(bids)
    .where(and(eq(bids.bidderUid, uid), eq(bids.auctionId, auctionId)));
  return { count: row.count, myMax: row.myMax === null ? null : Number(row.myMax) };
}
