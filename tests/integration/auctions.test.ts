import { and, asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeAuction } from "@/lib/server/auctions/closing";
import { expireOffer } from "@/lib/server/offers/service";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import detailHandler from "@/pages/api/auctions/[id]";
import eventsHandler from "@/pages/api/auctions/[id]/events";
import listHandler from "@/pages/api/auctions";
import myBidsHandler from "@/pages/api/me/bids";
import myWinsHandler from "@/pages/api/me/wins";
import cancelHandler from "@/pages/api/management/auctions/[id]/cancel";
import orderHandler from "@/pages/api/management/orders/[id]";
import ordersHandler from "@/pages/api/management/orders";
import { auctionRow, balanceOf, blockInvariant, makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, signUp, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import { walkToTransferred } from "@/tests/integration/helpers/orders";

const bid = serveHandler(bidsHandler);
const detail = serveHandler(detailHandler);
const events = serveHandler(eventsHandler);
const list = serveHandler(listHandler);
const myBids = serveHandler(myBidsHandler);
const myWins = serveHandler(myWinsHandler);
const cancel = serveHandler(cancelHandler);
const order = serveHandler(orderHandler);
const orders = serveHandler(ordersHandler);

const placeBid = (user: TestAccount, auctionId: number, amount: number, maxAmount?: number) =>
  bid.post(user.token, {
    params: { id: auctionId },
    body: maxAmount === undefined ? { amount } : { amount, maxAmount },
  });

/** The three views of what is blocked agree, and the figures are exactly the ones this test expects. */
async function expectBooksBalance(uid: string, expected: { total: number; blocked: number }) {
  const books = await blockInvariant(uid);
  expect(books.blocked).toBe(books.activeBlocks);
  expect(books.blocked).toBe(books.ledgerBlocked);
  expect({ total: books.total, blocked: books.blocked }).toEqual(expected);
  return books;
}

describe("placing bids", () => {
  it("blocks the leader's deposit and releases it in the same step when outbid", async () => {
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    const ali = await registeredUser({ provision: 20_000, name: "Ali", lastName: "Kaya" });
    const veli = await registeredUser({ provision: 20_000, name: "Veli", lastName: "Demir" });

    const first = await placeBid(ali, auction.id, 50_000);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      leading: true,
      auction: { currentPrice: 50_000, bidCount: 1, minimumBid: 51_000, commission: 8_000 },
    });
    expect(await balanceOf(ali.uid)).toEqual({ total: 20_000, blocked: 8_000 });

    const second = await placeBid(veli, auction.id, 51_000);
    expect(second.status).toBe(200);
    expect(second.body.leading).toBe(true);
    expect(await balanceOf(ali.uid)).toEqual({ total: 20_000, blocked: 0 });
    expect(await balanceOf(veli.uid)).toEqual({ total: 20_000, blocked: 8_000 });
    await expectBooksBalance(ali.uid, { total: 20_000, blocked: 0 });
    await expectBooksBalance(veli.uid, { total: 20_000, blocked: 8_000 });

    const shown = await detail({ params: { id: auction.id } });
    expect(shown.status).toBe(200);
    expect(shown.body.auction.bids.map((b: { bidder: string; amount: number }) => [b.bidder, b.amount])).toEqual([
      ["V*** D***", 51_000],
      ["A*** K***", 50_000],
    ]);
    expect(shown.body.auction.vehicle.plate).toMatch(/^34 \*\*\* \d\d$/);
    expect(JSON.stringify(shown.body)).not.toContain(veli.uid);
    expect(shown.body).not.toHaveProperty("auction.reservePrice");
  });

  it("resolves competing maximums at once and keeps the earlier one on a tie", async () => {
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    const a = await registeredUser({ provision: 50_000 });
    const b = await registeredUser({ provision: 50_000 });

    expect((await placeBid(a, auction.id, 50_000, 80_000)).body.auction.currentPrice).toBe(50_000);
    const tie = await placeBid(b, auction.id, 51_000, 80_000);
    expect(tie.status).toBe(200);
    expect(tie.body).toMatchObject({ leading: false, auction: { currentPrice: 80_000 } });
    expect((await auctionRow(auction.id)).leaderUid).toBe(a.uid);
    expect(await balanceOf(b.uid)).toEqual({ total: 50_000, blocked: 0 });

    const over = await placeBid(b, auction.id, 81_000, 120_000);
    expect(over.body).toMatchObject({ leading: true, auction: { currentPrice: 81_000 } });
    expect((await auctionRow(auction.id)).leaderMax).toBe(120_000);

    const mine = await myBids({ token: a.token });
    expect(mine.body.items[0]).toMatchObject({
      position: "outbid",
      leading: false,
      myMax: 80_000,
      auction: { id: auction.id },
    });
    const theirs = await myBids({ token: b.token });
    expect(theirs.body.items[0]).toMatchObject({ position: "leading", leading: true, myMax: 120_000 });
  });

  it("re-blocks at the higher band when the leader raises the maximum past 250.000", async () => {
    const { auction } = await makeAuction({ startingPrice: 200_000 });
    const a = await registeredUser({ provision: 15_000 });
    await placeBid(a, auction.id, 200_000);
    expect((await balanceOf(a.uid)).blocked).toBe(8_000);
    const raised = await placeBid(a, auction.id, 202_500, 300_000);
    expect(raised.status).toBe(200);
    expect(raised.body.auction.currentPrice).toBe(200_000);
    expect((await balanceOf(a.uid)).blocked).toBe(12_000);
    const books = await expectBooksBalance(a.uid, { total: 15_000, blocked: 12_000 });
    expect(books.activeBlocks).toBe(12_000);
    const tooHigh = await placeBid(a, auction.id, 202_500, 600_000);
    expect(tooHigh.status).toBe(409);
    expect(tooHigh.body.error).toBe("Bu teklif için 20.000 TL kullanılabilir provizyon gerekiyor; 5.000 TL eksik.");
    expect((await balanceOf(a.uid)).blocked).toBe(12_000);
  });

  it("moves the end to now + 3 minutes for a bid in the last 3 minutes", async () => {
    const endsAt = new Date(Date.now() + 60_000);
    const { auction } = await makeAuction({ endsAt });
    const a = await registeredUser({ provision: 10_000 });
    const before = Date.now();
    const res = await placeBid(a, auction.id, 50_000);
    const after = Date.now();
    const newEnd = Date.parse(res.body.auction.endsAt);
    expect(newEnd).toBeGreaterThanOrEqual(before + 180_000);
    expect(newEnd).toBeLessThanOrEqual(after + 180_000);
    expect((await auctionRow(auction.id)).endsAt.getTime()).toBe(newEnd);
  });

  it("takes 200 concurrent bids from 20 users without losing one or breaking the books", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => registeredUser({ provision: i < 18 ? 40_000 : 9_000 })),
    );
    // Deterministic spread of amounts and maximums; every user sends 10 bids at once.
    const requests = users.flatMap((u, i) =>
      Array.from({ length: 10 }, (_, j) => {
        const amount = 10_000 + ((i * 37 + j * 53) % 150) * 100 + j * 400;
        const withMax = (i + j) % 3 === 0;
        const max = withMax ? amount + ((i * 11 + j * 7) % 30) * 1_000 + (i % 5 === 0 ? 250_000 : 0) : undefined;
        return { user: u, amount, max };
      }),
    );
    // Sent cheapest first, so the lock queue sees rising amounts and many bids are accepted, not
    // just the few that happen to beat everything before them.
    requests.sort((x, y) => x.amount - y.amount);
    const results = await Promise.all(
      requests.map((r) => placeBid(r.user, auction.id, r.amount, r.max).then((res) => ({ ...r, res }))),
    );

    const accepted = results.filter((r) => r.res.status === 200);
    expect(accepted.length).toBeGreaterThan(1);
    for (const r of results.filter((x) => x.res.status !== 200)) {
      expect([409, 422]).toContain(r.res.status);
      expect(r.res.body.error).toMatch(/Teklifiniz en az|zaten sizde|provizyon/);
    }

    const final = await auctionRow(auction.id);
    // Exactly one leader, holding the only active block of this auction.
    const blocks = await getDb()
      .select()
      .from(schema.depositBlocks)
      .where(and(eq(schema.depositBlocks.auctionId, auction.id), eq(schema.depositBlocks.state, "active")));
    expect(blocks).toHaveLength(1);
    expect(blocks[0].uid).toBe(final.leaderUid);

    // Every accepted bid is stored, once, as typed (a leader's bid is stored as a maximum raise).
    const stored = await getDb()
      .select()
      .from(schema.bids)
      .where(eq(schema.bids.auctionId, auction.id))
      .orderBy(asc(schema.bids.id));
    const typed = stored.filter((b) => b.kind !== "auto");
    expect(typed).toHaveLength(accepted.length);
    const byId = new Map(stored.map((b) => [b.id, b]));
    expect(new Set(accepted.map((r) => r.res.body.bidId)).size).toBe(accepted.length);
    for (const r of accepted) {
      const row = byId.get(r.res.body.bidId);
      expect(row?.bidderUid).toBe(r.user.uid);
      if (row?.kind === "bid") expect([row.amount, row.maxAmount]).toEqual([r.amount, r.max ?? null]);
      else expect(row).toMatchObject({ kind: "raise", maxAmount: Math.max(r.amount, r.max ?? 0) });
    }
    expect(final.bidCount).toBe(stored.filter((b) => b.kind !== "raise").length);

    // The price never went down: visible bids in commit order, and the answers in version order.
    const visible = stored.filter((b) => b.kind !== "raise").map((b) => b.amount);
    for (let i = 1; i < visible.length; i++) expect(visible[i]).toBeGreaterThanOrEqual(visible[i - 1]);
    const byVersion = accepted.map((r) => r.res.body.auction).sort((x, y) => x.version - y.version);
    for (let i = 1; i < byVersion.length; i++)
      expect(byVersion[i].currentPrice).toBeGreaterThanOrEqual(byVersion[i - 1].currentPrice);
    expect(final.currentPrice).toBe(Math.max(...byVersion.map((a) => a.currentPrice)));

    // Every user's books: blocked = Σ active blocks = ledger, and exactly what this user paid in and holds.
    for (const u of users) {
      const provision = users.indexOf(u) < 18 ? 40_000 : 9_000;
      await expectBooksBalance(u.uid, {
        total: provision,
        blocked: u.uid === final.leaderUid ? blocks[0].amount : 0,
      });
    }
  });

  it("leaves a user outbid on every auction with nothing blocked", async () => {
    const one = await makeAuction();
    const two = await makeAuction({ startingPrice: 300_000 });
    const loser = await registeredUser({ provision: 30_000 });
    const winner = await registeredUser({ provision: 60_000 });
    expect((await placeBid(loser, one.auction.id, 50_000)).status).toBe(200);
    expect((await placeBid(loser, two.auction.id, 300_000)).status).toBe(200);
    expect((await balanceOf(loser.uid)).blocked).toBe(20_000);
    await Promise.all([placeBid(winner, one.auction.id, 60_000), placeBid(winner, two.auction.id, 310_000)]);
    expect((await balanceOf(loser.uid)).blocked).toBe(0);
    await expectBooksBalance(loser.uid, { total: 30_000, blocked: 0 });
    const entries = await getDb()
      .select()
      .from(schema.provisionEntries)
      .where(and(eq(schema.provisionEntries.uid, loser.uid), eq(schema.provisionEntries.refType, "auction")));
    expect(entries.map((e) => e.kind).sort()).toEqual(["block", "block", "release", "release"]);
  });
});

