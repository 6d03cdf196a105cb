import { and, count, eq, sql } from "drizzle-orm";
import { pastNewIbanHold } from "@/tests/integration/helpers/withdrawals";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import type { Permission } from "@/lib/staff/rules";
import myProvisionHandler from "@/pages/api/me/provision";
import myRequestsHandler from "@/pages/api/me/provision-requests";
import myWithdrawalsHandler from "@/pages/api/me/withdrawals";
import auctionHandler from "@/pages/api/management/auctions/[id]";
import auctionCancelHandler from "@/pages/api/management/auctions/[id]/cancel";
import auctionsHandler from "@/pages/api/management/auctions";
import listingHandler from "@/pages/api/management/listings/[id]";
import listingWithdrawHandler from "@/pages/api/management/listings/[id]/withdraw";
import listingsHandler from "@/pages/api/management/listings";
import orderHandler from "@/pages/api/management/orders/[id]";
import ordersHandler from "@/pages/api/management/orders";
import provisionListHandler from "@/pages/api/management/provision-requests";
import approveHandler from "@/pages/api/management/provision-requests/[id]/approve";
import provisionRejectHandler from "@/pages/api/management/provision-requests/[id]/reject";
import sellDetailHandler from "@/pages/api/management/sell-requests/[id]";
import sellListHandler from "@/pages/api/management/sell-requests/[id]/list";
import sellOfferHandler from "@/pages/api/management/sell-requests/[id]/offer";
import transportDetailHandler from "@/pages/api/management/transport-requests/[id]";
import transportQuoteHandler from "@/pages/api/management/transport-requests/[id]/quote";
import userHandler from "@/pages/api/management/users/[uid]";
import suspensionHandler from "@/pages/api/management/users/[uid]/suspension";
import vehicleHandler from "@/pages/api/management/vehicles/[id]";
import vehiclesHandler from "@/pages/api/management/vehicles";
import withdrawalListHandler from "@/pages/api/management/withdrawals";
import paidHandler from "@/pages/api/management/withdrawals/[id]/paid";
import withdrawalRejectHandler from "@/pages/api/management/withdrawals/[id]/reject";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";

const myProvision = serveHandler(myProvisionHandler);
const myRequests = serveHandler(myRequestsHandler);
const myWithdrawals = serveHandler(myWithdrawalsHandler);
const provisionList = serveHandler(provisionListHandler);
const approve = serveHandler(approveHandler);
const provisionReject = serveHandler(provisionRejectHandler);
const withdrawalList = serveHandler(withdrawalListHandler);
const paid = serveHandler(paidHandler);
const withdrawalReject = serveHandler(withdrawalRejectHandler);
const order = serveHandler(orderHandler);
const orders = serveHandler(ordersHandler);
const suspension = serveHandler(suspensionHandler);
const user = serveHandler(userHandler);
const sellDetail = serveHandler(sellDetailHandler);
const sellOffer = serveHandler(sellOfferHandler);
const sellList = serveHandler(sellListHandler);
const transportDetail = serveHandler(transportDetailHandler);
const transportQuote = serveHandler(transportQuoteHandler);
const vehicle = serveHandler(vehicleHandler);
const vehicles = serveHandler(vehiclesHandler);
const auction = serveHandler(auctionHandler);
const auctionCancel = serveHandler(auctionCancelHandler);
const auctions = serveHandler(auctionsHandler);
const listing = serveHandler(listingHandler);
const listingWithdraw = serveHandler(listingWithdrawHandler);
const listings = serveHandler(listingsHandler);

/**
 * A staff member who also has a marketplace account, as every staff member does (the add-staff
 * screen requires a registered account): one Firebase uid, one users row, one staff row.
 */
async function insider(roles: Permission[], provision?: number): Promise<TestAccount> {
  const account = await registeredUser({ provision, name: "İç", lastName: "Personel" });
  await getDb()
    .insert(schema.staff)
    .values({ uid: account.uid, email: account.email, displayName: "İç Personel", roles });
  return account;
}

async function ledgerCount(uid: string): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(schema.provisionEntries)
    .where(eq(schema.provisionEntries.uid, uid));
  return n;
}

async function auditCount(targetType: string, targetId: string | number): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(targetId))));
  return n;
}

