/** SQL of the watchlist (auction_follows, listing_follows): follows, counts and the reminders' recipients. The followed cards: auctions/ and buyNow/queries.ts. */
import { and, count, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/index";
import { auctionFollows, auctions, buyNowListings, listingFollows } from "@/lib/server/db/schema";
import type { FollowKind } from "@/lib/watchlist/types";

/** Each kind's item table and follow table: one set of statements serves both kinds. */
const TABLES = {
  auction: { items: auctions, itemsId: auctions.id, follows: auctionFollows, itemId: auctionFollows.auctionId },
  listing: {
    items: buyNowListings,
    itemsId: buyNowListings.id,
    follows: listingFollows,
    itemId: listingFollows.listingId,
  },
} satisfies Record<FollowKind, unknown>;

/** Inserts the pair unless it exists; false when the item does not exist (nothing written). */
export async function followItem(kind: FollowKind, uid: string, id: number): Promise<boolean> {
  const t = TABLES[kind];
  const result = await getDb().execute(sql`
    WITH target AS (SELECT id FROM ${t.items} WHERE id = ${id}),
    ins AS (INSERT INTO ${t.follows} (user_uid, ${sql.identifier(t.itemId.name)}) SELECT ${uid}, id FROM target ON CONFLICT DO NOTHING)
    SELECT count(*)::int AS n FROM target`);
  return (result.rows[0] as { n: number }).n > 0;
}

export async function unfollowItem(kind: FollowKind, uid: string, id: number): Promise<void> {
  const t = TABLES[kind];
  await getDb()
    .delete(t.follows)
    .where(and(eq(t.follows.userUid, uid), eq(t.itemId, id)));
}

export async function itemExists(kind: FollowKind, id: number): Promise<boolean> {
  const t = TABLES[kind];
  return (await getDb().select({ id: t.itemsId }).from(t.items).where(eq(t.itemsId, id))).length > 0;
}

export async function followersOf(kind: FollowKind, id: number): Promise<number> {
  const t = TABLES[kind];
  const [{ n }] = await getDb().select({ n: count() }).from(t.follows).where(eq(t.itemId, id));
  return n;
}

export async function followedIdsOf(kind: FollowKind, uid: string): Promise<number[]> {
  const t = TABLES[kind];
  const rows = await getDb().select({ id: t.itemId }).from(t.follows).where(eq(t.follows.userUid, uid));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- reminders (reminders.ts)

export type ReminderRow = {
  auctionId: number;
  userId: string;
  brand: string;
  model: string;
  year: number;
  endsAt: Date;
  leading: boolean;
  window: number;
};

const one = (auctionId: number | null) => (auctionId === null ? sql`TRUE` : sql`a.id = ${auctionId}`);

/**
 * Followers of auctions that have started (live, or scheduled with its start passed and not yet
 * swept) within the last day, who followed before the start and have not been told yet.
 */
export async function startedRecipients(tx: Tx, auctionId: number | null, now: Date): Promise<ReminderRow[]> {
  const result = await tx.execute(sql`
    SELECT a.id AS "auctionId", f.user_uid AS "userId", v.brand, v.model, v.year, a.ends_at AS "endsAt", (a.leader_uid = f.user_uid) AS leading, 0 AS window
    FROM auctions a
    JOIN auction_follows f ON f.auction_id = a.id
    JOIN vehicles v ON v.id = a.vehicle_id
    WHERE ${one(auctionId)}
      AND a.state IN ('scheduled', 'live') AND a.starts_at <= ${now} AND a.ends_at > ${now}
      AND a.starts_at > ${now}::timestamptz - interval '1 day'
      AND f.created_at <= a.starts_at
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.dedupe_key = 'followed_auction_started:' || a.id || ':' || f.user_uid)`);
  return result.rows.map(reminderRow);
}

/**
 * The leader and the followers of running auctions that end within an hour: the tightest window
 * only (10 minutes, else 60), minus those already told for that window.
 */
export async function endingSoonRecipients(tx: Tx, auctionId: number | null, now: Date): Promise<ReminderRow[]> {
  const result = await tx.execute(sql`
    SELECT * FROM (
      SELECT a.id AS "auctionId", u.uid AS "userId", v.brand, v.model, v.year, a.ends_at AS "endsAt", (a.leader_uid = u.uid) AS leading,
        CASE WHEN a.ends_at <= ${now}::timestamptz + interval '10 minutes' THEN 10 ELSE 60 END AS window
      FROM auctions a
      JOIN vehicles v ON v.id = a.vehicle_id
      JOIN LATERAL (
        SELECT f.user_uid AS uid FROM auction_follows f WHERE f.auction_id = a.id
        UNION SELECT a.leader_uid WHERE a.leader_uid IS NOT NULL
      ) u ON TRUE
      WHERE ${one(auctionId)}
        AND a.state IN ('scheduled', 'live') AND a.starts_at <= ${now}
        AND a.ends_at > ${now} AND a.ends_at <= ${now}::timestamptz + interval '60 minutes'
    ) r
    WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.dedupe_key = 'auction_ending_soon:' || r."auctionId" || ':' || r.window || ':' || r."userId")`);
  return result.rows.map(reminderRow);
}

function reminderRow(r: Record<string, unknown>): ReminderRow {
  return {
    auctionId: Number(r.auctionId),
    userId: String(r.userId),
    brand: String(r.brand),
    model: String(r.model),
    year: Number(r.year),
    endsAt: new Date(r.endsAt as string | Date),
    leading: r.leading === true,
    window: Number(r.window),
  };
}

/**
 * The reminder moments (start, end − 60 min, end − 10 min) of open auctions that someone follows or
 * leads, between `from` and `until`: each gets a job at that moment.
 */
export async function upcomingMoments(from: Date, until: Date): Promise<Array<{ id: number; at: Date }>> {
  const result = await getDb().execute(sql`
    SELECT a.id, m.at
    FROM auctions a
    CROSS JOIN LATERAL (VALUES (a.starts_at), (a.ends_at - interval '60 minutes'), (a.ends_at - interval '10 minutes')) m(at)
    WHERE a.state IN ('scheduled', 'live') AND m.at > ${from} AND m.at <= ${until}
      AND (a.leader_uid IS NOT NULL OR EXISTS (SELECT 1 FROM auction_follows f WHERE f.auction_id = a.id))
    LIMIT 1000`);
  return result.rows.map((r) => ({ id: Number(r.id), at: new Date(r.at as string | Date) }));
}

/** KVKK account deletion: everything the user follows. */
export async function deleteFollowsOf(tx: Tx, uid: string): Promise<void> {
  await tx.delete(auctionFollows).where(eq(auctionFollows.userUid, uid));
  await tx.delete(listingFollows).where(eq(listingFollows.userUid, uid));
}