describe("refusing bad bids", () => {
  async function snapshot(auctionId: number, uids: string[]) {
    const db = getDb();
    const [{ n: bidsN }] = await db
      .select({ n: count() })
      .from(schema.bids)
      .where(eq(schema.bids.auctionId, auctionId));
    const [{ n: entriesN }] = await db.select({ n: count() }).from(schema.provisionEntries);
    const balances = await Promise.all(uids.map((u) => balanceOf(u)));
    const { updatedAt: _u, ...row } = await auctionRow(auctionId);
    return { bidsN, entriesN, balances, row };
  }

  it("refuses every bad input with a Turkish 4xx and changes nothing", async () => {
    const seller = await registeredUser({ provision: 50_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000, sellerUid: seller.uid });
    const leader = await registeredUser({ provision: 20_000 });
    const poor = await registeredUser({ provision: 5_000 });
    const bidder = await registeredUser({ provision: 20_000 });
    const noProfile = await signUp();
    expect((await placeBid(leader, auction.id, 60_000, 70_000)).status).toBe(200);
    const scheduled = await makeAuction({
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
    });
    const ended = await makeAuction({
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 1_000),
    });
    const cancelled = await makeAuction();
    await getDb()
      .update(schema.auctions)
      .set({ state: "cancelled" })
      .where(eq(schema.auctions.id, cancelled.auction.id));

    const uids = [seller.uid, leader.uid, poor.uid, bidder.uid];
    const before = await snapshot(auction.id, uids);
    const cases: Array<[string, Parameters<typeof bid>[0], number, RegExp]> = [
      ["no token", { body: { amount: 80_000 } }, 401, /Oturum/],
      ["garbage token", { authorization: "Bearer abc.def.ghi", body: { amount: 80_000 } }, 401, /Oturum/],
      ["no profile", { token: noProfile.token, body: { amount: 80_000 } }, 403, /kayıt/],
      ["missing amount", { token: bidder.token, body: {} }, 422, /Teklif tutarı/],
      ["amount as text", { token: bidder.token, body: { amount: "80000" } }, 422, /Teklif tutarı/],
      ["fractional amount", { token: bidder.token, body: { amount: 80_000.5 } }, 422, /tam TL/],
      ["negative amount", { token: bidder.token, body: { amount: -80_000 } }, 422, /sıfırdan büyük/],
      ["zero", { token: bidder.token, body: { amount: 0 } }, 422, /sıfırdan büyük/],
      ["absurd amount", { token: bidder.token, body: { amount: 1e15 } }, 422, /çok büyük/],
      ["max below amount", { token: bidder.token, body: { amount: 80_000, maxAmount: 79_000 } }, 422, /Azami teklif/],
      ["below current + increment", { token: bidder.token, body: { amount: 60_500 } }, 422, /en az 61\.000 TL/],
      [
        "amount off the increment grid",
        { token: bidder.token, body: { amount: 61_500 } },
        422,
        /^Teklif tutarı 1\.000 TL artışlarla verilebilir: 61\.000 TL ya da 62\.000 TL verebilirsiniz\.$/,
      ],
      [
        "maximum off the increment grid",
        { token: bidder.token, body: { amount: 80_000, maxAmount: 90_500 } },
        422,
        /^Azami teklif 1\.000 TL artışlarla verilebilir: 90\.000 TL ya da 91\.000 TL/,
      ],
      ["not enough provision", { token: poor.token, body: { amount: 80_000 } }, 409, /3\.000 TL eksik/],
      ["seller bidding", { token: seller.token, body: { amount: 80_000 } }, 409, /Kendi/],
      ["leader not raising", { token: leader.token, body: { amount: 62_000 } }, 409, /zaten sizde/],
      ["malformed JSON", { token: bidder.token, rawBody: "{amount:" }, 400, /JSON/],
      ["array body", { token: bidder.token, body: [80_000] }, 422, /./],
      ["array body, in Turkish", { token: bidder.token, body: [80_000] }, 422, /JSON nesnesi/],
      ["amount too large to be whole", { token: bidder.token, body: { amount: 1e30 } }, 422, /çok büyük/],
      ["GET instead of POST", { method: "GET", token: bidder.token }, 405, /yöntemi/],
    ];
    for (const [name, opts, status, message] of cases) {
      const res = await bid({ method: "POST", params: { id: auction.id }, ...opts });
      expect.soft(res.status, name).toBe(status);
      expect.soft(res.body?.error, name).toMatch(message);
    }
    const otherAuctions: Array<[string, number | string, number, RegExp]> = [
      ["unknown auction", 987_654_321, 404, /bulunamadı/],
      ["non-numeric id", "abc", 422, /Geçersiz kayıt/],
      ["not started", scheduled.auction.id, 409, /henüz başlamadı/],
      ["ended", ended.auction.id, 409, /sona erdi/],
      ["cancelled", cancelled.auction.id, 409, /iptal/],
    ];
    for (const [name, id, status, message] of otherAuctions) {
      const res = await bid.post(bidder.token, { params: { id }, body: { amount: 80_000 } });
      expect.soft(res.status, name).toBe(status);
      expect.soft(res.body?.error, name).toMatch(message);
    }
    expect(await snapshot(auction.id, uids)).toEqual(before);
    for (const a of [scheduled, ended, cancelled]) expect((await auctionRow(a.auction.id)).bidCount).toBe(0);
  });
});

