import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { createAuctionOrder } from "@/lib/server/orders/service";
import { applyLedgerMove } from "@/lib/server/deposits/service";
import { expireOffer } from "@/lib/server/offers/service";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import acceptHandler from "@/pages/api/me/offers/[id]/accept";
import declineHandler from "@/pages/api/me/offers/[id]/decline";
import sellerCounterHandler from "@/pages/api/me/offers/[id]/counter";
import myOffersHandler from "@/pages/api/me/offers";
import staffCounterHandler from "@/pages/api/management/offers/[id]/counter";
import orderHandler from "@/pages/api/management/orders/[id]";
import liftBanHandler from "@/pages/api/management/users/[uid]/trading-ban";
import relistHandler from "@/pages/api/management/auctions/[id]/relist";
import managedAuctionsHandler from "@/pages/api/management/auctions";
import managedOffersHandler from "@/pages/api/management/offers";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import userDetailHandler from "@/pages/api/management/users/[uid]";
import { blockInvariant, makeAuction, endNow, ordersOfAuction as ordersOf } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import { pastDue } from "@/tests/integration/helpers/orders";

const bid = serveHandler(bidsHandler);
const buy = serveHandler(buyHandler);
const accept = serveHandler(acceptHandler);
const decline = serveHandler(declineHandler);
const sellerCounter = serveHandler(sellerCounterHandler);
const staffCounter = serveHandler(staffCounterHandler);
const myOffers = serveHandler(myOffersHandler);
const managedAuctions = serveHandler(managedAuctionsHandler);
const managedOffers = serveHandler(managedOffersHandler);
const order = serveHandler(orderHandler);
const liftBan = serveHandler(liftBanHandler);
const userDetail = serveHandler(userDetailHandler);
const relist = serveHandler(relistHandler);

const placeBid = (user: TestAccount, auctionId: number, amount: number) =>
  bid.post(user.token, { params: { id: auctionId }, body: { amount } });

const offersOf = (auctionId: number) =>
  getDb()
    .select()
    .from(schema.auctionOffers)
    .where(eq(schema.auctionOffers.auctionId, auctionId))
    .orderBy(schema.auctionOffers.id);

const auctionState = async (id: number) =>
  (await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, id)))[0].state;

const notificationKinds = async (uid: string) =>
  (await getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, uid))).map((n) => n.kind);

/** Two bidders below a 100.000 TL reserve: A at 60.000, B leading at 61.000 (8.000 TL blocked). */
async function belowReserve(opts: { sellerUid?: string | null; provision?: number } = {}) {
  const { auction } = await makeAuction({
    startingPrice: 60_000,
    reservePrice: 100_000,
    sellerUid: opts.sellerUid ?? null,
  });
  const a = await registeredUser({ provision: 10_000 });
  const b = await registeredUser({ provision: opts.provision ?? 10_000 });
  expect((await placeBid(a, auction.id, 60_000)).status).toBe(200);
  expect((await placeBid(b, auction.id, 61_000)).status).toBe(200);
  await endNow(auction.id);
  const [offer] = await offersOf(auction.id);
  return { auction, a, b, offer };
}

