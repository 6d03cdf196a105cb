import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { paymentDueAt } from "@/lib/orders/rules";
import { ORDER_ERRORS } from "@/lib/orders/labels";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import myOrdersHandler from "@/pages/api/me/orders";
import myProvisionHandler from "@/pages/api/me/provision";
import myWinsHandler from "@/pages/api/me/wins";
import orderHandler from "@/pages/api/management/orders/[id]";
import ordersHandler from "@/pages/api/management/orders";
import { blockInvariant, makeAuction, endNow, ordersOfAuction } from "@/tests/integration/helpers/auctions";
import { blocksOfListing, ledgerOf, listingRow, makeListing, snapshot } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { walkToTransferred, pastDue, depositColumns, insertOrder } from "@/tests/integration/helpers/orders";

const buy = serveHandler(buyHandler);
const bid = serveHandler(bidsHandler);
const order = serveHandler(orderHandler);
const orders = serveHandler(ordersHandler);
const myOrders = serveHandler(myOrdersHandler);
const myProvision = serveHandler(myProvisionHandler);
const myWins = serveHandler(myWinsHandler);

const cancel = (token: string, id: number, forfeitDeposit?: boolean) =>
  order.patch(token, { params: { id }, body: { status: "cancelled", forfeitDeposit } });

async function boughtListing(price = 180_000, { overdue = true } = {}) {
  const { listing } = await makeListing({ price });
  const buyer = await registeredUser({ provision: 30_000 });
  const response = await buy.post(buyer.token, { params: { id: listing.id } });
  expect(response.status).toBe(201);
  if (overdue) await pastDue(response.body.order.id);
  return { listing, buyer, orderId: response.body.order.id as number };
}

/** A won auction at 60.000 TL: its order awaits payment with the winner's 8.000 TL block still active. */
async function wonAuction() {
  const { auction } = await makeAuction({ startingPrice: 60_000, endsAt: new Date(Date.now() + 60 * 60_000) });
  const winner = await registeredUser({ provision: 10_000 });
  expect((await bid.post(winner.token, { params: { id: auction.id }, body: { amount: 60_000 } })).status).toBe(200);
  await endNow(auction.id);
  const [row] = await ordersOfAuction(auction.id);
  expect(row).toMatchObject({ buyerUid: winner.uid, status: "awaiting_payment" });
  await pastDue(row.id);
  return { auction, winner, orderId: row.id };
}

async function orderState(id: number) {
  const [row] = await getDb().select().from(schema.orders).where(eq(schema.orders.id, id));
  return row.status;
}

async function auditOf(orderId: number) {
  return getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "order"), eq(schema.auditLog.targetId, String(orderId))));
}

async function blocksOfAuction(auctionId: number, uid: string) {
  return getDb()
    .select()
    .from(schema.depositBlocks)
    .where(and(eq(schema.depositBlocks.auctionId, auctionId), eq(schema.depositBlocks.uid, uid)));
}

/**
 * A migration's `UPDATE "orders"` statement run again, limited by `restriction` (its own WHERE, or an AND
 * to the statement's WHERE) to a test's orders: other tests share the database.
 */
async function rerunOrdersUpdate(migration: string, restriction: string) {
  const file = readFileSync(path.join(process.cwd(), "lib/server/db/migrations", migration), "utf8");
  const [update] = file.split("--> statement-breakpoint").filter((statement) => statement.includes('UPDATE "orders"'));
  await getDb().execute(sql.raw(`${update.trim().replace(/;$/, "")} ${restriction}`));
}