describe("closing", () => {
  it("ten concurrent closers create exactly one order, and the winner's block stays", async () => {
    const { auction } = await makeAuction({ startingPrice: 240_000 });
    const a = await registeredUser({ provision: 30_000 });
    const b = await registeredUser({ provision: 30_000 });
    await placeBid(a, auction.id, 240_000);
    await placeBid(b, auction.id, 260_000);
    const closeAt = new Date((await auctionRow(auction.id)).endsAt.getTime() + 1_000);

    const results = await Promise.all(Array.from({ length: 10 }, () => closeAuction(auction.id, closeAt)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const orders = await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      buyerUid: b.uid,
      price: 260_000,
      commission: 12_000,
      status: "awaiting_payment",
    });
    expect((await auctionRow(auction.id)).state).toBe("sold");
    expect((await balanceOf(b.uid)).blocked).toBe(12_000);
    expect((await balanceOf(a.uid)).blocked).toBe(0);
    await expectBooksBalance(b.uid, { total: 30_000, blocked: 12_000 });

    const wins = await myWins({ token: b.token });
    expect(wins.body.items).toEqual([
      expect.objectContaining({
        auctionId: auction.id,
        price: 260_000,
        commission: 12_000,
        total: 272_000,
        status: "awaiting_payment",
      }),
    ]);
    expect((await myWins({ token: a.token })).body.items).toEqual([]);
    expect((await myBids({ token: a.token })).body.items[0].position).toBe("lost");
    expect((await myBids({ token: b.token })).body.items[0].position).toBe("won");
    expect((await placeBid(a, auction.id, 300_000)).status).toBe(409);
  });

  it("settling the winner's order releases the deposit; the lifecycle only moves forward", async () => {
    const { auction } = await makeAuction();
    const winner = await registeredUser({ provision: 10_000 });
    await placeBid(winner, auction.id, 50_000);
    await closeAuction(auction.id, new Date(auction.endsAt.getTime() + 1));
    const [{ id }] = await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id));
    const clerk = await staffAccount({ roles: ["orders:write"] });
    expect(
      (
        await order.patch((await staffAccount({ roles: ["auctions:write"] })).token, {
          params: { id },
          body: { status: "paid" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await orders({ token: clerk.token, query: { status: "awaiting_payment", pageSize: 100 } })).body.items.map(
        (o: { id: number }) => o.id,
      ),
    ).toContain(id);
    expect((await order.patch(clerk.token, { params: { id }, body: { status: "completed" } })).status).toBe(409);
    expect((await order.patch(clerk.token, { params: { id }, body: { status: "paid" } })).body).toMatchObject({
      order: { status: "paid" },
      released: 0,
    });
    expect((await balanceOf(winner.uid)).blocked).toBe(8_000);
    // The title transfer (PRODUCT §7.2) comes between the fee and completion.
    await walkToTransferred(clerk.token, id);
    expect((await order.patch(clerk.token, { params: { id }, body: { status: "completed" } })).body).toMatchObject({
      order: { status: "completed" },
      released: 8_000,
    });
    expect((await balanceOf(winner.uid)).blocked).toBe(0);
    await expectBooksBalance(winner.uid, { total: 10_000, blocked: 0 });
    const again = await order.patch(clerk.token, { params: { id }, body: { status: "cancelled" } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Sipariş tamamlandı durumunda; iptal edildi olarak işaretlenemez.");
    expect((await myWins({ token: winner.token })).body.items[0].status).toBe("completed");
  });

  it("an auction does not close before its end, whoever asks", async () => {
    const { auction } = await makeAuction();
    expect(await closeAuction(auction.id, new Date(auction.endsAt.getTime() - 1))).toBeNull();
    expect((await auctionRow(auction.id)).state).toBe("live");
  });

  it("closes unsold below the reserve and releases the leader's block", async () => {
    const { auction } = await makeAuction({ startingPrice: 50_000, reservePrice: 100_000 });
    const a = await registeredUser({ provision: 10_000 });
    await placeBid(a, auction.id, 60_000);
    const shown = await detail({ params: { id: auction.id } });
    expect(shown.body.auction).toMatchObject({ hasReserve: true, reserveMet: false });
    const closed = await closeAuction(auction.id, new Date(auction.endsAt.getTime() + 1));
    expect(closed?.state).toBe("unsold");
    // Issue 25: the leader's block stays through the 24-hour reserve offer; released when it runs out.
    const [offer] = await getDb()
      .select()
      .from(schema.auctionOffers)
      .where(eq(schema.auctionOffers.auctionId, auction.id));
    expect(await expireOffer(offer.id, new Date(offer.expiresAt.getTime() + 1))).toBe("expired");
    expect((await balanceOf(a.uid)).blocked).toBe(0);
    expect(await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id))).toEqual([]);
  });

  it("closes a due auction when it is read", async () => {
    const { auction } = await makeAuction({
      startsAt: new Date(Date.now() - 120_000),
      endsAt: new Date(Date.now() + 60_000),
    });
    const a = await registeredUser({ provision: 10_000 });
    await placeBid(a, auction.id, 50_000);
    // Put the end in the past, as if the timer had not run yet.
    await getDb()
      .update(schema.auctions)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(schema.auctions.id, auction.id));
    const shown = await detail({ params: { id: auction.id } });
    expect(shown.body.auction).toMatchObject({ status: "ended", result: "sold" });
    expect(await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id))).toHaveLength(1);
  });
});

