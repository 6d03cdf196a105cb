import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositFor } from "@/lib/auctions/rules";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import { buyerCommission } from "@/lib/orders/commission";
import { buyAuctionNow } from "@/lib/server/auctions/buyNow";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db";
import buyNowHandler from "@/pages/api/auctions/[id]/buy-now";
import detailHandler from "@/pages/api/auctions/[id]";
import {
  auctionRow,
  balanceOf,
  blockInvariant,
  makeAuction,
  ordersOfAuction as ordersOf,
} from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const buyNow = serveHandler(buyNowHandler);
const detail = serveHandler(detailHandler);

async function expectBooks(uid: string) {
  const books = await blockInvariant(uid);
  expect(books.blocked).toBe(books.activeBlocks);
  expect(books.blocked).toBe(books.ledgerBlocked);
  return books;
}

const noticesOf = (uid: string, kind: string) =>
  getDb()
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, uid), eq(schema.notifications.kind, kind)));

describe("buy-now during an auction (issue 25)", () => {
  it("ends the auction at once, releases the other bidders' deposits, blocks the buyer's and makes the order", async () => {
    const { auction } = await makeAuction({ startingPrice: 50_000, increment: 1_000, buyNowPrice: 100_000 });
    const [bidder, buyer] = await Promise.all([
      registeredUser({ provision: 50_000 }),
      registeredUser({ provision: 50_000 }),
    ]);
    await placeBid({ auctionId: auction.id, bidderUid: bidder.uid, amount: 50_000, maxAmount: 60_000 });
    expect((await balanceOf(bidder.uid)).blocked).toBe(depositFor(60_000));

    const shown = await detail({ params: { id: auction.id } });
    expect(shown.body.auction).toMatchObject({ buyNowPrice: 100_000, currentPrice: 50_000 });

    const response = await buyNow.post(buyer.token, { params: { id: auction.id }, body: { price: 100_000 } });
    expect(response.status).toBe(201);
    expect(response.body.auction).toMatchObject({
      status: "ended",
      result: "sold",
      currentPrice: 100_000,
      buyNowPrice: null,
    });

    const row = await auctionRow(auction.id);
    expect(row).toMatchObject({ state: "sold", leaderUid: buyer.uid, currentPrice: 100_000 });
    expect(row.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.closedAt).not.toBeNull();

    const [order] = await ordersOf(auction.id);
    expect(order).toMatchObject({
      id: response.body.orderId,
      buyerUid: buyer.uid,
      price: 100_000,
      commission: buyerCommission(100_000),
      status: "awaiting_payment",
    });
    expect(await expectBooks(bidder.uid)).toMatchObject({ blocked: 0, total: 50_000 });
    expect(await expectBooks(buyer.uid)).toMatchObject({ blocked: depositFor(100_000), total: 50_000 });

    expect(await noticesOf(buyer.uid, "auction_won")).toHaveLength(1);
    expect(await noticesOf(bidder.uid, "auction_lost")).toHaveLength(1);

    // Over: a second buy and a late bid are refused.
    const again = await buyNow.post(bidder.token, { params: { id: auction.id } });
    expect(again).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.buyNowNotOffered } });
    await expect(
      placeBid({ auctionId: auction.id, bidderUid: bidder.uid, amount: 61_000, maxAmount: null }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("a leading bidder may buy: their bid block is replaced by the sale's deposit", async () => {
    const { auction } = await makeAuction({ startingPrice: 50_000, increment: 1_000, buyNowPrice: 90_000 });
    const leader = await registeredUser({ provision: 20_000 });
    await placeBid({ auctionId: auction.id, bidderUid: leader.uid, amount: 50_000, maxAmount: null });
    await buyAuctionNow(auction.id, leader.uid);
    expect(await expectBooks(leader.uid)).toMatchObject({ blocked: depositFor(90_000), total: 20_000 });
    expect(await auctionRow(auction.id)).toMatchObject({ state: "sold", currentPrice: 90_000, leaderUid: leader.uid });
  });

  it("is withdrawn at 70 % of the Hemen Al price and refuses the seller, staff and too little provision", async () => {
    const seller = await registeredUser({ provision: 50_000 });
    const { auction } = await makeAuction({
      startingPrice: 50_000,
      increment: 1_000,
      buyNowPrice: 100_000,
      sellerUid: seller.uid,
    });
    const [poor, staff, bidder] = await Promise.all([
      registeredUser({ provision: depositFor(100_000) - 1 }),
      staffAccount({ roles: [] }),
      registeredUser({ provision: 50_000 }),
    ]);
    const post = (token: string) => buyNow.post(token, { params: { id: auction.id } });
    expect(await post(seller.token)).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.ownAuctionBuy } });
    expect((await post(staff.token)).status).toBe(403);
    expect(await post(poor.token)).toMatchObject({ status: 409, body: { error: expect.stringMatching(/1 TL eksik/) } });
    expect(await buyNow.post(bidder.token, { params: { id: auction.id }, body: { price: 90_000 } })).toMatchObject({
      status: 409,
      body: { error: AUCTION_ERRORS.buyNowPriceChanged },
    });

    await placeBid({ auctionId: auction.id, bidderUid: bidder.uid, amount: 70_000, maxAmount: null });
    expect((await detail({ params: { id: auction.id } })).body.auction.buyNowPrice).toBeNull();
    expect(await post(poor.token)).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.buyNowNotOffered } });
    expect(await ordersOf(auction.id)).toHaveLength(0);
    expect(await auctionRow(auction.id)).toMatchObject({ state: "live", leaderUid: bidder.uid });
  });

  it("a bid and a buy arriving together: exactly one wins, every time, and the books stay whole", async () => {
    const rounds = 8;
    const made = await Promise.all(
      Array.from({ length: rounds }, () =>
        makeAuction({ startingPrice: 50_000, increment: 1_000, buyNowPrice: 100_000 }),
      ),
    );
    const [bidder, buyer] = await Promise.all([
      registeredUser({ provision: 1_000_000 }),
      registeredUser({ provision: 1_000_000 }),
    ]);
    let buysWon = 0;
    for (const { auction } of made) {
      // The bid reaches 70 % of the Hemen Al price: after it the buy is no longer offered, and after the buy
      // the auction is over. Both are sent in the same tick and only the row lock decides the order.
      const [bid, buy] = await Promise.allSettled([
        placeBid({ auctionId: auction.id, bidderUid: bidder.uid, amount: 70_000, maxAmount: null }),
        buyAuctionNow(auction.id, buyer.uid),
      ]);
      expect([bid.status, buy.status].filter((s) => s === "fulfilled")).toHaveLength(1);
      const row = await auctionRow(auction.id);
      const orders = await ordersOf(auction.id);
      if (buy.status === "fulfilled") {
        buysWon++;
        expect(bid).toMatchObject({ status: "rejected", reason: { code: "conflict" } });
        expect(row).toMatchObject({ state: "sold", leaderUid: buyer.uid, currentPrice: 100_000, bidCount: 0 });
        expect(orders.map((o) => [o.buyerUid, o.price])).toEqual([[buyer.uid, 100_000]]);
      } else {
        expect(buy).toMatchObject({ status: "rejected", reason: { message: AUCTION_ERRORS.buyNowNotOffered } });
        expect(row).toMatchObject({ state: "live", leaderUid: bidder.uid, currentPrice: 70_000 });
        expect(orders).toHaveLength(0);
      }
    }
    const buyerBooks = await expectBooks(buyer.uid);
    const bidderBooks = await expectBooks(bidder.uid);
    expect(buyerBooks.blocked).toBe(buysWon * depositFor(100_000));
    expect(bidderBooks.blocked).toBe((rounds - buysWon) * depositFor(70_000));
  });
});