describe("reserve not met: the top bidder's 24-hour offer", () => {
  it("an auction whose offer still waits cannot be relisted; once it expired, it can", async () => {
    const { auction, offer } = await belowReserve();
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    const body = { startsAt: hours(1), endsAt: hours(49) };
    // The server's actions say so first: no relist button while the offer waits; staff see the offer.
    const actionsOf = async () =>
      (await managedAuctions({ token: staff.token, query: { state: "unsold", pageSize: "48" } })).body.items.find(
        (a: { id: number }) => a.id === auction.id,
      ).actions;
    expect(await actionsOf()).toEqual([]);
    const open = (await managedOffers({ token: staff.token, query: { status: "open" } })).body.items;
    expect(open.find((o: { id: number }) => o.id === offer.id)).toMatchObject({
      auctionId: auction.id,
      reserve: offer.price,
      topBid: offer.topBid,
      consigned: false,
      actions: ["counter"],
    });
    const refused = await relist.post(staff.token, { params: { id: auction.id }, body });
    expect(refused).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.relistWhileOffer } });
    expect(
      (await getDb().select().from(schema.auctions).where(eq(schema.auctions.vehicleId, auction.vehicleId))).length,
    ).toBe(1);
    await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 1_000));
    expect(await actionsOf()).toEqual(["relist"]);
    expect((await relist.post(staff.token, { params: { id: auction.id }, body })).status).toBe(201);
  });

  it("closing below the reserve offers the reserve to the top bidder, keeps their block, and accepting makes the usual order", async () => {
    const { auction, a, b, offer } = await belowReserve();
    expect(await auctionState(auction.id)).toBe("unsold");
    expect(offer).toMatchObject({ kind: "reserve", buyerUid: b.uid, price: 100_000, topBid: 61_000, status: "open" });
    expect(offer.expiresAt.getTime() - offer.createdAt.getTime()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(await blockInvariant(b.uid)).toMatchObject({ total: 10_000, blocked: 8_000, activeBlocks: 8_000 });
    expect(await blockInvariant(a.uid)).toMatchObject({ blocked: 0, activeBlocks: 0 });
    expect(await notificationKinds(b.uid)).toContain("auction_reserve_not_met");

    const mine = await myOffers({ token: b.token });
    expect(mine.body).toEqual({
      items: [
        expect.objectContaining({ id: offer.id, price: 100_000, commission: 8_000, actions: ["accept", "decline"] }),
      ],
      ban: null,
    });
    // Another user's offer is not theirs to accept.
    expect((await accept.post(a.token, { params: { id: offer.id } })).status).toBe(404);

    const accepted = await accept.post(b.token, { params: { id: offer.id } });
    expect(accepted.status).toBe(201);
    const [row] = await ordersOf(auction.id);
    expect(accepted.body.offer).toMatchObject({ status: "accepted", orderId: row.id, actions: [] });
    expect(row).toMatchObject({ buyerUid: b.uid, price: 100_000, commission: 8_000, status: "awaiting_payment" });
    expect(row.paymentDueAt.getTime()).toBeGreaterThan(Date.now());
    expect(await auctionState(auction.id)).toBe("sold");
    expect(await blockInvariant(b.uid)).toMatchObject({
      total: 10_000,
      blocked: 8_000,
      activeBlocks: 8_000,
      ledgerBlocked: 8_000,
    });
    expect(await notificationKinds(b.uid)).toContain("order_created");
    // Once: a second accept, a decline or the timer change nothing.
    expect((await accept.post(b.token, { params: { id: offer.id } })).status).toBe(409);
    expect((await decline.post(b.token, { params: { id: offer.id } })).status).toBe(409);
    expect(await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 1))).toBeNull();
    expect(await ordersOf(auction.id)).toHaveLength(1);
  });

  it("a price in a higher commission band tops the block up, refused in Turkish when the provision is short", async () => {
    const { auction } = await makeAuction({ startingPrice: 200_000, reservePrice: 260_000 });
    const b = await registeredUser({ provision: 10_000 });
    expect((await placeBid(b, auction.id, 200_000)).status).toBe(200);
    await endNow(auction.id);
    const [offer] = await offersOf(auction.id);
    const short = await accept.post(b.token, { params: { id: offer.id } });
    expect(short.status).toBe(409);
    expect(short.body.error).toBe(
      "Bu satın alma için 12.000 TL teminat gerekiyor; kullanılabilir provizyonunuzda 2.000 TL eksik.",
    );
    await getDb().transaction((tx) =>
      applyLedgerMove(tx, { uid: b.uid, kind: "deposit", amount: 2_000, refType: "test", refId: "top-up" }),
    );
    expect((await accept.post(b.token, { params: { id: offer.id } })).status).toBe(201);
    expect(await blockInvariant(b.uid)).toMatchObject({ total: 12_000, blocked: 12_000, activeBlocks: 12_000 });
  });

  it("staff counter once between the top bid and the reserve, audited; a consigned vehicle's owner counters instead of staff", async () => {
    const clerk = await staffAccount({ roles: ["auctions:write"] });
    const { b, offer } = await belowReserve();
    const counter = (price: number) => staffCounter.post(clerk.token, { params: { id: offer.id }, body: { price } });
    expect((await counter(61_000)).status).toBe(409);
    expect((await counter(100_000)).body.error).toBe("Karşı teklif 61.000 TL ile 100.000 TL arasında olmalıdır.");
    const countered = await counter(80_000);
    expect(countered.status).toBe(200);
    expect(countered.body.offer).toMatchObject({ price: 80_000, countered: true, actions: [] });
    expect((await counter(85_000)).body.error).toBe("Bu teklife zaten bir kez karşı teklif verildi.");
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "auction.offer_counter"), eq(schema.auditLog.staffUid, clerk.uid)));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ offerId: offer.id, from: 100_000, to: 80_000, buyerUid: b.uid });
    expect(await notificationKinds(b.uid)).toContain("auction_offer_made");
    expect((await accept.post(b.token, { params: { id: offer.id } })).status).toBe(201);
    const [row] = await ordersOf(offer.auctionId);
    expect(row).toMatchObject({ price: 80_000, commission: 8_000 });

    const owner = await registeredUser();
    const consigned = await belowReserve({ sellerUid: owner.uid });
    const body = { price: 90_000 };
    expect((await staffCounter.post(clerk.token, { params: { id: consigned.offer.id }, body })).body.error).toBe(
      "Emanet araçta karşı teklifi araç sahibi verir.",
    );
    expect((await sellerCounter.post(consigned.b.token, { params: { id: consigned.offer.id }, body })).status).toBe(
      404,
    );
    const byOwner = await sellerCounter.post(owner.token, { params: { id: consigned.offer.id }, body });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.offer).toMatchObject({ price: 90_000, countered: true });
  });

  it("declined or expired: unsold, the deposit released, no order", async () => {
    const first = await belowReserve();
    const declined = await decline.post(first.b.token, { params: { id: first.offer.id } });
    expect(declined.status).toBe(200);
    expect(declined.body.offer).toMatchObject({ status: "declined", actions: [] });
    expect(await blockInvariant(first.b.uid)).toMatchObject({ total: 10_000, blocked: 0, activeBlocks: 0 });
    expect(await auctionState(first.auction.id)).toBe("unsold");

    const second = await belowReserve();
    // The timer early does nothing; at the expiry it ends the offer, and a second run is a no-op.
    expect(await expireOffer(second.offer.id, new Date(second.offer.expiresAt.getTime() - 1))).toBeNull();
    expect(await expireOffer(second.offer.id, new Date(second.offer.expiresAt.getTime() + 1))).toBe("expired");
    expect(await expireOffer(second.offer.id, new Date(second.offer.expiresAt.getTime() + 2))).toBeNull();
    expect(await blockInvariant(second.b.uid)).toMatchObject({
      total: 10_000,
      blocked: 0,
      activeBlocks: 0,
      ledgerBlocked: 0,
    });
    expect((await accept.post(second.b.token, { params: { id: second.offer.id } })).status).toBe(409);
    expect(await ordersOf(second.auction.id)).toEqual([]);
    expect(await notificationKinds(second.b.uid)).toContain("auction_offer_closed");
  });

  it("an accept racing the expiry: exactly one outcome, and the books agree with it", async () => {
    for (let round = 0; round < 4; round++) {
      const { auction, b, offer } = await belowReserve();
      const [accepted, expired] = await Promise.all([
        accept.post(b.token, { params: { id: offer.id } }),
        expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 1)),
      ]);
      const [row] = await offersOf(auction.id);
      if (accepted.status === 201) {
        expect(expired).toBeNull();
        expect(row.status).toBe("accepted");
        expect(await ordersOf(auction.id)).toHaveLength(1);
        expect(await blockInvariant(b.uid)).toMatchObject({ blocked: 8_000, activeBlocks: 8_000 });
      } else {
        expect(accepted.status).toBe(409);
        expect(expired).toBe("expired");
        expect(row.status).toBe("expired");
        expect(await ordersOf(auction.id)).toEqual([]);
        expect(await blockInvariant(b.uid)).toMatchObject({ blocked: 0, activeBlocks: 0 });
      }
    }
  });
});