describe("cancelling an unpaid order with the deposit collected as a cayma bedeli", () => {
  it("auction order: the winner's block is captured (total and blocked fall), one capture ledger row, audited; the buyer sees it", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { auction, winner, orderId } = await wonAuction();

    const listed = await orders({
      token: clerk.token,
      query: { source: "auction", status: "awaiting_payment", pageSize: 100 },
    });
    expect(listed.body.items.find((o: { id: number }) => o.id === orderId)).toMatchObject({ deposit: 8_000 });

    const response = await cancel(clerk.token, orderId, true);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ order: { id: orderId, status: "cancelled" }, released: 0, forfeited: 8_000 });

    expect(await blockInvariant(winner.uid)).toEqual({ total: 2_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await blocksOfAuction(auction.id, winner.uid)).map((b) => b.state)).toEqual(["captured"]);
    const ledger = await ledgerOf(winner.uid);
    expect(ledger.map((e) => [e.kind, e.amount, e.refType])).toEqual([
      ["deposit", 10_000, "test"],
      ["block", 8_000, "auction"],
      ["capture", 8_000, "auction"],
    ]);
    expect(ledger[2]).toMatchObject({ refId: String(auction.id), note: `Cayma bedeli: sipariş #${orderId}` });

    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({ staffUid: clerk.uid, action: "order.cancelled" });
    expect(audit.details).toMatchObject({
      from: "awaiting_payment",
      to: "cancelled",
      released: 0,
      forfeited: 8_000,
      buyerUid: winner.uid,
      source: "auction",
      auctionId: auction.id,
    });

    expect(await depositColumns(orderId)).toEqual({ depositOutcome: "captured", depositAmount: 8_000 });
    const settledDeposit = { outcome: "captured", amount: 8_000 };
    expect((await myOrders({ token: winner.token })).body.items).toEqual([
      expect.objectContaining({ id: orderId, status: "cancelled", settledDeposit }),
    ]);
    expect((await myWins({ token: winner.token })).body.items).toEqual([
      expect.objectContaining({ orderId, status: "cancelled", settledDeposit }),
    ]);
    const provision = await myProvision({ token: winner.token });
    expect(provision.body.balance).toEqual({ total: 2_000, blocked: 0, available: 2_000 });
    expect(provision.body.entries[0]).toMatchObject({
      kind: "capture",
      amount: 8_000,
      note: `Cayma bedeli: sipariş #${orderId}`,
    });

    const after = await orders({
      token: clerk.token,
      query: { source: "auction", status: "cancelled", pageSize: 100 },
    });
    expect(after.body.items.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      status: "cancelled",
      deposit: 0,
      settledDeposit,
    });
  });

  it("buy-now order: the listing block is captured and the listing goes back on sale, buyable by someone else", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { listing, buyer, orderId } = await boughtListing(300_000);

    const response = await cancel(clerk.token, orderId, true);
    expect(response.body).toEqual({ order: { id: orderId, status: "cancelled" }, released: 0, forfeited: 12_000 });
    expect((await listingRow(listing.id)).state).toBe("on_sale");
    expect(await depositColumns(orderId)).toEqual({ depositOutcome: "captured", depositAmount: 12_000 });
    expect((await myOrders({ token: buyer.token })).body.items).toEqual([
      expect.objectContaining({
        id: orderId,
        source: "listing",
        status: "cancelled",
        settledDeposit: { outcome: "captured", amount: 12_000 },
      }),
    ]);
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 18_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await blocksOfListing(listing.id)).map((b) => b.state)).toEqual(["captured"]);
    expect((await ledgerOf(buyer.uid)).map((e) => [e.kind, e.amount, e.refType]).slice(1)).toEqual([
      ["block", 12_000, "listing"],
      ["capture", 12_000, "listing"],
    ]);
    expect((await auditOf(orderId))[0].details).toMatchObject({
      released: 0,
      forfeited: 12_000,
      source: "listing",
      listingId: listing.id,
      listingState: "on_sale",
    });

    const next = await registeredUser({ provision: 12_000 });
    expect((await buy.post(next.token, { params: { id: listing.id } })).status).toBe(201);
    expect(await blockInvariant(next.uid)).toMatchObject({ blocked: 12_000, activeBlocks: 12_000 });
  });

  it("the same buyer buying a listing again after a cancel: only the open order carries the blocked deposit, and only it is collected", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { listing, buyer, orderId: first } = await boughtListing(180_000);
    expect((await cancel(clerk.token, first)).body).toMatchObject({ released: 8_000, forfeited: 0 });
    const again = await buy.post(buyer.token, { params: { id: listing.id } });
    expect(again.status).toBe(201);
    const second = again.body.order.id as number;

    const page = await orders({ token: clerk.token, query: { source: "listing", pageSize: 100 } });
    const deposits = Object.fromEntries(
      page.body.items
        .filter((o: { id: number }) => o.id === first || o.id === second)
        .map((o: { id: number; deposit: number }) => [o.id, o.deposit]),
    );
    expect(deposits).toEqual({ [first]: 0, [second]: 8_000 });

    await pastDue(second);
    expect((await cancel(clerk.token, second, true)).body).toEqual({
      order: { id: second, status: "cancelled" },
      released: 0,
      forfeited: 8_000,
    });
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 22_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await blocksOfListing(listing.id)).map((b) => b.state).sort()).toEqual(["captured", "released"]);

    // Each order keeps its own outcome: the first released, the second collected.
    expect(await depositColumns(first)).toEqual({ depositOutcome: "released", depositAmount: 8_000 });
    expect(await depositColumns(second)).toEqual({ depositOutcome: "captured", depositAmount: 8_000 });
    const mine = (await myOrders({ token: buyer.token })).body.items.map(
      (o: { id: number; settledDeposit: unknown }) => [o.id, o.settledDeposit],
    );
    expect(mine).toEqual([
      [second, { outcome: "captured", amount: 8_000 }],
      [first, { outcome: "released", amount: 8_000 }],
    ]);
    const staffView = (
      await orders({ token: clerk.token, query: { source: "listing", status: "cancelled", pageSize: 100 } })
    ).body.items.filter((o: { id: number }) => o.id === first || o.id === second);
    expect(staffView.map((o: { id: number; settledDeposit: unknown }) => [o.id, o.settledDeposit])).toEqual(mine);
  });

  it("a plain cancel (forfeitDeposit false or absent) still releases the deposit", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    for (const forfeit of [false, undefined]) {
      const { buyer, orderId } = await boughtListing(180_000);
      expect((await cancel(clerk.token, orderId, forfeit)).body).toEqual({
        order: { id: orderId, status: "cancelled" },
        released: 8_000,
        forfeited: 0,
      });
      expect(await depositColumns(orderId)).toEqual({ depositOutcome: "released", depositAmount: 8_000 });
      expect((await myOrders({ token: buyer.token })).body.items).toEqual([
        expect.objectContaining({
          id: orderId,
          status: "cancelled",
          settledDeposit: { outcome: "released", amount: 8_000 },
        }),
      ]);
      expect(await blockInvariant(buyer.uid)).toEqual({ total: 30_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    }
  });

  it("refused on a paid order (409), with bad input (422) or without orders:write (403): nothing changes", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { listing, buyer, orderId } = await boughtListing(180_000);
    expect((await order.patch(clerk.token, { params: { id: orderId }, body: { status: "paid" } })).status).toBe(200);
    const before = {
      rows: await snapshot(),
      books: await blockInvariant(buyer.uid),
      blocks: await blocksOfListing(listing.id),
      listing: (await listingRow(listing.id)).state,
    };
    const unchanged = async () => {
      expect(await snapshot()).toEqual(before.rows);
      expect(await blockInvariant(buyer.uid)).toEqual(before.books);
      expect(await blocksOfListing(listing.id)).toEqual(before.blocks);
      expect((await listingRow(listing.id)).state).toBe(before.listing);
      expect(await orderState(orderId)).toBe("paid");
      expect(await depositColumns(orderId)).toEqual({ depositOutcome: null, depositAmount: null });
    };

    const paid = await cancel(clerk.token, orderId, true);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: "conflict", error: ORDER_ERRORS.forfeitOnlyUnpaid });
    await unchanged();

    const bad: Array<[unknown, string]> = [
      [{ status: "cancelled", forfeitDeposit: "evet" }, "Cayma bedeli seçimi evet ya da hayır (true/false) olmalıdır."],
      [{ status: "cancelled", forfeitDeposit: 1 }, "Cayma bedeli seçimi evet ya da hayır (true/false) olmalıdır."],
      [
        { status: "completed", forfeitDeposit: true },
        "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir.",
      ],
      [{ status: "paid", forfeitDeposit: true }, "Cayma bedeli yalnızca sipariş iptal edilirken tahsil edilebilir."],
    ];
    for (const [body, message] of bad) {
      const response = await order.patch(clerk.token, { params: { id: orderId }, body });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: "validation", error: message, fields: { forfeitDeposit: message } });
    }
    await unchanged();

    const lister = await staffAccount({ roles: ["listings:write"] });
    expect((await cancel(lister.token, orderId, true)).status).toBe(403);
    expect((await cancel(buyer.token, orderId, true)).status).toBe(403);
    expect(
      (await order({ method: "PATCH", params: { id: orderId }, body: { status: "cancelled", forfeitDeposit: true } }))
        .status,
    ).toBe(401);
    expect((await cancel(clerk.token, 99_999_999, true)).status).toBe(404);
    await unchanged();

    // Still settles normally afterwards (through the title transfer, PRODUCT §7.2).
    await walkToTransferred(clerk.token, orderId);
    expect((await order.patch(clerk.token, { params: { id: orderId }, body: { status: "completed" } })).status).toBe(
      200,
    );
    expect(await depositColumns(orderId)).toEqual({ depositOutcome: "released", depositAmount: 8_000 });
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 30_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
  });

  it("refused (409) on an unpaid order without an active block, which stays open", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { auction, vehicle } = await makeAuction({ startingPrice: 40_000 });
    const buyer = await registeredUser({ provision: 5_000 });
    const row = await insertOrder({
      auctionId: auction.id,
      vehicleId: vehicle.id,
      buyerUid: buyer.uid,
      price: 40_000,
      commission: 6_000,
    });
    await pastDue(row.id);
    const before = await snapshot();
    const response = await cancel(clerk.token, row.id, true);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(ORDER_ERRORS.noDepositToForfeit);
    expect(await snapshot()).toEqual(before);
    expect(await orderState(row.id)).toBe("awaiting_payment");
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 5_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect(await depositColumns(row.id)).toEqual({ depositOutcome: null, depositAmount: null });

    // A plain cancel goes through and records that nothing was left to release.
    expect((await cancel(clerk.token, row.id)).body).toEqual({
      order: { id: row.id, status: "cancelled" },
      released: 0,
      forfeited: 0,
    });
    expect(await depositColumns(row.id)).toEqual({ depositOutcome: "released", depositAmount: 0 });
    expect((await myOrders({ token: buyer.token })).body.items).toEqual([
      expect.objectContaining({ id: row.id, settledDeposit: { outcome: "released", amount: 0 } }),
    ]);
  });

  it("concurrent cancels of one unpaid order, one collecting and one releasing: exactly one wins, the books balance", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    for (const [source, first] of [
      ["listing", true],
      ["listing", false],
      ["auction", true],
      ["auction", false],
    ] as const) {
      const made = source === "listing" ? await boughtListing(180_000) : await wonAuction();
      const buyer = "buyer" in made ? made.buyer : made.winner;
      const { total: start } = await blockInvariant(buyer.uid);
      const results = await Promise.all([
        cancel(clerk.token, made.orderId, first),
        cancel(clerk.token, made.orderId, !first),
      ]);

      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      const loser = results.find((r) => r.status !== 200)!;
      expect(loser.status).toBe(409);
      expect(loser.body.error).toBe("Sipariş iptal edildi durumunda; iptal edildi olarak işaretlenemez.");

      const { forfeited, released } = winners[0].body;
      expect(forfeited + released).toBe(8_000);
      expect(forfeited === 0 || released === 0).toBe(true);
      expect(await blockInvariant(buyer.uid)).toEqual({
        total: start - forfeited,
        blocked: 0,
        activeBlocks: 0,
        ledgerBlocked: 0,
      });
      const ends = (await ledgerOf(buyer.uid)).filter((e) => e.kind === "release" || e.kind === "capture");
      expect(ends.map((e) => [e.kind, e.amount])).toEqual([[forfeited > 0 ? "capture" : "release", 8_000]]);
      expect(await auditOf(made.orderId)).toHaveLength(1);
      expect(await orderState(made.orderId)).toBe("cancelled");
      expect(await depositColumns(made.orderId)).toEqual(
        forfeited > 0
          ? { depositOutcome: "captured", depositAmount: 8_000 }
          : { depositOutcome: "released", depositAmount: 8_000 },
      );
      if ("listing" in made) expect((await listingRow(made.listing.id)).state).toBe("on_sale");
    }
  });
});

