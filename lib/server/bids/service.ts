import type { MyBid, PlaceBidResult } from "@/lib/bids/types";
import { liveAfterSave, lockAuction, snapshotOf, toCard } from "@/lib/server/auctions/service";
import { activeStaffAmong } from "@/lib/server/staff/service";
import { identityRefusal, verifiedIdentitiesAmong } from "@/lib/server/identity/service";
import { createBatchQueue } from "@/lib/server/bids/batchQueue";
import type { AuctionSnapshot } from "@/lib/auctions/rules";
import { batchNoticeTargets, bidPosition, resolveBid, type BidRow } from "@/lib/bids/rules";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/bids/queries";
import {
  activeAuctionBlocks,
  applyLedgerMoves,
  lockBalances,
  writeBidBlocks,
  type LedgerMove,
} from "@/lib/server/deposits/service";
import { withRetry } from "@/lib/server/db/retry";
import { AppError } from "@/lib/server/errors";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import { BID_LEDGER_NOTES } from "@/lib/bids/labels";
import { API_ERRORS } from "@/lib/api/labels";
import { suspendedMessage } from "@/lib/users/labels";
import { bidNotices } from "@/lib/notifications/labels";
import { OFFER_ERRORS } from "@/lib/offers/labels";
import { tradingBansAmong } from "@/lib/server/offers/service";
import { auctionTitle, type NotificationInput } from "@/lib/server/notifications/service";

export type PlaceBid = { auctionId: number; bidderUid: string; amount: number; maxAmount?: number | null };

type Accepted = { bidIndex: number; bidderUid: string; extended: boolean };
type Outcome = { ok: true; accepted: Accepted } | { ok: false; error: AppError };

/**
 * Places a bid. Bids on one auction are settled in batches: the bids that arrive while a batch
 * holds the auction's row lock are decided together in the next transaction, one after the other
 * (lowest amount first) exactly as if each had its own, and commit (or roll back) together. The
 * answer is the auction as committed, so a bid accepted and outbid within the same batch says so.
 */
export function placeBid(input: PlaceBid): Promise<PlaceBidResult> {
  return bidQueue.push(input.auctionId, input);
}

const bidQueue = createBatchQueue<PlaceBid, PlaceBidResult>(async (auctionId, bids) => {
  // Read before the lock (cached per process): the notifications' text names the vehicle.
  const title = await auctionTitle(auctionId);
  const settled = await withRetry(() => getDb().transaction((tx) => settleBids(tx, auctionId, bids, title)));
  if (!settled.saved)
    return settled.outcomes.map((o) =>
      o.ok
        ? { ok: false as const, error: new Error("accepted bid without a saved auction") }
        : { ok: false as const, error: o.error },
    );
  const saved = settled.saved;
  const { row, live: auction } = await liveAfterSave(saved.auction);
  return settled.outcomes.map((o) =>
    o.ok
      ? {
          ok: true as const,
          value: {
            auction,
            bidId: saved.bidIds[o.accepted.bidIndex],
            leading: row.leaderUid === o.accepted.bidderUid,
            extended: o.accepted.extended,
          },
        }
      : { ok: false as const, error: o.error },
  );
});

/**
 * One transaction under the auction's row lock: each bid is decided by the pure rules against the
 * state the bids before it left, its deposit moves (outbid release, the leader's block) are checked
 * against the locked balances, and then everything is written in a fixed number of statements.
 */