/** B wins at 61.000 and does not pay: staff cancel past the due date and collect B's deposit. */
async function nonPayer(clerk: TestAccount, opts: { aProvision?: number } = {}) {
  const { auction } = await makeAuction({ startingPrice: 60_000 });
  const a = await registeredUser({ provision: opts.aProvision ?? 10_000 });
  const b = await registeredUser({ provision: 10_000 });
  expect((await placeBid(a, auction.id, 60_000)).status).toBe(200);
  expect((await placeBid(b, auction.id, 61_000)).status).toBe(200);
  await endNow(auction.id);
  const [won] = await ordersOf(auction.id);
  await pastDue(won.id);
  const cancelled = await order.patch(clerk.token, {
    params: { id: won.id },
    body: { status: "cancelled", forfeitDeposit: true },
  });
  expect(cancelled.body).toMatchObject({ forfeited: 8_000 });
  return { auction, a, b, wonId: won.id };
}

describe("second chance after a non-payer", () => {
  it("the next-highest bidder gets 24 hours at their own highest bid; their deposit is blocked on acceptance", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { auction, a, b, wonId } = await nonPayer(clerk);
    const [offer] = await offersOf(auction.id);
    expect(offer).toMatchObject({ kind: "second_chance", buyerUid: a.uid, price: 60_000, sourceOrderId: wonId });
    expect(await blockInvariant(a.uid)).toMatchObject({ total: 10_000, blocked: 0 });
    expect(await notificationKinds(a.uid)).toContain("auction_offer_made");
    expect((await accept.post(b.token, { params: { id: offer.id } })).status).toBe(404);

    expect((await accept.post(a.token, { params: { id: offer.id } })).status).toBe(201);
    const rows = await ordersOf(auction.id);
    expect(rows.map((o) => [o.buyerUid, o.price, o.commission, o.status])).toEqual([
      [b.uid, 61_000, 8_000, "cancelled"],
      [a.uid, 60_000, 8_000, "awaiting_payment"],
    ]);
    expect(await blockInvariant(a.uid)).toMatchObject({
      total: 10_000,
      blocked: 8_000,
      activeBlocks: 8_000,
      ledgerBlocked: 8_000,
    });
  });

  it("refused in Turkish when the available provision is short; expiry then leaves everything as it was", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { auction, a } = await nonPayer(clerk);
    // A's provision is now held by a bid elsewhere.
    const { auction: other } = await makeAuction({ startingPrice: 60_000 });
    expect((await placeBid(a, other.id, 60_000)).status).toBe(200);
    const [offer] = await offersOf(auction.id);
    const refused = await accept.post(a.token, { params: { id: offer.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Bu satın alma için 8.000 TL teminat gerekiyor; kullanılabilir provizyonunuzda 6.000 TL eksik.",
    );
    expect(await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 1))).toBe("expired");
    expect(await blockInvariant(a.uid)).toMatchObject({ total: 10_000, blocked: 8_000, activeBlocks: 8_000 });
    expect((await ordersOf(auction.id)).map((o) => o.status)).toEqual(["cancelled"]);
  });

  it("an accept racing another new order of the same auction: exactly one open order", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { auction, a, b } = await nonPayer(clerk);
    const [offer] = await offersOf(auction.id);
    const [accepted, other] = await Promise.all([
      accept.post(a.token, { params: { id: offer.id } }),
      getDb().transaction((tx) =>
        createAuctionOrder(tx, {
          auctionId: auction.id,
          vehicleId: auction.vehicleId,
          buyerUid: b.uid,
          price: 61_000,
          commission: 8_000,
        }),
      ),
    ]);
    const open = (await ordersOf(auction.id)).filter((o) => o.status !== "cancelled");
    expect(open).toHaveLength(1);
    if (accepted.status === 201) {
      expect(other).toBeUndefined();
      expect(open[0].buyerUid).toBe(a.uid);
      expect(await blockInvariant(a.uid)).toMatchObject({ blocked: 8_000 });
    } else {
      expect(accepted.body.error).toBe("Bu ihale için zaten açık bir sipariş var.");
      expect(other).toBeDefined();
      expect(open[0].buyerUid).toBe(b.uid);
      expect(await blockInvariant(a.uid)).toMatchObject({ blocked: 0, activeBlocks: 0 });
    }
  });
});

