import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import myOrdersHandler from "@/pages/api/me/orders";
import myWinsHandler from "@/pages/api/me/wins";
import orderHandler from "@/pages/api/management/orders/[id]";
import ordersHandler from "@/pages/api/management/orders";
import { blockInvariant, makeAuction, endNow, ordersOfAuction } from "@/tests/integration/helpers/auctions";
import { blocksOfListing, ledgerOf, listingRow, makeListing, snapshot } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { walkToTransferred, depositColumns } from "@/tests/integration/helpers/orders";

const buy = serveHandler(buyHandler);
const bid = serveHandler(bidsHandler);
const order = serveHandler(orderHandler);
const orders = serveHandler(ordersHandler);
const myOrders = serveHandler(myOrdersHandler);
const myWins = serveHandler(myWinsHandler);

async function boughtListing(price = 180_000) {
  const { listing } = await makeListing({ price });
  const buyer = await registeredUser({ provision: 30_000 });
  const response = await buy.post(buyer.token, { params: { id: listing.id } });
  expect(response.status).toBe(201);
  return { listing, buyer, orderId: response.body.order.id as number };
}

const setStatus = (token: string, id: number, status: string) =>
  order.patch(token, { params: { id }, body: { status } });

describe("buy-now order settlement", () => {
  it("paid → … → completed: the listing is sold and the deposit released with a ledger row; audited", async () => {
    const { listing, buyer, orderId } = await boughtListing(180_000);
    const clerk = await staffAccount({ roles: ["orders:write"] });

    const paid = await setStatus(clerk.token, orderId, "paid");
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ order: { id: orderId, status: "paid" }, released: 0, forfeited: 0 });
    // Still open: nothing has happened to the deposit yet.
    expect(await depositColumns(orderId)).toEqual({ depositOutcome: null, depositAmount: null });
    expect((await listingRow(listing.id)).state).toBe("sold");
    expect(await blockInvariant(buyer.uid)).toMatchObject({
      blocked: 8_000,
      activeBlocks: 8_000,
      ledgerBlocked: 8_000,
    });

    // The title transfer (PRODUCT §7.2) comes between the fee and completion.
    await walkToTransferred(clerk.token, orderId);
    const completed = await setStatus(clerk.token, orderId, "completed");
    expect(completed.body).toEqual({ order: { id: orderId, status: "completed" }, released: 8_000, forfeited: 0 });
    expect((await listingRow(listing.id)).state).toBe("sold");
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 30_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await ledgerOf(buyer.uid)).map((e) => [e.kind, e.amount, e.refType])).toEqual([
      ["deposit", 30_000, "test"],
      ["block", 8_000, "listing"],
      ["release", 8_000, "listing"],
    ]);
    expect((await blocksOfListing(listing.id)).map((b) => b.state)).toEqual(["released"]);

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "order"), eq(schema.auditLog.targetId, String(orderId))))
      .orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      "order.paid",
      "order.appointment_set",
      "order.gos_paid",
      "order.transferred",
      "order.completed",
    ]);
    expect(audit[4].details).toMatchObject({
      from: "transferred",
      to: "completed",
      released: 8_000,
      source: "listing",
      listingId: listing.id,
    });

    expect(await depositColumns(orderId)).toEqual({ depositOutcome: "released", depositAmount: 8_000 });
    const mine = await myOrders({ token: buyer.token });
    expect(mine.body.items[0]).toMatchObject({
      id: orderId,
      status: "completed",
      settledDeposit: { outcome: "released", amount: 8_000 },
    });
    const listed = await orders({
      token: clerk.token,
      query: { status: "completed", source: "listing", pageSize: 100 },
    });
    expect(listed.body.items.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      deposit: 0,
      settledDeposit: { outcome: "released", amount: 8_000 },
    });
  });

  it("cancelled (from awaiting payment or from paid): deposit released, listing back on sale and buyable again", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    for (const via of ["awaiting_payment", "paid"] as const) {
      const { listing, buyer, orderId } = await boughtListing(300_000);
      if (via === "paid") expect((await setStatus(clerk.token, orderId, "paid")).status).toBe(200);
      const cancelled = await setStatus(clerk.token, orderId, "cancelled");
      expect(cancelled.body).toEqual({ order: { id: orderId, status: "cancelled" }, released: 12_000, forfeited: 0 });
      expect(await depositColumns(orderId)).toEqual({ depositOutcome: "released", depositAmount: 12_000 });
      expect((await myOrders({ token: buyer.token })).body.items).toEqual([
        expect.objectContaining({
          id: orderId,
          status: "cancelled",
          settledDeposit: { outcome: "released", amount: 12_000 },
        }),
      ]);
      expect((await listingRow(listing.id)).state).toBe("on_sale");
      expect(await blockInvariant(buyer.uid)).toEqual({ total: 30_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });

      const next = await registeredUser({ provision: 12_000 });
      const again = await buy.post(next.token, { params: { id: listing.id } });
      expect(again.status).toBe(201);
      expect(await blockInvariant(next.uid)).toMatchObject({ blocked: 12_000, activeBlocks: 12_000 });
    }
  });

  it("illegal transitions are 409 with a Turkish message and change nothing", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { orderId } = await boughtListing();
    const before = await snapshot();
    const early = await setStatus(clerk.token, orderId, "completed");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("Sipariş ödeme bekleniyor durumunda; tamamlandı olarak işaretlenemez.");
    expect(await snapshot()).toEqual(before);

    await setStatus(clerk.token, orderId, "paid");
    await walkToTransferred(clerk.token, orderId);
    await setStatus(clerk.token, orderId, "completed");
    const settled = await snapshot();
    for (const to of ["paid", "completed", "cancelled"]) {
      const response = await setStatus(clerk.token, orderId, to);
      expect(response.status).toBe(409);
      expect(response.body.error).toMatch(/^Sipariş tamamlandı durumunda; .+ olarak işaretlenemez\.$/);
    }
    expect(await snapshot()).toEqual(settled);

    for (const [body, status] of [
      [{ status: "awaiting_payment" }, 422],
      [{ status: "kargo" }, 422],
      [{}, 422],
    ] as const) {
      expect((await order.patch(clerk.token, { params: { id: orderId }, body })).status).toBe(status);
    }
    expect((await setStatus(clerk.token, 99_999_999, "paid")).status).toBe(404);
    expect((await order.patch(clerk.token, { params: { id: "x" }, body: { status: "paid" } })).status).toBe(422);
    expect(await snapshot()).toEqual(settled);
  });

  it("concurrent settle and cancel of one order: exactly one wins and the deposit is released once", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { listing, buyer, orderId } = await boughtListing(90_000);
    await setStatus(clerk.token, orderId, "paid");
    const results = await Promise.all([
      setStatus(clerk.token, orderId, "completed"),
      setStatus(clerk.token, orderId, "cancelled"),
      setStatus(clerk.token, orderId, "completed"),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 30_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await ledgerOf(buyer.uid)).filter((e) => e.kind === "release")).toHaveLength(1);
    const final = results.find((r) => r.status === 200)!.body.order.status;
    expect((await listingRow(listing.id)).state).toBe(final === "cancelled" ? "on_sale" : "sold");
  });

  it("403 without orders:write; the list shows both sources and filters by source and status", async () => {
    const { orderId } = await boughtListing();
    const lister = await staffAccount({ roles: ["listings:write", "auctions:write"] });
    const user = await registeredUser();
    expect((await setStatus(lister.token, orderId, "paid")).status).toBe(403);
    expect((await setStatus(user.token, orderId, "paid")).status).toBe(403);
    expect((await orders({ token: lister.token })).status).toBe(403);
    expect((await order({ method: "PATCH", params: { id: orderId }, body: { status: "paid" } })).status).toBe(401);

    const clerk = await staffAccount({ roles: ["orders:write"] });
    const page = await orders({
      token: clerk.token,
      query: { status: "awaiting_payment", source: "listing", pageSize: 100 },
    });
    expect(page.status).toBe(200);
    const row = page.body.items.find((o: { id: number }) => o.id === orderId);
    expect(row).toMatchObject({
      source: "listing",
      auctionId: null,
      status: "awaiting_payment",
      settledDeposit: null,
      buyer: { name: "Test" },
    });
    expect(page.body.items.every((o: { source: string }) => o.source === "listing")).toBe(true);
    expect((await orders({ token: clerk.token, query: { source: "kargo" } })).status).toBe(422);
  });
});