describe("cancelling", () => {
  it("releases every block, refuses further bids, is audited and cannot run twice", async () => {
    const { auction } = await makeAuction();
    const users = await Promise.all([0, 1, 2].map(() => registeredUser({ provision: 30_000 })));
    await placeBid(users[0], auction.id, 50_000);
    await placeBid(users[1], auction.id, 51_000, 90_000);
    await placeBid(users[2], auction.id, 52_000);
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const refused = await cancel.post((await staffAccount({ roles: ["listings:write"] })).token, {
      params: { id: auction.id },
      body: { reason: "Araç hasarlı" },
    });
    expect(refused.status).toBe(403);
    expect((await balanceOf(users[1].uid)).blocked).toBe(8_000);

    const res = await cancel.post(staff.token, { params: { id: auction.id }, body: { reason: "Araç hasarlı çıktı" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      released: 1,
      auction: { state: "cancelled", cancelReason: "Araç hasarlı çıktı" },
    });
    for (const u of users) {
      expect((await balanceOf(u.uid)).blocked).toBe(0);
      await expectBooksBalance(u.uid, { total: 30_000, blocked: 0 });
    }
    const active = await getDb()
      .select()
      .from(schema.depositBlocks)
      .where(and(eq(schema.depositBlocks.auctionId, auction.id), eq(schema.depositBlocks.state, "active")));
    expect(active).toEqual([]);
    expect((await placeBid(users[0], auction.id, 100_000)).body.error).toMatch(/iptal/);
    expect((await cancel.post(staff.token, { params: { id: auction.id }, body: { reason: "Tekrar" } })).status).toBe(
      409,
    );
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "auction"), eq(schema.auditLog.targetId, String(auction.id))));
    expect(audit.map((a) => [a.action, a.staffUid])).toEqual([["auction.cancel", staff.uid]]);
    expect(await closeAuction(auction.id, new Date(auction.endsAt.getTime() + 1))).toBeNull();
  });
});