describe("the payment due date", () => {
  it("a cayma bedeli is refused (409, naming the due date) until the due date has passed; nothing changes; afterwards it goes through", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { buyer, orderId, listing } = await boughtListing(180_000, { overdue: false });
    const [row] = await getDb().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    // Stored with the order, from the one rule the screens use.
    expect(row.paymentDueAt.toISOString()).toBe(paymentDueAt(row.createdAt).toISOString());

    const listed = await orders({
      token: clerk.token,
      query: { status: "awaiting_payment", source: "listing", pageSize: 100 },
    });
    expect(listed.body.items.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      overdue: false,
      paymentDueAt: row.paymentDueAt.toISOString(),
      paymentReference: `MB-S-${orderId}`,
    });
    const mine = await myOrders({ token: buyer.token });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: orderId,
        paymentDueAt: row.paymentDueAt.toISOString(),
        paymentReference: `MB-S-${orderId}`,
      }),
    ]);

    const before = await snapshot();
    const early = await cancel(clerk.token, orderId, true);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(ORDER_ERRORS.forfeitBeforeDue(row.paymentDueAt));
    expect(early.body.error).toContain(formatDateTime(row.paymentDueAt));
    expect(await snapshot()).toEqual(before);
    expect(await orderState(orderId)).toBe("awaiting_payment");
    expect(await auditOf(orderId)).toEqual([]);

    // "Gecikmiş" lists it only once it is past due.
    const overdueIds = async () =>
      (await orders({ token: clerk.token, query: { overdue: "true", pageSize: 100 } })).body.items.map(
        (o: { id: number }) => o.id,
      );
    expect(await overdueIds()).not.toContain(orderId);
    await pastDue(orderId);
    expect(await overdueIds()).toContain(orderId);
    expect(
      (await orders({ token: clerk.token, query: { overdue: "true", pageSize: 100 } })).body.items.every(
        (o: { status: string; overdue: boolean }) => o.status === "awaiting_payment" && o.overdue,
      ),
    ).toBe(true);

    const late = await cancel(clerk.token, orderId, true);
    expect(late.body).toEqual({ order: { id: orderId, status: "cancelled" }, released: 0, forfeited: 8_000 });
    expect((await listingRow(listing.id)).state).toBe("on_sale");
  });

  it("migration 0009 backfills each existing order's due date exactly as paymentDueAt() computes it", async () => {
    const made = await Promise.all([
      boughtListing(180_000, { overdue: false }),
      boughtListing(90_000, { overdue: false }),
      boughtListing(120_000, { overdue: false }),
    ]);
    const ids = made.map((m) => m.orderId);
    // Creation times on every weekday, at both ends of the Istanbul day.
    const created = ["2026-11-27T20:59:59Z", "2026-11-27T21:00:00Z", "2026-11-29T12:00:00Z"].map((t) => new Date(t));
    for (const [i, id] of ids.entries())
      await getDb()
        .update(schema.orders)
        .set({ createdAt: created[i], paymentDueAt: new Date(0) })
        .where(eq(schema.orders.id, id));
    await rerunOrdersUpdate(
      "0009_order_payment_due_provision_received_cancel.sql",
      `WHERE o."id" IN (${ids.join(", ")})`,
    );
    const rows = await getDb()
      .select({ id: schema.orders.id, due: schema.orders.paymentDueAt })
      .from(schema.orders)
      .where(inArray(schema.orders.id, ids));
    const due = new Map(rows.map((r) => [r.id, r.due.toISOString()]));
    expect(ids.map((id) => due.get(id))).toEqual(created.map((c) => paymentDueAt(c).toISOString()));
  });

  it("staff find an order by its number, its payment reference or the buyer's name", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const { buyer, orderId } = await boughtListing(180_000, { overdue: false });
    const [profile] = await getDb().select().from(schema.users).where(eq(schema.users.uid, buyer.uid));
    for (const q of [
      String(orderId),
      `#${orderId}`,
      `MB-S-${orderId}`,
      `${profile.name} ${profile.lastName}`,
      profile.email.toUpperCase(),
    ]) {
      const found = await orders({ token: clerk.token, query: { q, pageSize: 100 } });
      expect(found.status).toBe(200);
      expect(found.body.items.map((o: { id: number }) => o.id)).toContain(orderId);
    }
    const none = await orders({ token: clerk.token, query: { q: "%_yok_böyle_biri_%", pageSize: 100 } });
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const bad = await orders({ token: clerk.token, query: { overdue: "evet" } });
    expect(bad.status).toBe(422);
  });
});

