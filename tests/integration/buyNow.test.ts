import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import listingsHandler from "@/pages/api/listings";
import listingHandler from "@/pages/api/listings/[id]";
import buyHandler from "@/pages/api/listings/[id]/buy";
import myOrdersHandler from "@/pages/api/me/orders";
import myWinsHandler from "@/pages/api/me/wins";
import managedListingsHandler from "@/pages/api/management/listings";
import managedListingHandler from "@/pages/api/management/listings/[id]";
import withdrawHandler from "@/pages/api/management/listings/[id]/withdraw";
import auctionsManagementHandler from "@/pages/api/management/auctions";
import { balanceOf, blockInvariant, makeAuction } from "@/tests/integration/helpers/auctions";
import {
  blocksOfListing,
  ledgerOf,
  listingRow,
  makeListing,
  ordersOfListing,
  snapshot,
} from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";

const list = serveHandler(listingsHandler);
const detail = serveHandler(listingHandler);
const buy = serveHandler(buyHandler);
const myOrders = serveHandler(myOrdersHandler);
const myWins = serveHandler(myWinsHandler);
const managed = serveHandler(managedListingsHandler);
const managedOne = serveHandler(managedListingHandler);
const withdraw = serveHandler(withdrawHandler);
const auctionsManagement = serveHandler(auctionsManagementHandler);