describe("non-payers: two captures within 12 months", () => {
  it("bans bidding and buying for 90 days (403 trading_banned, shown on /profil), until staff lift it with a reason", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const usersClerk = await staffAccount({ roles: ["users:read", "users:write"] });
    const b = await registeredUser({ provision: 30_000 });
    for (let i = 0; i < 2; i++) {
      const { auction } = await makeAuction({ startingPrice: 60_000 });
      expect((await placeBid(b, auction.id, 60_000)).status).toBe(200);
      await endNow(auction.id);
      const [won] = await ordersOf(auction.id);
      await pastDue(won.id);
      // After the first capture nothing is banned yet.
      if (i === 1) expect((await myOffers({ token: b.token })).body.ban).toBeNull();
      await order.patch(clerk.token, { params: { id: won.id }, body: { status: "cancelled", forfeitDeposit: true } });
    }
    const { ban } = (await myOffers({ token: b.token })).body;
    const days = (new Date(ban.endsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const { auction } = await makeAuction({ startingPrice: 60_000 });
    const refused = await placeBid(b, auction.id, 60_000);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("trading_banned");
    expect(refused.body.error).toMatch(/^Ödenmeyen iki sipariş nedeniyle .* tarihine kadar teklif veremez/);
    const { listing } = await makeListing({ price: 100_000 });
    const bought = await buy.post(b.token, { params: { id: listing.id } });
    expect(bought.status).toBe(403);
    expect(bought.body.code).toBe("trading_banned");

    const shown = await userDetail({ token: usersClerk.token, params: { uid: b.uid } });
    expect(shown.body.tradingBan).toEqual({ endsAt: ban.endsAt });
    expect(shown.body.actions).toContain("lift_trading_ban");

    const lift = (reason: string) => liftBan.delete(usersClerk.token, { params: { uid: b.uid }, body: { reason } });
    expect((await lift("")).status).toBe(422);
    expect((await lift("Borç ödendi, dekont alındı.")).body).toEqual({ lifted: 1 });
    expect((await lift("Borç ödendi, dekont alındı.")).status).toBe(404);
    const [audit] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "user.trading_ban_lift"), eq(schema.auditLog.targetId, b.uid)));
    expect(audit).toMatchObject({ staffUid: usersClerk.uid, targetType: "user" });
    expect(audit.details).toMatchObject({ reason: "Borç ödendi, dekont alındı." });
    expect((await myOffers({ token: b.token })).body.ban).toBeNull();
    const after = await userDetail({ token: usersClerk.token, params: { uid: b.uid } });
    expect(after.body.tradingBan).toBeNull();
    expect(after.body.actions).not.toContain("lift_trading_ban");
    expect((await placeBid(b, auction.id, 60_000)).status).toBe(200);
  });
});
