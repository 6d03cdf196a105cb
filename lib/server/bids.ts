import type { MyBid, MyWin, PlaceBidResult } from "@/lib/auctions/types";
import { auctionMessages, toCard, toLive } from "./auctions";
import { depositFor, earlyRejection, effectiveState, resolveBid } from "./bidding";
import { getDb } from "./db";
import * as q from "./db/auctions";
import { withRetry } from "./db/retry";
import { placeBlock, releaseBlockOf } from "./deposits";
import { AppError } from "./errors";
import { snapshotOf } from "./auctions";

export type PlaceBid = { auctionId: number; bidderUid: string; amount: number; maxAmount?: number | null };

const insufficientAfterRace = "Kullanılabilir provizyonunuz bu teklif için yetersiz. Lütfen provizyon ekleyin.";

/**
 * One bid, one transaction, under the auction's row lock: the decision (pure), the deposit moves
 * (ledger rows + balances), the bid rows and the new auction state commit together or not at all.
 * The live event is queued with NOTIFY inside the transaction, so it is sent only after commit.
 */
export async function placeBid(input: PlaceBid): Promise<PlaceBidResult> {
  const seen = await q.findAuction(getDb(), input.auctionId);
  if (!seen) throw new AppError("not_found", auctionMessages.notFound);
  const early = earlyRejection(snapshotOf(seen), input);
  if (early) throw new AppError(early.code, early.message);

  // Read before the lock: under the lock it is only corrected, never trusted for money. The
  // guarded ledger block is the real gate, and a refusal for provision is re-checked on fresh data.
  const before = await q.userBalance(getDb(), input.bidderUid);

  const outcome = await withRetry(() =>
    getDb().transaction(async (tx) => {
      const row = await q.lockAuction(tx, input.auctionId);
      if (!row) throw new AppError("not_found", auctionMessages.notFound);
      const now = new Date();
      // A leader's own block on this auction counts as available for raising their maximum; it is
      // always the deposit of their current maximum.
      const ownBlock = row.leaderUid === input.bidderUid && row.leaderMax !== null ? depositFor(row.leaderMax) : 0;
      const decide = (balance: { total: number; blocked: number } | undefined) =>
        resolveBid(snapshotOf(row), { bidderUid: input.bidderUid, amount: input.amount, maxAmount: input.maxAmount, available: (balance?.total ?? 0) - (balance?.blocked ?? 0) + ownBlock }, now);
      let decision = decide(before);
      if (!decision.ok && decision.reason === "insufficient_provision") decision = decide(await q.userBalance(tx, input.bidderUid));
      if (!decision.ok) {
        throw new AppError(decision.code, decision.message, decision.missing !== undefined ? { missing: String(decision.missing) } : undefined);
      }

      // Deposit moves, taken in uid order so two bids on different auctions touching the same two
      // users lock their balance rows in the same order (fewer deadlocks; the rest are retried).
      const leader = decision.next.leaderUid;
      const heldByLeader = row.leaderUid === leader && row.leaderMax !== null ? depositFor(row.leaderMax) : 0;
      type Move = { uid: string; run: () => Promise<void> };
      const moves: Move[] = [];
      if (decision.outbidUid) {
        const outbid = decision.outbidUid;
        moves.push({ uid: outbid, run: async () => void (await releaseBlockOf(tx, row.id, outbid, "Teklifiniz geçildi")) });
      }
      if (heldByLeader !== decision.leaderDeposit) {
        moves.push({
          uid: leader,
          run: async () => {
            if (heldByLeader) await releaseBlockOf(tx, row.id, leader, "Teminat güncellendi");
            const ok = await placeBlock(tx, { auctionId: row.id, uid: leader, amount: decision.leaderDeposit }, "İhale teminatı");
            if (!ok) throw new AppError("conflict", insufficientAfterRace);
          },
        });
      }
      moves.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
      for (const move of moves) await move.run();

      const saved = await q.saveBid(tx, row.id, decision.next, decision.rows);
      return { saved: saved.auction, bidId: saved.firstBidId, leading: decision.leading, extended: decision.extended };
    }),
  );
  const recent = await q.recentBids(getDb(), input.auctionId, 50);
  return { auction: toLive(outcome.saved, recent), bidId: outcome.bidId, leading: outcome.leading, extended: outcome.extended };
}

/** "Tekliflerim": every auction I bid on, leading or outbid, with my maximum. */
export async function myBids(uid: string): Promise<{ items: MyBid[] }> {
  const rows = await q.auctionsBidOnBy(uid);
  const now = new Date();
  return {
    items: rows.map((r) => {
      const a = r.auction;
      const leading = a.leaderUid === uid;
      const status = effectiveState(a, now);
      const position: MyBid["position"] =
        status === "cancelled" ? "cancelled" : a.state === "sold" || a.state === "unsold" ? (a.state === "sold" && leading ? "won" : "lost") : leading ? "leading" : "outbid";
      return {
        auction: toCard({ ...a, brand: r.brand, model: r.model, year: r.year, km: 0, engineCc: 0, city: r.city, photo: r.photo }, now),
        myTop: Number(r.myTop),
        myMax: leading ? a.leaderMax : r.myMax === null ? null : Number(r.myMax),
        leading,
        position,
      };
    }),
  };
}

/** "Kazandıklarım": won auctions and their orders. */
export async function myWins(uid: string): Promise<{ items: MyWin[] }> {
  const rows = await q.ordersOf(uid);
  return {
    items: rows.map((r) => ({
      orderId: r.order.id,
      auctionId: r.auctionId,
      title: `${r.year} ${r.brand} ${r.model}`,
      city: r.city,
      photo: r.photo,
      price: r.order.price,
      commission: r.order.commission,
      total: r.order.price + r.order.commission,
      status: r.order.status,
      createdAt: r.order.createdAt.toISOString(),
    })),
  };
}
