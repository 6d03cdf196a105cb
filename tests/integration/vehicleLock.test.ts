import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import detailHandler from "@/pages/api/auctions/[id]";
import buyHandler from "@/pages/api/listings/[id]/buy";
import auctionsHandler from "@/pages/api/management/auctions";
import cancelHandler from "@/pages/api/management/auctions/[id]/cancel";
import listingsHandler from "@/pages/api/management/listings";
import vehiclesHandler from "@/pages/api/management/vehicles";
import vehicleHandler from "@/pages/api/management/vehicles/[id]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { identityBody } from "@/tests/integration/helpers/vehicleIdentity";

const vehicles = serveHandler(vehiclesHandler);
const vehicle = serveHandler(vehicleHandler);
const auctions = serveHandler(auctionsHandler);
const cancel = serveHandler(cancelHandler);
const listings = serveHandler(listingsHandler);
const bids = serveHandler(bidsHandler);
const detail = serveHandler(detailHandler);
const buy = serveHandler(buyHandler);

const base = {
  brand: "Honda",
  model: "NC750X",
  year: 2021,
  km: 51_300,
  engineCc: 745,
  city: "Bursa",
  colour: "Beyaz",
  plate: "16 KLT 301",
  description: "Düzenli bakımlı, hasarsız.",
  details: [{ key: "Motor", value: "Sorunsuz" }],
  photos: [
    "/api/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.webp",
    "/api/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.webp",
  ],
  ...identityBody(),
};

async function liveAuctionWithBid() {
  const lister = await staffAccount({ roles: ["listings:write", "auctions:write"] });
  const created = await vehicles.post(lister.token, {
    body: { ...base, plate: `16 KL ${Math.floor(1000 + Math.random() * 9000)}` },
  });
  const id = created.body.vehicle.id as number;
  const started = await auctions.post(lister.token, {
    body: {
      vehicleId: id,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      startingPrice: 300_000,
    },
  });
  expect(started.status).toBe(201);
  const bidder = await registeredUser({ provision: 50_000 });
  expect(
    (await bids.post(bidder.token, { params: { id: started.body.auction.id }, body: { amount: 300_000 } })).status,
  ).toBe(200);
  return { lister, id, vehicleBody: created.body.vehicle, auctionId: started.body.auction.id as number };
}

describe("vehicle data under a live auction or an open listing", () => {
  it("refuses a km change under a live auction with bids, names the locked fields, and the public page keeps its km", async () => {
    const { lister, id, auctionId } = await liveAuctionWithBid();
    const plate = (await vehicle({ token: lister.token, params: { id } })).body.vehicle.plate;

    const refused = await vehicle.put(lister.token, {
      params: { id },
      body: { ...base, plate, km: 5_130, year: 2023 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Araç canlı ihalede (İhale #${auctionId}); teklif verenler bu bilgilere güvendi. Şu alanlar değiştirilemez: Model yılı, Kilometre.`,
    );
    expect(refused.body.fields).toEqual({ year: "Bu alan şu an kilitli.", km: "Bu alan şu an kilitli." });
    expect((await detail({ params: { id: auctionId } })).body.auction.km).toBe(51_300);

    // Removing a photo bidders saw is refused too; adding one and correcting the description are not.
    const noPhoto = await vehicle.put(lister.token, {
      params: { id },
      body: { ...base, plate, photos: [base.photos[0]] },
    });
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.body.error).toMatch(/Şu alanlar değiştirilemez: Yayındaki fotoğraflar\.$/);
    const extra = "/api/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc.webp";
    const allowed = await vehicle.put(lister.token, {
      params: { id },
      body: { ...base, plate, description: "Düzenli bakımlı, hasarsız. Yeni akü.", photos: [...base.photos, extra] },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.vehicle).toMatchObject({
      lockReason: expect.stringContaining(`İhale #${auctionId}`),
      auctionLive: true,
      openAuctionId: auctionId,
    });

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "vehicle.update"), eq(schema.auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({
      changed: { description: { to: "Düzenli bakımlı, hasarsız. Yeni akü." } },
    });

    // Once the auction is cancelled the vehicle may be corrected again.
    expect((await cancel.post(lister.token, { params: { id: auctionId }, body: { reason: "Km hatası" } })).status).toBe(
      200,
    );
    const corrected = await vehicle.put(lister.token, { params: { id }, body: { ...base, plate, km: 5_130 } });
    expect(corrected.status).toBe(200);
    expect(corrected.body.vehicle.lockReason).toBeNull();
  });

  it("locks an on-sale Hemen Al vehicle, and a sold one cannot go to auction", async () => {
    const staff = await staffAccount({ roles: ["listings:write", "auctions:write"] });
    const created = await vehicles.post(staff.token, { body: { ...base, plate: "16 HLK 302" } });
    const id = created.body.vehicle.id as number;
    const listing = await listings.post(staff.token, { body: { vehicleId: id, price: 200_000 } });
    expect(listing.status).toBe(201);

    const refused = await vehicle.put(staff.token, {
      params: { id },
      body: { ...base, plate: "16 HLK 303", city: "İzmir" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Araç Hemen Al'da satışta (İlan #${listing.body.listing.id}); alıcılar bu bilgilere güvenir. Şu alanlar değiştirilemez: Şehir, Plaka.`,
    );

    const buyer = await registeredUser({ provision: 50_000 });
    expect(
      (await buy.post(buyer.token, { params: { id: listing.body.listing.id }, body: { price: 200_000 } })).status,
    ).toBe(201);
    const auction = await auctions.post(staff.token, {
      body: {
        vehicleId: id,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        startingPrice: 100_000,
      },
    });
    expect(auction.status).toBe(409);
    const listed = (await vehicles({ token: staff.token, query: { q: "16HLK302", pageSize: 10 } })).body.items[0];
    expect(listed).toMatchObject({ id, openListingId: listing.body.listing.id, openAuctionId: null });
    expect(listed.orderId).toEqual(expect.any(Number));
  });
});