describe("buying a listing", () => {
  it("creates the order, reserves the listing and blocks the commission band with a ledger row", async () => {
    const { listing } = await makeListing({ price: 260_000 });
    const buyer = await registeredUser({ provision: 20_000 });

    const response = await buy.post(buyer.token, { params: { id: listing.id }, body: { price: 260_000 } });
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({
      source: "listing",
      listingId: listing.id,
      auctionId: null,
      price: 260_000,
      commission: 12_000,
      total: 272_000,
      status: "awaiting_payment",
    });
    expect(response.body.listing).toMatchObject({ id: listing.id, status: "reserved", deposit: 12_000 });

    expect((await listingRow(listing.id)).state).toBe("reserved");
    const orders = await ordersOfListing(listing.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      buyerUid: buyer.uid,
      price: 260_000,
      commission: 12_000,
      status: "awaiting_payment",
      auctionId: null,
    });
    const blocks = await blocksOfListing(listing.id);
    expect(blocks).toEqual([
      expect.objectContaining({ uid: buyer.uid, amount: 12_000, state: "active", auctionId: null }),
    ]);
    const ledger = await ledgerOf(buyer.uid);
    expect(ledger.map((e) => [e.kind, e.amount, e.refType, e.refId])).toEqual([
      ["deposit", 20_000, "test", "seed"],
      ["block", 12_000, "listing", String(listing.id)],
    ]);
    expect(await balanceOf(buyer.uid)).toEqual({ total: 20_000, blocked: 12_000 });
    expect(await blockInvariant(buyer.uid)).toEqual({
      total: 20_000,
      blocked: 12_000,
      activeBlocks: 12_000,
      ledgerBlocked: 12_000,
    });

    const mine = await myOrders({ token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: orders[0].id,
        source: "listing",
        listingId: listing.id,
        status: "awaiting_payment",
        total: 272_000,
      }),
    ]);
    // "Kazandıklarım" lists won auctions only.
    expect((await myWins({ token: buyer.token })).body.items).toEqual([]);

    const seen = await detail({ token: buyer.token, params: { id: listing.id } });
    expect(seen.body.viewer).toEqual({ isSeller: false, myOrderId: orders[0].id, isStaff: false });
    expect(seen.body.listing.status).toBe("reserved");
  });

  it("20 concurrent buyers of one listing: exactly one order and one block, everyone else 409 with nothing held", async () => {
    const { listing } = await makeListing({ price: 120_000 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registeredUser({ provision: 10_000 })));
    // The test server starts on its first call; start it before the burst.
    expect((await buy({ method: "GET", params: { id: listing.id } })).status).toBe(405);
    const before = await snapshot();

    const results = await Promise.all(buyers.map((b) => buy.post(b.token, { params: { id: listing.id } })));
    expect(results.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);
    const won = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.body.error).toBe("Bu araç başka bir alıcı tarafından satın alındı; ilan şu an ayrılmış durumda.");

    expect(await ordersOfListing(listing.id)).toHaveLength(1);
    expect((await blocksOfListing(listing.id)).filter((b) => b.state === "active")).toHaveLength(1);
    const after = await snapshot();
    expect(after.orders - before.orders).toBe(1);
    expect(after.blocks - before.blocks).toBe(1);
    expect(after.ledger - before.ledger).toBe(1);
    const winner = buyers[results.findIndex((r) => r.status === 201)];
    for (const b of buyers) {
      const inv = await blockInvariant(b.uid);
      expect(inv).toEqual({
        total: 10_000,
        blocked: b === winner ? 8_000 : 0,
        activeBlocks: b === winner ? 8_000 : 0,
        ledgerBlocked: b === winner ? 8_000 : 0,
      });
    }
  });

  it("one buyer buying two listings at once never blocks more than they have", async () => {
    const a = await makeListing({ price: 100_000 });
    const b = await makeListing({ price: 110_000 });
    const buyer = await registeredUser({ provision: 10_000 });
    const results = await Promise.all([a, b].map((l) => buy.post(buyer.token, { params: { id: l.listing.id } })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await blockInvariant(buyer.uid)).toEqual({
      total: 10_000,
      blocked: 8_000,
      activeBlocks: 8_000,
      ledgerBlocked: 8_000,
    });
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error).toMatch(/Provizyonunuz yetersiz/);
  });

  it("insufficient provision: 409 saying how much is missing, nothing changed", async () => {
    const { listing } = await makeListing({ price: 600_000 });
    const buyer = await registeredUser({ provision: 15_000 });
    const before = await snapshot();
    const response = await buy.post(buyer.token, { params: { id: listing.id } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: "conflict",
      error: "Provizyonunuz yetersiz: bu araç için 20.000 TL kullanılabilir provizyon gerekiyor, 5.000 TL eksik.",
    });
    expect(await snapshot()).toEqual(before);
    expect((await listingRow(listing.id)).state).toBe("on_sale");
    expect(await balanceOf(buyer.uid)).toEqual({ total: 15_000, blocked: 0 });
  });

  it("the seller cannot buy their own listing", async () => {
    const seller = await registeredUser({ provision: 50_000 });
    const { listing } = await makeListing({ sellerUid: seller.uid });
    const before = await snapshot();
    const response = await buy.post(seller.token, { params: { id: listing.id } });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe("Bu araç size ait; kendi ilanınızı satın alamazsınız.");
    expect(await snapshot()).toEqual(before);
    expect((await detail({ token: seller.token, params: { id: listing.id } })).body.viewer).toEqual({
      isSeller: true,
      myOrderId: null,
      isStaff: false,
    });
  });

  it("every bad request is a 4xx with a Turkish message and changes nothing", async () => {
    const { listing } = await makeListing({ price: 90_000 });
    const sold = await makeListing({ state: "sold" });
    const withdrawn = await makeListing({ state: "withdrawn" });
    const buyer = await registeredUser({ provision: 50_000 });
    const noProfile = await signUp();
    const before = await snapshot();

    const cases: Array<[Parameters<typeof buy>[0], number, RegExp | string]> = [
      [{ method: "POST", params: { id: listing.id } }, 401, /oturum/i],
      [{ method: "POST", token: "bozuk-token", params: { id: listing.id } }, 401, /./],
      [{ method: "POST", token: noProfile.token, params: { id: listing.id } }, 403, /./],
      [{ method: "POST", token: buyer.token, params: { id: "abc" } }, 422, "Geçersiz kayıt numarası."],
      [{ method: "POST", token: buyer.token, params: { id: -3 } }, 422, "Geçersiz kayıt numarası."],
      [{ method: "POST", token: buyer.token, params: { id: 99_999_999 } }, 404, "İlan bulunamadı."],
      [{ method: "POST", token: buyer.token, params: { id: sold.listing.id } }, 409, "Bu araç satıldı."],
      [
        { method: "POST", token: buyer.token, params: { id: withdrawn.listing.id } },
        404,
        "Bu ilan satıştan kaldırıldı.",
      ],
      [
        { method: "POST", token: buyer.token, params: { id: listing.id }, body: { price: 80_000 } },
        409,
        /İlanın fiyatı değişti; güncel fiyat 90\.000 TL/,
      ],
      [{ method: "POST", token: buyer.token, params: { id: listing.id }, body: { price: "çok" } }, 422, /./],
      [{ method: "POST", token: buyer.token, params: { id: listing.id }, rawBody: "{bozuk" }, 400, /./],
      [{ method: "GET", token: buyer.token, params: { id: listing.id } }, 405, /./],
    ];
    for (const [request, status, message] of cases) {
      const response = await buy(request);
      expect({ request, status: response.status }).toEqual({ request, status });
      expect(typeof response.body.error).toBe("string");
      expect(response.body.error).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    expect((await listingRow(listing.id)).state).toBe("on_sale");
  });
});