describe("list and live events", () => {
  it("filters, sorts and pages; bad filters are refused", async () => {
    const brand = `Test${Date.now().toString(36)}`;
    const made = [];
    for (const [i, price] of [120_000, 80_000, 200_000].entries()) {
      const m = await makeAuction({ startingPrice: price, endsAt: new Date(Date.now() + (i + 1) * 3_600_000) });
      await getDb()
        .update(schema.vehicles)
        .set({ brand, year: 2018 + i, km: 10_000 * (i + 1) })
        .where(eq(schema.vehicles.id, m.vehicle.id));
      made.push(m);
    }
    const byPrice = await list({ query: { brand, sort: "price_desc" } });
    expect(byPrice.status).toBe(200);
    expect(byPrice.body.items.map((c: { currentPrice: number }) => c.currentPrice)).toEqual([200_000, 120_000, 80_000]);
    expect(byPrice.body.items[0]).toMatchObject({
      title: `2020 ${brand} CBR650R`,
      city: "İstanbul",
      bidCount: 0,
      status: "live",
    });
    const ending = await list({ query: { brand } });
    expect(ending.body.items.map((c: { id: number }) => c.id)).toEqual(made.map((m) => m.auction.id));
    const filtered = await list({ query: { brand, yearMin: 2019, kmMax: 25_000 } });
    expect(filtered.body.items.map((c: { year: number }) => c.year)).toEqual([2019]);
    const paged = await list({ query: { brand, pageSize: 2, page: 2 } });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);
    // Past the last page an API list answers the empty page with the true total (lib/paging.ts).
    expect((await list({ query: { brand, pageSize: 2, page: 999 } })).body).toEqual({
      items: [],
      total: 3,
      page: 999,
      pageSize: 2,
    });
    expect((await list({ query: { brand, state: "ended" } })).body.total).toBe(0);
    expect((await list({ query: { sort: "cheapest" } })).status).toBe(422);
    expect((await list({ query: { city: "Atlantis" } })).body.error).toBe("Geçersiz il.");
  });

  it("streams every committed change; a reconnect with Last-Event-ID resumes after what it saw", async () => {
    const { auction } = await makeAuction();
    const a = await registeredUser({ provision: 10_000 });
    const controller = new AbortController();
    const opened = await openStream(auction.id, controller.signal);
    const first = await opened.next();
    expect(first.event).toBe("auction");
    expect(first.data).toMatchObject({ id: auction.id, bidCount: 0, currentPrice: 50_000 });
    const seen = first.id;

    await placeBid(a, auction.id, 55_000);
    const second = await opened.next();
    expect(second.data).toMatchObject({ bidCount: 1, currentPrice: 55_000 });
    expect(second.id).toBeGreaterThan(seen);
    expect(second.data.bids[0]).toMatchObject({ amount: 55_000, bidder: "T*** K***" });
    controller.abort();

    // Reconnect having seen the latest version: the next event is the next change, not a repeat.
    const again = new AbortController();
    const resumed = await openStream(auction.id, again.signal, second.id);
    const b = await registeredUser({ provision: 10_000 });
    await placeBid(b, auction.id, 56_000);
    const third = await resumed.next();
    expect(third.data).toMatchObject({ bidCount: 2, currentPrice: 56_000 });
    again.abort();

    expect((await events({ params: { id: 987_654_321 } })).status).toBe(404);
  });
});

