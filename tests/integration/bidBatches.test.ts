import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositFor } from "@/lib/auctions/rules";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db";
import { applyLedgerMoves, lockBalances } from "@/lib/server/deposits/queries";
import { auctionRow, balanceOf, blockInvariant, makeAuction } from "@/tests/integration/helpers/auctions";
import { ledgerLines } from "@/tests/integration/helpers/ledger";
import { registeredUser } from "@/tests/integration/helpers/identity";

/**
 * Bids sent in the same tick: the first starts a transaction alone, the rest queue behind its row
 * lock and are settled together in the next one (lib/server/bids/batchQueue.ts).
 */
const bidAll = (auctionId: number, bids: Array<{ uid: string; amount: number; maxAmount?: number }>) =>
  Promise.allSettled(
    bids.map((b) => placeBid({ auctionId, bidderUid: b.uid, amount: b.amount, maxAmount: b.maxAmount ?? null })),
  );

const ledgerOf = (uid: string, auctionId: number) => ledgerLines(uid, "auction", auctionId);

async function expectBooks(uid: string) {
  const books = await blockInvariant(uid);
  expect(books.blocked).toBe(books.activeBlocks);
  expect(books.blocked).toBe(books.ledgerBlocked);
  return books;
}

describe("bids settled together", () => {
  it("decides queued bids in arrival order and answers each with the committed auction", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => registeredUser({ provision: 50_000 })));
    const [ra, rb, rd, rc] = await bidAll(auction.id, [
      { uid: a.uid, amount: 10_000 },
      { uid: b.uid, amount: 10_100 },
      { uid: d.uid, amount: 10_100 }, // same amount right after b: too low by then
      { uid: c.uid, amount: 10_300 },
    ]);

    expect(ra.status).toBe("fulfilled");
    expect(rd).toMatchObject({
      status: "rejected",
      reason: { code: "validation", message: expect.stringMatching(/Teklifiniz en az 10\.200/) },
    });
    if (rb.status !== "fulfilled" || rc.status !== "fulfilled") throw new Error("b and c must be accepted");
    // b was accepted, then c outbid it in the same transaction: b's answer is the committed state.
    expect(rb.value).toMatchObject({ leading: false, auction: { currentPrice: 10_300 } });
    expect(rc.value).toMatchObject({ leading: true, auction: { currentPrice: 10_300 } });
    expect(rb.value.auction.version).toBe(rc.value.auction.version);

    const final = await auctionRow(auction.id);
    expect(final).toMatchObject({ leaderUid: c.uid, currentPrice: 10_300, bidCount: 3 });
    const stored = await getDb()
      .select()
      .from(schema.bids)
      .where(eq(schema.bids.auctionId, auction.id))
      .orderBy(asc(schema.bids.id));
    expect(stored.map((r) => [r.bidderUid, r.amount])).toEqual([
      [a.uid, 10_000],
      [b.uid, 10_100],
      [c.uid, 10_300],
    ]);
    expect([rb.value.bidId, rc.value.bidId]).toEqual([stored[1].id, stored[2].id]);

    // Each lead change is on the books, even the one that lasted only inside the transaction.
    expect(await ledgerOf(a.uid, auction.id)).toEqual([`block ${depositFor(10_000)}`, `release ${depositFor(10_000)}`]);
    expect(await ledgerOf(b.uid, auction.id)).toEqual([`block ${depositFor(10_100)}`, `release ${depositFor(10_100)}`]);
    expect(await ledgerOf(c.uid, auction.id)).toEqual([`block ${depositFor(10_300)}`]);
    expect(await ledgerOf(d.uid, auction.id)).toEqual([]);
    for (const u of [a, b, d]) expect((await expectBooks(u.uid)).blocked).toBe(0);
    expect((await expectBooks(c.uid)).blocked).toBe(depositFor(10_300));
    const blocks = await getDb()
      .select()
      .from(schema.depositBlocks)
      .where(eq(schema.depositBlocks.auctionId, auction.id))
      .orderBy(asc(schema.depositBlocks.id));
    expect(blocks.map((x) => [x.uid, x.state])).toEqual([
      [a.uid, "released"],
      [b.uid, "released"],
      [c.uid, "active"],
    ]);
  });

  it("takes queued bids lowest amount first, so one valid when sent is not refused for a higher one beside it", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => registeredUser({ provision: 50_000 })));
    const [, rc, rb] = await bidAll(auction.id, [
      { uid: a.uid, amount: 10_000 },
      { uid: c.uid, amount: 10_500 }, // arrives first
      { uid: b.uid, amount: 10_100 }, // the minimum when it was sent
    ]);
    expect(rb).toMatchObject({ status: "fulfilled", value: { leading: false, auction: { currentPrice: 10_500 } } });
    expect(rc).toMatchObject({ status: "fulfilled", value: { leading: true } });
    const stored = await getDb()
      .select()
      .from(schema.bids)
      .where(eq(schema.bids.auctionId, auction.id))
      .orderBy(asc(schema.bids.id));
    expect(stored.map((r) => r.amount)).toEqual([10_000, 10_100, 10_500]);
    expect((await expectBooks(b.uid)).blocked).toBe(0);
    expect((await expectBooks(c.uid)).blocked).toBe(depositFor(10_500));
  });

  it("resolves proxy maximums and a leader's raise inside one batch as one bid at a time would", async () => {
    const { auction } = await makeAuction({ startingPrice: 20_000, increment: 500 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => registeredUser({ provision: 80_000 })));
    const results = await bidAll(auction.id, [
      { uid: a.uid, amount: 20_000 },
      { uid: b.uid, amount: 20_500, maxAmount: 30_000 },
      { uid: c.uid, amount: 21_000, maxAmount: 25_000 }, // b's maximum answers: b leads at 25.500
      { uid: b.uid, amount: 26_000, maxAmount: 300_000 }, // the leader raises their maximum into the next band
      { uid: c.uid, amount: 26_000 }, // b's maximum answers again: b leads at 26.500
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const final = await auctionRow(auction.id);
    expect(final).toMatchObject({ leaderUid: b.uid, leaderMax: 300_000, currentPrice: 26_500 });
    expect((await expectBooks(b.uid)).blocked).toBe(depositFor(300_000));
    for (const u of [a, c]) expect((await expectBooks(u.uid)).blocked).toBe(0);
    // b's block followed its maximum: the band of 30.000 first, then of 300.000 after the raise.
    expect(await ledgerOf(b.uid, auction.id)).toEqual([
      `block ${depositFor(30_000)}`,
      `release ${depositFor(30_000)}`,
      `block ${depositFor(300_000)}`,
    ]);
  });

  it("refuses a queued bid the bidder cannot cover and keeps the rest of the batch", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 1_000 });
    const rich = await registeredUser({ provision: 50_000 });
    const poor = await registeredUser({ provision: depositFor(11_000) - 1 });
    const other = await registeredUser({ provision: 50_000 });
    const [, refused, accepted] = await bidAll(auction.id, [
      { uid: rich.uid, amount: 10_000 },
      { uid: poor.uid, amount: 11_000 },
      { uid: other.uid, amount: 11_000 },
    ]);
    expect(refused).toMatchObject({
      status: "rejected",
      reason: { code: "conflict", message: expect.stringMatching(/provizyon/) },
    });
    expect(accepted).toMatchObject({ status: "fulfilled", value: { leading: true } });
    expect(await balanceOf(poor.uid)).toEqual({ total: depositFor(11_000) - 1, blocked: 0 });
    expect(await ledgerOf(poor.uid, auction.id)).toEqual([]);
  });
});