describe("public listing reads", () => {
  it("filters by brand, city, price and year; sorts; pages; withdrawn ones are hidden", async () => {
    const brand = `Marka${Date.now()}`;
    const cheap = await makeListing({ brand, price: 95_000, year: 2019, city: "Bursa" });
    const mid = await makeListing({ brand, price: 180_000, year: 2021, city: "Bursa" });
    const dear = await makeListing({ brand, price: 420_000, year: 2023, city: "Ankara" });
    await makeListing({ brand, price: 150_000, state: "withdrawn" });
    await makeListing({ brand, price: 150_000, state: "sold" });

    const all = await list({ query: { brand, sort: "price_asc" } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(all.body.items.map((i: { id: number }) => i.id)).toEqual([
      cheap.listing.id,
      mid.listing.id,
      dear.listing.id,
    ]);
    expect(all.body.items[2]).toMatchObject({
      status: "on_sale",
      price: 420_000,
      commission: 12_000,
      brand,
      city: "Ankara",
    });

    expect(
      (await list({ query: { brand, city: "Bursa", sort: "price_desc" } })).body.items.map((i: { id: number }) => i.id),
    ).toEqual([mid.listing.id, cheap.listing.id]);
    expect(
      (await list({ query: { brand, priceMin: 100_000, priceMax: 200_000 } })).body.items.map(
        (i: { id: number }) => i.id,
      ),
    ).toEqual([mid.listing.id]);
    expect(
      (await list({ query: { brand, yearMin: 2021, sort: "year_desc" } })).body.items.map((i: { id: number }) => i.id),
    ).toEqual([dear.listing.id, mid.listing.id]);
    const paged = await list({ query: { brand, sort: "price_asc", page: 2, pageSize: 2 } });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items.map((i: { id: number }) => i.id)).toEqual([dear.listing.id]);
    expect((await list({ query: { brand, page: 999, pageSize: 2 } })).body).toEqual({
      items: [],
      total: 3,
      page: 999,
      pageSize: 2,
    });

    const badQueries: Array<Record<string, string | number>> = [
      { sort: "ucuz" },
      { page: 0 },
      { pageSize: 500 },
      { city: "Atlantis" },
      { priceMin: "x" },
      { yearMin: 1800 },
    ];
    for (const query of badQueries) {
      const bad = await list({ query });
      expect(bad.status).toBe(422);
      expect(typeof bad.body.error).toBe("string");
    }

    const shown = await detail({ params: { id: dear.listing.id } });
    expect(shown.status).toBe(200);
    expect(shown.body.viewer).toBeNull();
    expect(shown.body.listing).toMatchObject({
      id: dear.listing.id,
      price: 420_000,
      commission: 12_000,
      deposit: 12_000,
      vehicle: { plate: "35 *** " + dear.vehicle.plate.slice(-2), details: [{ key: "Motor", value: "Sorunsuz" }] },
    });
    expect((await detail({ params: { id: 99_999_999 } })).status).toBe(404);
  });
});

describe("staff manage listings", () => {
  it("create from a vehicle, change the price while on sale, withdraw; audited; illegal steps 409", async () => {
    const staff = await staffAccount({ roles: ["listings:write"] });
    const { vehicle, listing: old } = await makeListing({ state: "withdrawn" });

    const created = await managed.post(staff.token, { body: { vehicleId: vehicle.id, price: 145_000 } });
    expect(created.status).toBe(201);
    const id = created.body.listing.id;
    expect(created.body.listing).toMatchObject({
      vehicleId: vehicle.id,
      status: "on_sale",
      price: 145_000,
      commission: 8_000,
    });
    expect(id).not.toBe(old.id);
    // A second open listing for the same vehicle is refused.
    expect((await managed.post(staff.token, { body: { vehicleId: vehicle.id, price: 150_000 } })).status).toBe(409);

    const repriced = await managedOne.patch(staff.token, { params: { id }, body: { price: 255_000 } });
    expect(repriced.status).toBe(200);
    expect(repriced.body.listing).toMatchObject({ price: 255_000, commission: 12_000 });

    // Reserved by a buyer: neither price nor withdrawal may change it.
    const buyer = await registeredUser({ provision: 20_000 });
    expect((await buy.post(buyer.token, { params: { id } })).status).toBe(201);
    const priceLocked = await managedOne.patch(staff.token, { params: { id }, body: { price: 200_000 } });
    expect(priceLocked.status).toBe(409);
    expect(priceLocked.body.error).toBe("Yalnızca satıştaki bir ilanın fiyatı değiştirilebilir.");
    expect((await withdraw.post(staff.token, { params: { id } })).status).toBe(409);

    const other = await makeListing();
    const withdrawn = await withdraw.post(staff.token, { params: { id: other.listing.id } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.listing.status).toBe("withdrawn");
    expect((await withdraw.post(staff.token, { params: { id: other.listing.id } })).status).toBe(409);
    expect((await detail({ params: { id: other.listing.id } })).status).toBe(404);

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.staffUid, staff.uid), eq(schema.auditLog.targetType, "listing")));
    expect(audit.map((a) => a.action).sort()).toEqual(["listing.create", "listing.price", "listing.withdraw"]);

    const page = await managed({ token: staff.token, query: { state: "reserved", pageSize: 100 } });
    expect(page.status).toBe(200);
    expect(page.body.items.map((l: { id: number }) => l.id)).toContain(id);
  });

  it("bad staff input is 4xx and changes nothing; a vehicle in an auction cannot be listed, nor a listed one auctioned", async () => {
    const staff = await staffAccount({ roles: ["listings:write", "auctions:write"] });
    const { vehicle } = await makeAuction();
    const { listing } = await makeListing();
    const before = await snapshot();
    const cases: Array<[Promise<{ status: number; body: any }>, number]> = [
      [managed.post(staff.token, { body: { vehicleId: vehicle.id, price: 100_000 } }), 409],
      [managed.post(staff.token, { body: { vehicleId: 99_999_999, price: 100_000 } }), 404],
      [managed.post(staff.token, { body: { vehicleId: listing.vehicleId, price: 500 } }), 422],
      [managed.post(staff.token, { body: { vehicleId: "bir", price: 100_000 } }), 422],
      [managed.post(staff.token, { body: { vehicleId: listing.vehicleId, price: 100_000.5 } }), 422],
      [managedOne.patch(staff.token, { params: { id: listing.id }, body: { price: -1 } }), 422],
      [managedOne.patch(staff.token, { params: { id: 99_999_999 }, body: { price: 100_000 } }), 404],
      [withdraw.post(staff.token, { params: { id: 99_999_999 } }), 404],
      [managed({ token: staff.token, query: { state: "kayıp" } }), 422],
    ];
    for (const [pending, status] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(typeof response.body.error).toBe("string");
    }
    const auction = await auctionsManagement.post(staff.token, {
      body: {
        vehicleId: listing.vehicleId,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        startingPrice: 50_000,
      },
    });
    expect(auction.status).toBe(409);
    expect(auction.body.error).toBe("Bu araç Hemen Al'da satışta; önce ilanı kaldırın.");
    expect(await snapshot()).toEqual(before);
  });

  it("403 without listings:write, 401 without a token", async () => {
    const other = await staffAccount({ roles: ["orders:write", "auctions:write"] });
    const user = await registeredUser();
    const { listing } = await makeListing();
    expect((await managed({ token: other.token })).status).toBe(403);
    expect((await managed.post(other.token, { body: { vehicleId: listing.vehicleId, price: 100_000 } })).status).toBe(
      403,
    );
    expect((await managedOne.patch(user.token, { params: { id: listing.id }, body: { price: 100_000 } })).status).toBe(
      403,
    );
    expect((await withdraw.post(other.token, { params: { id: listing.id } })).status).toBe(403);
    expect((await withdraw({ method: "POST", params: { id: listing.id } })).status).toBe(401);
    expect((await listingRow(listing.id)).state).toBe("on_sale");
  });
});
