import type { AuctionLive } from "@/lib/auctions/types";
import { decideAuctionBuy, depositFor } from "@/lib/auctions/rules";
import { AUCTION_BUY_LEDGER_NOTES as notes, AUCTION_ERRORS, auctionBuyRefusal } from "@/lib/auctions/labels";
import { BUY_NOW_ERRORS } from "@/lib/buyNow/labels";
import { API_ERRORS } from "@/lib/api/labels";
import { closingNotices } from "@/lib/notifications/labels";
import { getDb } from "@/lib/server/db";
import { withRetry } from "@/lib/server/db/retry";
import { AppError } from "@/lib/server/errors";
import * as q from "@/lib/server/auctions/queries";
import { getAuctionLive } from "@/lib/server/auctions/service";
import { refuseStaffTrade } from "@/lib/server/staff/service";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { refuseUnverifiedIdentity } from "@/lib/server/identity/service";
import {
  activeAuctionBlocks,
  balanceOf,
  blockAuctionDeposit,
  depositShortfall,
  releaseBlock,
} from "@/lib/server/deposits/service";
import { createAuctionOrder } from "@/lib/server/orders/service";
import { auctionBiddersAndTitle, notifyMany, type NotificationInput } from "@/lib/server/notifications/service";

export type AuctionBuyResult = { auction: AuctionLive; orderId: number };

/**
 * Buys an auction at its Hemen Al price (PRODUCT §6.8). Under the auction's row lock (the same lock
 * every bid batch and the close take, so a bid and a buy arriving together are decided one after
 * the other and exactly one of them wins): the auction ends sold to the buyer, every other deposit
 * block is released, the buyer's deposit is blocked as for a win, and the order is made by the same
 * path as a won auction's, all in one transaction.
 */
export async function buyAuctionNow(
  auctionId: number,
  buyerUid: string,
  confirmedPrice?: number,
): Promise<AuctionBuyResult> {
  await refuseStaffTrade(buyerUid, API_ERRORS.staffCannotBuy);
  const orderId = await withRetry(() =>
    getDb().transaction(async (tx) => {
      const row = await q.lockAuction(tx, auctionId);
      if (!row) throw new AppError("not_found", AUCTION_ERRORS.notFound);
      await refuseSuspended(tx, buyerUid, "buy");
      await refuseUnverifiedIdentity(tx, buyerUid, "buy");
      const now = new Date();
      const blocks = await activeAuctionBlocks(tx, auctionId);
      const balance = await balanceOf(tx, buyerUid);
      const ownBlock = blocks.find((b) => b.uid === buyerUid)?.amount ?? 0;
      const decision = decideAuctionBuy(row, buyerUid, balance.total - balance.blocked + ownBlock, now, confirmedPrice);
      if (!decision.ok)
        throw new AppError(
          "conflict",
          auctionBuyRefusal(decision.reason, decision.missing, depositFor(row.buyNowPrice ?? 0)),
        );

      const closed = await q.markBoughtNow(tx, auctionId, buyerUid, decision.price, now);
      // Every block goes, the buyer's own bid block too: the sale's deposit (the band of the Hemen Al price) replaces it.
      for (const block of blocks)
        await releaseBlock(tx, block, block.uid === buyerUid ? notes.ownReleased : notes.othersReleased);
      const blocked = await blockAuctionDeposit(tx, {
        auctionId,
        uid: buyerUid,
        amount: decision.deposit,
        note: notes.deposit,
      });
      if (!blocked) {
        const missing = await depositShortfall(tx, buyerUid, decision.deposit);
        throw new AppError("conflict", BUY_NOW_ERRORS.insufficient(missing, decision.deposit));
      }
      const order = await createAuctionOrder(tx, {
        auctionId,
        vehicleId: closed.vehicleId,
        buyerUid,
        price: decision.price,
        commission: decision.commission,
      });
      // The row lock makes a second order impossible; an existing one means the books disagree.
      if (!order) throw new Error(`auction ${auctionId}: an order already exists at buy-now`);

      const { bidders, title } = await auctionBiddersAndTitle(tx, auctionId);
      const ref = { auctionId, title };
      const notices: NotificationInput[] = [
        closingNotices.won({
          ...ref,
          uid: buyerUid,
          price: decision.price,
          commission: order.commission,
          orderId: order.id,
          paymentDueAt: order.paymentDueAt,
        }),
        ...bidders
          .filter((uid) => uid !== buyerUid)
          .map((uid) => closingNotices.lost({ ...ref, uid, price: decision.price })),
      ];
      await notifyMany(tx, notices);
      return order.id;
    }),
  );
  const auction = await getAuctionLive(auctionId);
  return { auction: auction!, orderId };
}