async function settleBids(tx: Tx, auctionId: number, bids: PlaceBid[], title: string) {
  const row = await lockAuction(tx, auctionId);
  if (!row)
    return {
      outcomes: bids.map((): Outcome => ({ ok: false, error: new AppError("not_found", AUCTION_ERRORS.notFound) })),
      saved: null,
    };
  const initialBlocks = await activeAuctionBlocks(tx, auctionId);
  const balances = await lockBalances(tx, [
    ...bids.map((b) => b.bidderUid),
    ...initialBlocks.map((b) => b.uid),
    ...(row.leaderUid ? [row.leaderUid] : []),
  ]);
  // Checked here, not before the queue: an await there would reorder the bids' arrival.
  const staffBidders = await activeStaffAmong(
    tx,
    bids.map((b) => b.bidderUid),
  );
  // A bid needs a verified identity (PRODUCT §3.7): one statement for the whole batch.
  const verifiedBidders = await verifiedIdentitiesAmong(
    tx,
    bids.map((b) => b.bidderUid),
  );

  // Non-payers (PRODUCT §7.3): one statement for the whole batch.
  const bannedBidders = await tradingBansAmong(
    tx,
    bids.map((b) => b.bidderUid),
    new Date(),
  );

  // The simulation: balances as the moves so far leave them, and who holds which block here.
  const now = new Date();
  const balance = new Map([...balances].map(([uid, b]) => [uid, { ...b }]));
  type Held = { amount: number; blockId: number | null; placedIndex: number | null };
  const held = new Map<string, Held>(
    initialBlocks.map((b) => [b.uid, { amount: b.amount, blockId: b.id, placedIndex: null }]),
  );
  const moves: LedgerMove[] = [];
  const outbid = new Set<string>();
  const releasedIds: number[] = [];
  const placed: Array<{ uid: string; amount: number; active: boolean }> = [];
  const rows: BidRow[] = [];
  let state: AuctionSnapshot = snapshotOf(row);
  const ref = { refType: "auction", refId: auctionId };

  const release = (uid: string, note: string) => {
    const block = held.get(uid);
    if (!block) return;
    moves.push({ uid, kind: "release", amount: block.amount, ...ref, note });
    balance.get(uid)!.blocked -= block.amount;
    if (block.blockId !== null) releasedIds.push(block.blockId);
    if (block.placedIndex !== null) placed[block.placedIndex].active = false;
    held.delete(uid);
  };

  const decide = (bid: PlaceBid): Outcome => {
    if (staffBidders.has(bid.bidderUid))
      return { ok: false, error: new AppError("forbidden", API_ERRORS.staffCannotBid) };
    const own = balance.get(bid.bidderUid);
    // Only a finished registration has a balance row (the same answer the route's "user" gate gives).
    if (!own) return { ok: false, error: new AppError("forbidden", API_ERRORS.noProfile) };
    // A suspended bidder places nothing; their earlier maximum keeps answering (it was valid when made).
    if (own.suspensionReason !== null)
      return { ok: false, error: new AppError("account_suspended", suspendedMessage(own.suspensionReason, "bid")) };
    if (!verifiedBidders.has(bid.bidderUid)) return { ok: false, error: identityRefusal("bid") };
    const bannedUntil = bannedBidders.get(bid.bidderUid);
    if (bannedUntil) return { ok: false, error: new AppError("trading_banned", OFFER_ERRORS.banned(bannedUntil)) };
    const ownBlock = held.get(bid.bidderUid)?.amount ?? 0;
    const available = own.total - own.blocked + ownBlock;
    const decision = resolveBid(
      state,
      { bidderUid: bid.bidderUid, amount: bid.amount, maxAmount: bid.maxAmount, available },
      now,
    );
    if (!decision.ok) {
      const fields =
        decision.missing !== undefined
          ? { missing: String(decision.missing) }
          : decision.field
            ? { [decision.field]: decision.message }
            : undefined;
      return { ok: false, error: new AppError(decision.code, decision.message, fields) };
    }
    if (decision.outbidUid) {
      release(decision.outbidUid, BID_LEDGER_NOTES.outbid);
      outbid.add(decision.outbidUid);
    }
    const leader = decision.next.leaderUid;
    if (held.get(leader)?.amount !== decision.leaderDeposit) {
      release(leader, BID_LEDGER_NOTES.depositChanged);
      // resolveBid checked the leader's available provision (their own block counted) covers it.
      moves.push({
        uid: leader,
        kind: "block",
        amount: decision.leaderDeposit,
        ...ref,
        note: BID_LEDGER_NOTES.auctionDeposit,
      });
      balance.get(leader)!.blocked += decision.leaderDeposit;
      held.set(leader, { amount: decision.leaderDeposit, blockId: null, placedIndex: placed.length });
      placed.push({ uid: leader, amount: decision.leaderDeposit, active: true });
    }
    const accepted: Accepted = { bidIndex: rows.length, bidderUid: bid.bidderUid, extended: decision.extended };
    rows.push(...decision.rows);
    state = { ...state, ...decision.next, state: "live" };
    return { ok: true, accepted };
  };
  // Price priority among bids that queued together (arrival order for equal amounts): they were
  // all sent while the previous batch held the lock, so a bid valid when it was sent is not
  // refused as "too low" only because a higher one from the same moment was read first. It is
  // accepted and, if so, outbid in the same commit, and its answer says so.
  const outcomes: Outcome[] = new Array(bids.length);
  const order = bids.map((_, i) => i).sort((x, y) => bids[x].amount - bids[y].amount || x - y);
  for (const i of order) outcomes[i] = decide(bids[i]);

  if (rows.length === 0) return { outcomes, saved: null };
  // The same guards as one move at a time, against the locked balances: refusing here means the
  // simulation and the books disagree, so nothing of the batch may commit.
  if (!(await applyLedgerMoves(tx, balances, moves)))
    throw new Error(`auction ${auctionId}: deposit moves refused by the ledger`);
  await writeBidBlocks(tx, auctionId, releasedIds, placed);
  const { currentPrice, leaderUid, leaderMax, endsAt, bidCount } = state;
  const saved = await q.saveBid(
    tx,
    auctionId,
    { currentPrice, leaderUid: leaderUid!, leaderMax: leaderMax!, endsAt, bidCount },
    rows,
    batchNotices(row, state, bids, outbid, title),
  );
  return { outcomes, saved };
}

/** The notices of a batch (the outbox rows saved with it); whom they go to is batchNoticeTargets' rule. */
function batchNotices(
  before: AuctionSnapshot & { version: number; id: number },
  after: AuctionSnapshot,
  bids: PlaceBid[],
  outbid: Set<string>,
  title: string,
): NotificationInput[] {
  const ref = { auctionId: before.id, title, version: before.version + 1 };
  const targets = batchNoticeTargets(
    before,
    after,
    bids.map((b) => b.bidderUid),
    outbid,
  );
  const notices = targets.outbid.map((uid) =>
    bidNotices.outbid({ ...ref, uid, price: after.currentPrice, released: true }),
  );
  // A maximum is reached when the price equals it, so the price is the maximum.
  if (targets.maxReached)
    notices.push(bidNotices.maxReached({ ...ref, uid: targets.maxReached, max: after.currentPrice }));
  return notices;
}

/** "Tekliflerim": every auction I bid on, leading or outbid, with my maximum. */
export async function myBids(uid: string): Promise<{ items: MyBid[] }> {
  const rows = await q.auctionsBidOnBy(uid);
  const now = new Date();
  return {
    items: rows.map((r) => {
      const a = r.auction;
      const leading = a.leaderUid === uid;
      return {
        auction: toCard(
          { ...a, brand: r.brand, model: r.model, year: r.year, km: 0, engineCc: 0, city: r.city, photo: r.photo },
          now,
        ),
        myTop: Number(r.myTop),
        myMax: leading ? a.leaderMax : r.myMax === null ? null : Number(r.myMax),
        leading,
        position: bidPosition(a, uid, now),
      };
    }),
  };
}