function expectOwnRecord(response: { status: number; body: { code?: string; error?: string } }, reason: RegExp) {
  expect(response.status).toBe(403);
  expect(response.body.code).toBe("own_record");
  expect(response.body.error).toMatch(/^Kendi kaydınızla ilgili işlem yapamazsınız: /);
  expect(response.body.error).toMatch(reason);
}

describe("issue 21: the insider sequence, verbatim", () => {
  it("a staff member with provision:approve cannot approve their own request nor pay their own withdrawal", async () => {
    // Enough provision of their own for the 900 000 TL withdrawal to be a real request.
    const staff = await insider(["provision:approve"], 960_000);

    // 1. POST /api/me/provision-requests {"amount":1000} as themselves.
    const filed = await myRequests.post(staff.token, { body: { amount: 1000 } });
    expect(filed.status).toBe(201);
    const requestId = filed.body.request.id as number;

    // 2. Approve it with receivedAmount 1000000 as themselves: refused, nothing changes.
    const before = await myProvision({ token: staff.token });
    const ledgerBefore = await ledgerCount(staff.uid);
    const approval = await approve.post(staff.token, { params: { id: requestId }, body: { receivedAmount: 1000000 } });
    expectOwnRecord(approval, /kendi provizyon talebinizi başka bir yetkili onaylamalı/);
    expect((await myProvision({ token: staff.token })).body.balance).toEqual(before.body.balance);
    expect(before.body.balance.total).toBe(960_000);
    expect(await ledgerCount(staff.uid)).toBe(ledgerBefore);
    const [row] = await getDb()
      .select()
      .from(schema.provisionRequests)
      .where(eq(schema.provisionRequests.id, requestId));
    expect(row).toMatchObject({ status: "pending", receivedAmount: null, firstApprovalBy: null, decidedBy: null });
    expect(await auditCount("provision_request", requestId)).toBe(0);
    // Rejecting their own request is refused the same way.
    expectOwnRecord(
      await provisionReject.post(staff.token, { params: { id: requestId }, body: { reason: "Deneme gerekçesi" } }),
      /provizyon/,
    );

    // 3. POST /api/me/withdrawals {"amount":900000,"iban":"<their own IBAN>"}: a user's ordinary request.
    const withdrawal = await myWithdrawals.post(staff.token, { body: { amount: 900000, iban: testIban() } });
    expect(withdrawal.status).toBe(201);
    const withdrawalId = withdrawal.body.withdrawal.id as number;
    // Past the 24 h hold of a first payment to a new IBAN: only the ownership may stop the payment here.
    await pastNewIbanHold(withdrawalId);

    // 4. Paid by themselves: refused, the hold stays, no ledger row.
    const ledgerBeforePay = await ledgerCount(staff.uid);
    const pay = await paid.post(staff.token, { params: { id: withdrawalId }, body: { paymentReference: "DK-KENDI" } });
    expectOwnRecord(pay, /kendi çekim talebinizi başka bir yetkili ödemeli/);
    expect((await myProvision({ token: staff.token })).body.balance).toEqual({
      total: 960_000,
      blocked: 900_000,
      available: 60_000,
    });
    expect(await ledgerCount(staff.uid)).toBe(ledgerBeforePay);
    const [w] = await getDb().select().from(schema.withdrawals).where(eq(schema.withdrawals.id, withdrawalId));
    expect(w).toMatchObject({ status: "pending", decidedBy: null, firstApprovalBy: null, paymentReference: null });
    expectOwnRecord(
      await withdrawalReject.post(staff.token, { params: { id: withdrawalId }, body: { reason: "Deneme gerekçesi" } }),
      /çekim/,
    );
    expect(await auditCount("withdrawal", withdrawalId)).toBe(0);

    // The screens show their own rows as "Kendi kaydınız": no buttons; another staff member sees them.
    const mine = await provisionList({ token: staff.token, query: { q: filed.body.request.referenceCode } });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: requestId,
        ownRecord: true,
        actions: [],
      }),
    ]);
    const colleague = await staffAccount({ roles: ["provision:approve"] });
    const theirs = await provisionList({ token: colleague.token, query: { q: filed.body.request.referenceCode } });
    expect(theirs.body.items).toEqual([
      expect.objectContaining({
        id: requestId,
        ownRecord: false,
        actions: ["approve", "reject"],
      }),
    ]);
    const wMine = await withdrawalList({ token: staff.token, query: { q: staff.email } });
    expect(wMine.body.items).toEqual([
      expect.objectContaining({
        id: withdrawalId,
        ownRecord: true,
        actions: [],
      }),
    ]);
    const wTheirs = await withdrawalList({ token: colleague.token, query: { q: staff.email } });
    expect(wTheirs.body.items).toEqual([
      expect.objectContaining({
        id: withdrawalId,
        ownRecord: false,
        actions: ["pay", "reject"],
      }),
    ]);

    // The same request the colleague approves goes through (1 000 TL: below the dual-control threshold).
    const ok = await approve.post(colleague.token, { params: { id: requestId }, body: { receivedAmount: 1000 } });
    expect(ok.status).toBe(200);
    expect((await myProvision({ token: staff.token })).body.balance.total).toBe(961_000);
  });
});