describe("auction order settlement", () => {
  it("completing a won auction's order releases the winner's auction block; cancelling another releases too", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    for (const to of ["completed", "cancelled"] as const) {
      const { auction } = await makeAuction({ startingPrice: 60_000, endsAt: new Date(Date.now() + 60 * 60_000) });
      const winner = await registeredUser({ provision: 10_000 });
      expect((await bid.post(winner.token, { params: { id: auction.id }, body: { amount: 60_000 } })).status).toBe(200);
      await endNow(auction.id);
      const [row] = await ordersOfAuction(auction.id);
      expect(row).toMatchObject({ buyerUid: winner.uid, listingId: null, status: "awaiting_payment" });
      expect(await blockInvariant(winner.uid)).toMatchObject({ blocked: 8_000, activeBlocks: 8_000 });

      const mine = await myOrders({ token: winner.token });
      expect(mine.body.items).toEqual([
        expect.objectContaining({
          id: row.id,
          source: "auction",
          auctionId: auction.id,
          listingId: null,
          total: 68_000,
          settledDeposit: null,
        }),
      ]);
      expect((await myWins({ token: winner.token })).body.items).toEqual([
        expect.objectContaining({ orderId: row.id, status: "awaiting_payment", settledDeposit: null }),
      ]);

      if (to === "completed") {
        expect((await setStatus(clerk.token, row.id, "paid")).status).toBe(200);
        await walkToTransferred(clerk.token, row.id);
      }
      const settled = await setStatus(clerk.token, row.id, to);
      expect(settled.body).toEqual({ order: { id: row.id, status: to }, released: 8_000, forfeited: 0 });
      expect(await blockInvariant(winner.uid)).toEqual({
        total: 10_000,
        blocked: 0,
        activeBlocks: 0,
        ledgerBlocked: 0,
      });
      const release = (await ledgerOf(winner.uid)).filter((e) => e.kind === "release");
      expect(release.map((e) => [e.amount, e.refType, e.refId])).toEqual([[8_000, "auction", String(auction.id)]]);
      expect(await depositColumns(row.id)).toEqual({ depositOutcome: "released", depositAmount: 8_000 });
      const settledDeposit = { outcome: "released", amount: 8_000 };
      expect((await myOrders({ token: winner.token })).body.items).toEqual([
        expect.objectContaining({ id: row.id, status: to, settledDeposit }),
      ]);
      expect((await myWins({ token: winner.token })).body.items).toEqual([
        expect.objectContaining({ orderId: row.id, status: to, settledDeposit }),
      ]);
    }
  });
});