describe("orders.deposit_outcome", () => {
  it("the database refuses an outcome that contradicts the order (open, captured on completion, amount without outcome)", async () => {
    const { orderId } = await boughtListing(180_000);
    const set = (values: Partial<typeof schema.orders.$inferInsert>) =>
      getDb().update(schema.orders).set(values).where(eq(schema.orders.id, orderId));
    const refused = (constraint: string) => ({ cause: expect.objectContaining({ code: "23514", constraint }) });
    await expect(set({ depositOutcome: "released", depositAmount: 8_000 })).rejects.toMatchObject(
      refused("orders_deposit_outcome_closed"),
    );
    await expect(set({ status: "completed", depositOutcome: "captured", depositAmount: 8_000 })).rejects.toMatchObject(
      refused("orders_deposit_captured"),
    );
    await expect(set({ status: "cancelled", depositOutcome: "captured", depositAmount: 0 })).rejects.toMatchObject(
      refused("orders_deposit_captured"),
    );
    await expect(set({ status: "cancelled", depositAmount: 8_000 })).rejects.toMatchObject(
      refused("orders_deposit_amount"),
    );
    expect(await depositColumns(orderId)).toEqual({ depositOutcome: null, depositAmount: null });
  });

  it("migration 0008 backfills orders closed before it from their closing audit row", async () => {
    const clerk = await staffAccount({ roles: ["orders:write"] });
    const captured = await boughtListing(300_000);
    const released = await boughtListing(180_000);
    const completed = await wonAuction();
    const open = await boughtListing(90_000);
    expect((await cancel(clerk.token, captured.orderId, true)).status).toBe(200);
    expect((await cancel(clerk.token, released.orderId)).status).toBe(200);
    expect(
      (await order.patch(clerk.token, { params: { id: completed.orderId }, body: { status: "paid" } })).status,
    ).toBe(200);
    await walkToTransferred(clerk.token, completed.orderId);
    expect(
      (await order.patch(clerk.token, { params: { id: completed.orderId }, body: { status: "completed" } })).status,
    ).toBe(200);
    const ids = [captured.orderId, released.orderId, completed.orderId, open.orderId];
    const recorded = await Promise.all(ids.map(depositColumns));

    // As they were before the migration, then its UPDATE, limited to these orders (other tests share the database).
    await getDb()
      .update(schema.orders)
      .set({ depositOutcome: null, depositAmount: null })
      .where(inArray(schema.orders.id, ids));
    await rerunOrdersUpdate("0008_order_deposit_outcome.sql", `AND o."id" IN (${ids.join(", ")})`);

    expect(await Promise.all(ids.map(depositColumns))).toEqual(recorded);
    expect(recorded).toEqual([
      { depositOutcome: "captured", depositAmount: 12_000 },
      { depositOutcome: "released", depositAmount: 8_000 },
      { depositOutcome: "released", depositAmount: 8_000 },
      { depositOutcome: null, depositAmount: null },
    ]);
  });
});