describe("nobody decides on their own records: every staff service", () => {
  it("orders: no status change and no cayma bedeli on one's own order; the list shows it without actions", async () => {
    const staff = await insider(["orders:write"]);
    const { auction, vehicle: v } = await makeAuction({ startingPrice: 60_000 });
    const [own] = await getDb()
      .insert(schema.orders)
      .values({
        auctionId: auction.id,
        vehicleId: v.id,
        buyerUid: staff.uid,
        price: 60_000,
        commission: 8_000,
        status: "awaiting_payment",
        paymentDueAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await getDb().insert(schema.depositBlocks).values({ auctionId: auction.id, uid: staff.uid, amount: 8_000 });

    expectOwnRecord(
      await order.patch(staff.token, { params: { id: own.id }, body: { status: "paid" } }),
      /kendi siparişinizin/,
    );
    expectOwnRecord(
      await order.patch(staff.token, { params: { id: own.id }, body: { status: "cancelled", forfeitDeposit: true } }),
      /teminatını/,
    );
    const [after] = await getDb().select().from(schema.orders).where(eq(schema.orders.id, own.id));
    expect(after.status).toBe("awaiting_payment");
    expect(await auditCount("order", own.id)).toBe(0);

    const listed = await orders({ token: staff.token, query: { q: `MB-S-${own.id}` } });
    expect(listed.body.items).toEqual([expect.objectContaining({ id: own.id, ownRecord: true, actions: [] })]);
    // Another staff member may act on it.
    const colleague = await staffAccount({ roles: ["orders:write"] });
    const theirs = await orders({ token: colleague.token, query: { q: `MB-S-${own.id}` } });
    expect(theirs.body.items[0]).toMatchObject({
      ownRecord: false,
      actions: expect.arrayContaining(["paid", "forfeit"]),
    });
    expect((await order.patch(colleague.token, { params: { id: own.id }, body: { status: "paid" } })).status).toBe(200);
  });

  it("users: a staff member cannot suspend or reinstate themselves; their own page has no such action", async () => {
    const staff = await insider(["users:read", "users:write"]);
    expectOwnRecord(
      await suspension.put(staff.token, { params: { uid: staff.uid }, body: { reason: "Kendimi askıya alıyorum" } }),
      /kendi hesabınızı askıya alamaz/,
    );
    const [row] = await getDb().select().from(schema.users).where(eq(schema.users.uid, staff.uid));
    expect(row.suspendedAt).toBeNull();

    await getDb()
      .update(schema.users)
      .set({ suspendedAt: new Date(), suspensionReason: "Başka bir yetkili askıya aldı" })
      .where(eq(schema.users.uid, staff.uid));
    expectOwnRecord(await suspension.delete(staff.token, { params: { uid: staff.uid } }), /askıdan çıkaramazsınız/);
    const [still] = await getDb().select().from(schema.users).where(eq(schema.users.uid, staff.uid));
    expect(still.suspendedAt).not.toBeNull();
    expect(await auditCount("user", staff.uid)).toBe(0);

    const page = await user({ token: staff.token, params: { uid: staff.uid } });
    expect(page.body).toMatchObject({ ownRecord: true, actions: ["note"] });
    const colleague = await staffAccount({ roles: ["users:read", "users:write"] });
    expect((await user({ token: colleague.token, params: { uid: staff.uid } })).body).toMatchObject({
      ownRecord: false,
      actions: ["reinstate", "note"],
    });
  });

  it("sell requests: no offer and no publishing on one's own request", async () => {
    const staff = await insider(["sell:write", "auctions:write", "listings:write"]);
    const [own] = await getDb()
      .insert(schema.sellRequests)
      .values({
        uid: staff.uid,
        plate: "34KND001",
        brand: "Honda",
        model: "CB500F",
        year: 2020,
        km: 15_000,
        engineCc: 471,
        city: "İstanbul",
        expectedPrice: 200_000,
        description: "Kendi motosikletim.",
        photos: ["/api/uploads/kendi-motor.webp"],
        phone: "5551112233",
      })
      .returning();
    expectOwnRecord(
      await sellOffer.post(staff.token, {
        params: { id: own.id },
        body: { price: 350_000, method: "auction", reservePrice: 380_000, note: "Kendime teklif" },
      }),
      /kendi satış talebinize teklif veremez/,
    );
    // Even once another staff member's offer was accepted, the owner cannot put it on sale.
    await getDb()
      .update(schema.sellRequests)
      .set({
        status: "accepted",
        offerPrice: 350_000,
        offerMethod: "auction",
        offerReservePrice: 380_000,
        offerNote: "",
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(schema.sellRequests.id, own.id));
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 4 * 86_400_000).toISOString();
    expectOwnRecord(
      await sellList.post(staff.token, { params: { id: own.id }, body: { mode: "create", startsAt, endsAt } }),
      /yayına alamazsınız/,
    );
    const [after] = await getDb().select().from(schema.sellRequests).where(eq(schema.sellRequests.id, own.id));
    expect(after).toMatchObject({ status: "accepted", listedAuctionId: null, listedVehicleId: null });
    expect(await auditCount("sell_request", own.id)).toBe(0);

    expect((await sellDetail({ token: staff.token, params: { id: own.id } })).body.request).toMatchObject({
      ownRecord: true,
      actions: [],
    });
    const colleague = await staffAccount({ roles: ["sell:write"] });
    expect((await sellDetail({ token: colleague.token, params: { id: own.id } })).body.request).toMatchObject({
      ownRecord: false,
      actions: expect.arrayContaining(["list"]),
    });
  });

  it("transport requests: no quote on one's own request", async () => {
    const staff = await insider(["transport:write"]);
    const [own] = await getDb()
      .insert(schema.transportRequests)
      .values({
        uid: staff.uid,
        fromCity: "İstanbul",
        fromDistrict: "Kadıköy",
        toCity: "Ankara",
        toDistrict: "Çankaya",
        brand: "Honda",
        model: "CB500F",
        preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning();
    expectOwnRecord(
      await transportQuote.post(staff.token, {
        params: { id: own.id },
        body: { price: 4_200, note: "Kendime indirim" },
      }),
      /kendi nakliye talebinize fiyat veremez/,
    );
    const [after] = await getDb()
      .select()
      .from(schema.transportRequests)
      .where(eq(schema.transportRequests.id, own.id));
    expect(after).toMatchObject({ status: "requested", quotePrice: null });
    expect((await transportDetail({ token: staff.token, params: { id: own.id } })).body.request).toMatchObject({
      ownRecord: true,
      actions: [],
    });
    const colleague = await staffAccount({ roles: ["transport:write"] });
    expect((await transportDetail({ token: colleague.token, params: { id: own.id } })).body.request).toMatchObject({
      ownRecord: false,
      actions: expect.arrayContaining(["quote"]),
    });
  });

  it("auctions and vehicles: no edit or cancel of an auction one bid on or sells, nor of its vehicle", async () => {
    const staff = await insider(["auctions:write", "listings:write"]);
    // A bid from before they became staff (staff cannot bid now), and an auction they sell.
    const { auction: bidOn, vehicle: bidVehicle } = await makeAuction({ startingPrice: 60_000 });
    await getDb().execute(
      sql`INSERT INTO bids (auction_id, bidder_uid, amount, kind) VALUES (${bidOn.id}, ${staff.uid}, 60000, 'bid')`,
    );
    const startsAt = new Date(Date.now() + 86_400_000);
    const { auction: selling } = await makeAuction({
      sellerUid: staff.uid,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 86_400_000),
    });

    expectOwnRecord(
      await auctionCancel.post(staff.token, { params: { id: bidOn.id }, body: { reason: "Kendi ihalem" } }),
      /teklif verdiğiniz, kazandığınız veya sattığınız bir ihaleyi/,
    );
    const times = {
      startsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 86_400_000).toISOString(),
      startingPrice: 1_000,
    };
    expectOwnRecord(await auction.put(staff.token, { params: { id: selling.id }, body: times }), /ihaleyi/);
    const [stillLive] = await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, bidOn.id));
    expect(stillLive.state).toBe("live");
    const [unchanged] = await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, selling.id));
    expect(unchanged.startingPrice).toBe(selling.startingPrice);

    const body = {
      brand: bidVehicle.brand,
      model: bidVehicle.model,
      year: bidVehicle.year,
      km: 1,
      engineCc: bidVehicle.engineCc,
      city: bidVehicle.city,
      colour: bidVehicle.colour,
      plate: bidVehicle.plate,
      description: "Kilometre düzeltildi.",
      details: bidVehicle.details,
      photos: [],
    };
    expectOwnRecord(
      await vehicle.put(staff.token, { params: { id: bidVehicle.id }, body }),
      /teklif verdiğiniz, satın aldığınız veya sattığınız bir aracı/,
    );
    const [v] = await getDb().select().from(schema.vehicles).where(eq(schema.vehicles.id, bidVehicle.id));
    expect(v.km).toBe(bidVehicle.km);
    expect(await auditCount("auction", bidOn.id)).toBe(0);
    expect(await auditCount("vehicle", bidVehicle.id)).toBe(0);

    // The lists mark them, without actions; a colleague sees the actions.
    const list = await auctions({ token: staff.token, query: { pageSize: 100 } });
    const mine = list.body.items.filter((a: { id: number }) => a.id === bidOn.id || a.id === selling.id);
    expect(mine).toEqual([
      expect.objectContaining({ id: selling.id, ownRecord: true, actions: [] }),
      expect.objectContaining({ id: bidOn.id, ownRecord: true, actions: [] }),
    ]);
    expect((await vehicle({ token: staff.token, params: { id: bidVehicle.id } })).body.vehicle.ownRecord).toBe(true);
    const vList = await vehicles({ token: staff.token, query: { q: bidVehicle.plate } });
    expect(vList.body.items.find((x: { id: number }) => x.id === bidVehicle.id)).toMatchObject({ ownRecord: true });
    const colleague = await staffAccount({ roles: ["auctions:write", "listings:write"] });
    const theirs = (await auctions({ token: colleague.token, query: { pageSize: 100 } })).body.items.find(
      (a: { id: number }) => a.id === selling.id,
    );
    expect(theirs).toMatchObject({ ownRecord: false, actions: expect.arrayContaining(["edit"]) });
    expect((await vehicle({ token: colleague.token, params: { id: bidVehicle.id } })).body.vehicle.ownRecord).toBe(
      false,
    );
  });

  it("listings: no price change or withdrawal of a listing one sells or bought", async () => {
    const staff = await insider(["listings:write"]);
    const { listing: selling } = await makeListing({ sellerUid: staff.uid, price: 150_000 });
    expectOwnRecord(
      await listing.patch(staff.token, { params: { id: selling.id }, body: { price: 1_000 } }),
      /satın aldığınız veya sattığınız bir ilanı/,
    );
    expectOwnRecord(await listingWithdraw.post(staff.token, { params: { id: selling.id } }), /ilanı/);
    const { listing: bought, vehicle: v } = await makeListing({ state: "reserved", price: 120_000 });
    await getDb()
      .insert(schema.orders)
      .values({
        listingId: bought.id,
        vehicleId: v.id,
        buyerUid: staff.uid,
        price: 120_000,
        commission: 8_000,
        status: "awaiting_payment",
        paymentDueAt: new Date(Date.now() + 86_400_000),
      });
    expectOwnRecord(await listingWithdraw.post(staff.token, { params: { id: bought.id } }), /ilanı/);
    const [after] = await getDb().select().from(schema.buyNowListings).where(eq(schema.buyNowListings.id, selling.id));
    expect(after).toMatchObject({ price: 150_000, state: "on_sale" });
    expect(await auditCount("listing", selling.id)).toBe(0);

    const items = (await listings({ token: staff.token, query: { pageSize: 100 } })).body.items;
    expect(items.find((l: { id: number }) => l.id === selling.id)).toMatchObject({ ownRecord: true, actions: [] });
    const colleague = await staffAccount({ roles: ["listings:write"] });
    const theirs = (await listings({ token: colleague.token, query: { pageSize: 100 } })).body.items;
    expect(theirs.find((l: { id: number }) => l.id === selling.id)).toMatchObject({
      ownRecord: false,
      actions: expect.arrayContaining(["price", "withdraw"]),
    });
  });
});
