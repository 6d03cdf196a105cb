/** SQL of bids: the batch's write (bid rows + the auction's new state) and a user's bids (the auction's history: auctions/queries.ts). Rules: lib/bids/rules.ts. */
import { desc, eq, max, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { auctions, bids, vehicles } from "@/lib/server/db/schema";
import { AUCTION_EVENTS_CHANNEL } from "@/lib/server/auctions/channel";
import { outboxInsert, outboxSignal, type NotificationInput } from "@/lib/server/notifications/outbox";

/**
 * Stores the decided bids of a batch in one statement: their bid rows, the new auction state, the
 * notifications the batch causes (outbid, maximum reached: the outbox, lib/server/notifications) and
 * the live-update NOTIFYs (delivered on commit). One round trip, because the auction's row lock is held.
 * The auction comes back raw (snake_case): the auctions service reads it (auctionRowFromRaw).
 */
export async function saveBid(
  tx: Tx,
  id: number,
  next: { currentPrice: number; leaderUid: string; leaderMax: number; endsAt: Date; bidCount: number },
  rows: Array<{ bidderUid: string; amount: number; maxAmount: number | null; kind: "bid" | "auto" | "raise" }>,
  notices: NotificationInput[] = [],
): Promise<{ auction: Record<string, unknown>; bidIds: number[] }> {
  // One array parameter per column (unnest), in the rows' order: the statement does not grow with the batch.
  const col = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const result = await tx.execute<Record<string, unknown>>(sql`
    WITH inserted AS (
      INSERT INTO ${bids} (auction_id, bidder_uid, amount, max_amount, kind)
      SELECT ${id}::bigint, r.bidder_uid, r.amount, r.max_amount, r.kind::bid_kind
      FROM unnest(${col((r) => r.bidderUid)}::text[], ${col((r) => r.amount)}::bigint[], ${col((r) => r.maxAmount)}::bigint[],
        ${col((r) => r.kind)}::text[]) WITH ORDINALITY AS r(bidder_uid, amount, max_amount, kind, n)
      ORDER BY r.n
      RETURNING id
    ), updated AS (
      UPDATE ${auctions} SET current_price = ${next.currentPrice}, leader_uid = ${next.leaderUid}, leader_max = ${next.leaderMax},
        ends_at = ${next.endsAt.toISOString()}::timestamptz, bid_count = ${next.bidCount}, state = 'live', version = version + 1, updated_at = now()
      WHERE id = ${id} RETURNING *
    )${notices.length ? sql`, outbox AS (${outboxInsert(notices)})` : sql``}
    SELECT updated.*, (SELECT array_agg(id ORDER BY id) FROM inserted) AS bid_ids, pg_notify(${AUCTION_EVENTS_CHANNEL}, updated.id || ':' || updated.version) AS notified
      ${notices.length ? sql`, ${outboxSignal(sql.raw("outbox"))} AS signals` : sql``}
    FROM updated`);
  const raw = result.rows[0];
  // Ids come from one sequence in the rows' order (ORDER BY n), so sorted they match the rows passed in.
  return { auction: raw, bidIds: (raw.bid_ids as Array<string | number>).map(Number) };
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