describe("applyLedgerMoves", () => {
  it("checks moves one after the other and writes nothing when one is refused", async () => {
    const user = await registeredUser({ provision: 10_000 });
    const before = await getDb()
      .select()
      .from(schema.provisionEntries)
      .where(eq(schema.provisionEntries.uid, user.uid));
    // Net this would fit (block 12.000 after a 5.000 deposit), but in order the block comes first.
    const ok = await getDb().transaction(async (tx) => {
      const locked = await lockBalances(tx, [user.uid]);
      return applyLedgerMoves(tx, locked, [
        { uid: user.uid, kind: "block", amount: 12_000, refType: "test", refId: 1 },
        { uid: user.uid, kind: "deposit", amount: 5_000, refType: "test", refId: 1 },
      ]);
    });
    expect(ok).toBe(false);
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 0 });
    expect(
      await getDb().select().from(schema.provisionEntries).where(eq(schema.provisionEntries.uid, user.uid)),
    ).toHaveLength(before.length);
  });

  it("writes one ledger row per move and the final balances", async () => {
    const [x, y] = await Promise.all([registeredUser({ provision: 10_000 }), registeredUser({ provision: 3_000 })]);
    await getDb().transaction(async (tx) => {
      const locked = await lockBalances(tx, [y.uid, x.uid]);
      const ok = await applyLedgerMoves(tx, locked, [
        { uid: x.uid, kind: "block", amount: 4_000, refType: "test", refId: 2 },
        { uid: y.uid, kind: "block", amount: 3_000, refType: "test", refId: 2 },
        { uid: x.uid, kind: "release", amount: 4_000, refType: "test", refId: 2 },
        { uid: x.uid, kind: "block", amount: 9_000, refType: "test", refId: 2 },
      ]);
      expect(ok).toBe(true);
    });
    expect(await balanceOf(x.uid)).toEqual({ total: 10_000, blocked: 9_000 });
    expect(await balanceOf(y.uid)).toEqual({ total: 3_000, blocked: 3_000 });
    const entries = await getDb()
      .select({ kind: schema.provisionEntries.kind, amount: schema.provisionEntries.amount })
      .from(schema.provisionEntries)
      .where(
        and(
          eq(schema.provisionEntries.uid, x.uid),
          eq(schema.provisionEntries.refType, "test"),
          eq(schema.provisionEntries.refId, "2"),
        ),
      )
      .orderBy(asc(schema.provisionEntries.id));
    expect(entries).toEqual([
      { kind: "block", amount: 4_000 },
      { kind: "release", amount: 4_000 },
      { kind: "block", amount: 9_000 },
    ]);
  });

  it("refuses a move for a balance the caller did not lock", async () => {
    const user = await registeredUser({ provision: 1_000 });
    await expect(
      getDb().transaction(async (tx) =>
        applyLedgerMoves(tx, await lockBalances(tx, []), [
          { uid: user.uid, kind: "deposit", amount: 1, refType: "test", refId: 3 },
        ]),
      ),
    ).rejects.toThrow(/without its locked balance/);
    expect(await balanceOf(user.uid)).toEqual({ total: 1_000, blocked: 0 });
  });
});