/** A minimal EventSource over fetch, reading the real HTTP stream of the events handler. */
async function openStream(auctionId: number, signal: AbortSignal, lastEventId?: number) {
  const base = await streamBase();
  const url = new URL("/api", base);
  url.searchParams.set("__params", encodeURIComponent(JSON.stringify({ id: auctionId })));
  const response = await fetch(url, {
    signal,
    headers: lastEventId !== undefined ? { "Last-Event-ID": String(lastEventId) } : {},
  });
  expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<{ id: number; event: string; data: any }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split("\n")) {
            if (!line || line.startsWith(":")) continue;
            const i = line.indexOf(":");
            fields[line.slice(0, i)] = line.slice(i + 1).trimStart();
          }
          if (fields.data) return { id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}

let streamServerBase: string | null = null;
async function streamBase(): Promise<string> {
  if (streamServerBase) return streamServerBase;
  const http = await import("node:http");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = JSON.parse(decodeURIComponent(url.searchParams.get("__params") ?? "%7B%7D"));
    Object.assign(req, { query: params, cookies: {}, body: undefined });
    const apiRes = res as any;
    apiRes.status = (code: number) => ((res.statusCode = code), apiRes);
    apiRes.json = (data: unknown) => res.setHeader("Content-Type", "application/json").end(JSON.stringify(data));
    void eventsHandler(req as any, apiRes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  streamServerBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return streamServerBase;
}
