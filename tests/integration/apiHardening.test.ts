import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { GetServerSidePropsContext } from "next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb, getPool, schema } from "@/lib/server/db";
import healthHandler from "@/pages/api/health";
import auctionListHandler from "@/pages/api/auctions";
import auctionDetailHandler from "@/pages/api/auctions/[id]";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import listingListHandler from "@/pages/api/listings";
import listingDetailHandler from "@/pages/api/listings/[id]";
import buyHandler from "@/pages/api/listings/[id]/buy";
import contactHandler from "@/pages/api/contact";
import sellRequestsHandler from "@/pages/api/me/sell-requests";
import transportRequestsHandler from "@/pages/api/me/transport-requests";
import provisionRequestsHandler from "@/pages/api/me/provision-requests";
import rejectProvisionHandler from "@/pages/api/management/provision-requests/[id]/reject";
import vehiclesHandler from "@/pages/api/management/vehicles";
import managedAuctionsHandler from "@/pages/api/management/auctions";
import { getServerSideProps as buyNowPageProps } from "@/pages/hemenal";
import { getServerSideProps as auctionListPageProps } from "@/pages/ihaleler/filtre";
import { auctionRow, makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing, ordersOfListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { rowCount } from "@/tests/integration/helpers/rows";
import { registeredUser, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import { sellRequestBody, transportRequestBody } from "@/tests/integration/helpers/requestBodies";
import { identifiedVehicle } from "@/tests/integration/helpers/vehicleIdentity";

const health = serveHandler(healthHandler);
const auctionList = serveHandler(auctionListHandler);
const auctionDetail = serveHandler(auctionDetailHandler);
const bids = serveHandler(bidsHandler);
const listingList = serveHandler(listingListHandler);
const listingDetail = serveHandler(listingDetailHandler);
const buy = serveHandler(buyHandler);
const contact = serveHandler(contactHandler);
const sellRequests = serveHandler(sellRequestsHandler);
const transportRequests = serveHandler(transportRequestsHandler);
const provisionRequests = serveHandler(provisionRequestsHandler);
const rejectProvision = serveHandler(rejectProvisionHandler);
const vehicles = serveHandler(vehiclesHandler);
const managedAuctions = serveHandler(managedAuctionsHandler);

beforeAll(() => {
  // The contact form's per-address limit: each call below comes from its own address.
  process.env.TRUST_PROXY_HOPS = "1";
});
const fromNewAddress = () => ({
  "X-Forwarded-For": `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

function contactMessage(message = "Merhaba, İzmir'den Ankara'ya motosiklet taşıması için fiyat alabilir miyim?") {
  return {
    name: "Zeynep Çalışkan",
    email: `zeynep-${randomUUID().slice(0, 8)}@ornek.com`,
    phone: "0532 123 45 67",
    subject: "nakliye",
    message,
    kvkkConsent: true,
  };
}

const rows = rowCount;

const freshVehicle = () =>
  identifiedVehicle(
    { brand: "Kawasaki", model: "Z900", year: 2021, km: 10_000, engineCc: 948, city: "Bursa", colour: "Yeşil" },
    "16HRD",
  );

/** A staff member who also registered as a user, with provision: everything a bid or a purchase needs but the rule. */
async function staffWithProfile(): Promise<TestAccount> {
  const account = await registeredUser({ provision: 100_000 });
  await getDb()
    .insert(schema.staff)
    .values({ uid: account.uid, email: account.email, roles: ["auctions:write"] });
  return account;
}

describe("health", () => {
  afterEach(async () => {
    await closeDb();
    vi.unstubAllEnvs();
  });

  it("answers 503 without internal details when the database is down", async () => {
    await closeDb();
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await health();
    errors.mockRestore();
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: "degraded",
      database: { ok: false },
      identity: { ok: true, latencyMs: expect.any(Number) },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/SELECT|query|ECONNREFUSED|127\.0\.0\.1/);
  });

  it("answers 200 when everything is up", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "ok", database: { ok: true }, identity: { ok: true } });
  });

  /** A fresh pool of one connection, which the test then holds: every other query queues for it. */
  async function saturatedPool(answerFirst: boolean) {
    await closeDb();
    vi.stubEnv("DATABASE_POOL_SIZE", "1");
    // Longer than the health check waits: the pool's own timeout would answer 503 only after this.
    vi.stubEnv("DATABASE_CONNECT_TIMEOUT_MS", "4000");
    if (answerFirst) await getDb().execute(sql`SELECT 1`);
    return getPool().connect();
  }

  it("answers 200 (database busy) when every pooled connection is taken but the database answered just before", async () => {
    const held = await saturatedPool(true);
    try {
      const response = await health();
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: "ok", database: { ok: true, busy: true }, identity: { ok: true } });
    } finally {
      held.release();
    }
  });

  it("answers 200 (identity busy) when the identity service answered just before but is slow now", async () => {
    // A stand-in for the Auth emulator's discovery document: answers once, then takes longer than the check waits.
    let slow = false;
    const server = http.createServer((_req, res) => {
      if (slow) setTimeout(() => res.end("{}"), 3_000);
      else res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", `127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      expect((await health()).body).toMatchObject({ status: "ok", identity: { ok: true } });
      slow = true;
      const response = await health();
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: "ok", database: { ok: true }, identity: { ok: true, busy: true } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers 503 when no pooled connection comes and the database has not answered lately", async () => {
    const held = await saturatedPool(false);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await health();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: "degraded",
        database: { ok: false },
        identity: { ok: true, latencyMs: expect.any(Number) },
      });
    } finally {
      errors.mockRestore();
      held.release();
    }
  });
});

describe("control characters", () => {
  const refused = (response: { status: number; body: { code: string; error: string } }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.code).toBe("validation");
    expect(response.body.error).toMatch(/kontrol karakter/);
  };

  it.each([
    ["auctions", () => auctionList({ query: { brand: "a\u0000b" } })],
    ["listings", () => listingList({ query: { brand: "a\u0000b" } })],
    ["auctions (model)", () => auctionList({ query: { model: "x\u0007" } })],
  ])("a NUL in a public list filter (%s) answers a Turkish 422", async (_name, call) => {
    refused(await call());
  });

  it("a contact message with a NUL is refused and stored nowhere; tabs and newlines are fine", async () => {
    const before = await rows(schema.contactMessages);
    const response = await contact({
      method: "POST",
      headers: fromNewAddress(),
      body: contactMessage("Merhaba,\u0000 fiyat alabilir miyim? Teşekkürler."),
    });
    refused(response);
    expect(response.body.fields).toEqual({ message: expect.stringMatching(/kontrol karakter/) });
    expect(await rows(schema.contactMessages)).toBe(before);
    const multiLine = await contact({
      method: "POST",
      headers: fromNewAddress(),
      body: contactMessage("Merhaba,\r\n\tİzmir'den Ankara'ya taşıma için\nfiyat alabilir miyim?"),
    });
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(201);
  });

  it("a user's sell-request description and transport note with a NUL are refused", async () => {
    const user = await registeredUser();
    const [sellBefore, transportBefore] = [await rows(schema.sellRequests), await rows(schema.transportRequests)];
    refused(
      await sellRequests.post(user.token, {
        body: {
          ...sellRequestBody([`/api/uploads/${randomUUID()}.webp`]),
          description: "Tek sahibinden,\u0000 bakımları yetkili serviste yapıldı.",
        },
      }),
    );
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    refused(await transportRequests.post(user.token, { body: transportRequestBody(day, "Yan çantalı\u0000") }));
    expect([await rows(schema.sellRequests), await rows(schema.transportRequests)]).toEqual([
      sellBefore,
      transportBefore,
    ]);
  });

  it("staff's vehicle description, provision reject reason and search with a NUL are refused", async () => {
    const staff = await staffAccount({ roles: ["listings:write", "provision:approve"] });
    const before = await rows(schema.vehicles);
    refused(
      await vehicles.post(staff.token, {
        body: {
          brand: "Yamaha",
          model: "MT-07",
          year: 2022,
          km: 8_500,
          engineCc: 689,
          city: "İzmir",
          colour: "Mavi",
          plate: "35 nul 123",
          description: "Bakımlı\u0000",
          details: [],
          photos: [],
        },
      }),
    );
    expect(await rows(schema.vehicles)).toBe(before);
    refused(await vehicles({ token: staff.token, query: { q: "mt\u000007" } }));

    const user = await registeredUser();
    const request = await provisionRequests.post(user.token, { body: { amount: 5_000 } });
    expect(request.status).toBe(201);
    const id = request.body.request?.id ?? request.body.id;
    refused(await rejectProvision.post(staff.token, { params: { id }, body: { reason: "Dekont\u0000 eksik" } }));
    const [stored] = await getDb().select().from(schema.provisionRequests).where(eq(schema.provisionRequests.id, id));
    expect(stored.status).toBe("pending");
  });

  it.each([
    ["/hemenal", buyNowPageProps],
    ["/ihaleler?…", auctionListPageProps],
  ])("the %s page drops a filter with a NUL instead of failing", async (_name, getProps) => {
    const res = { setHeader: () => undefined };
    const result = (await getProps({
      query: { brand: "a\u0000b", city: "İzmir" },
      res,
      req: {},
      resolvedUrl: "/",
    } as unknown as GetServerSidePropsContext)) as { props: { params: { brand?: string; city?: string } } };
    expect(result.props.params.brand).toBeUndefined();
    expect(result.props.params.city).toBe("İzmir");
  });
});

describe("JSON bodies", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no type", ""],
  ])("a body sent as %s is refused with 415 and stores nothing", async (_name, type) => {
    const before = await rows(schema.contactMessages);
    const response = await contact({
      method: "POST",
      headers: { ...fromNewAddress(), "Content-Type": type },
      rawBody: JSON.stringify(contactMessage()),
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: "İstek gövdesi JSON olarak gönderilmelidir (Content-Type: application/json).",
      code: "unsupported_media_type",
    });
    expect(await rows(schema.contactMessages)).toBe(before);
  });

  it("application/json with a charset is read", async () => {
    const response = await contact({
      method: "POST",
      headers: { ...fromNewAddress(), "Content-Type": "application/json; charset=utf-8" },
      rawBody: JSON.stringify(contactMessage()),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});

describe("auction dates", () => {
  const start = () => new Date(Date.now() + 86_400_000);
  const base = (vehicleId: number) => ({
    vehicleId,
    startsAt: start().toISOString(),
    endsAt: new Date(start().getTime() + 3 * 86_400_000).toISOString(),
    startingPrice: 50_000,
  });

  it.each<[string, unknown, RegExp]>([
    ["null", null, /geçerli bir tarih/],
    ["true", true, /geçerli bir tarih/],
    ["0", 0, /geçerli bir tarih/],
    ["a number of milliseconds", Date.now() + 86_400_000, /geçerli bir tarih/],
    ["an empty string", "", /zorunludur/],
    ["a date without a time", "2030-01-01", /geçerli bir tarih/],
    ["a time without a zone", "2030-01-01T10:00", /geçerli bir tarih/],
    ["a day that does not exist", "2030-02-30T10:00:00Z", /geçerli bir tarih/],
  ])("startsAt %s is refused and creates no auction", async (_name, startsAt, message) => {
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const vehicle = await freshVehicle();
    const before = await rows(schema.auctions);
    const response = await managedAuctions.post(staff.token, { body: { ...base(vehicle.id), startsAt } });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.fields.startsAt).toMatch(message);
    expect(await rows(schema.auctions)).toBe(before);
  });

  it("an ISO instant with an offset is the same instant", async () => {
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const vehicle = await freshVehicle();
    const response = await managedAuctions.post(staff.token, {
      body: { ...base(vehicle.id), startsAt: "2030-01-01T13:00:00+03:00", endsAt: "2030-01-03T10:00:00.000Z" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = response.body.auction?.id ?? response.body.id;
    const row = await auctionRow(id);
    expect(row.startsAt.toISOString()).toBe("2030-01-01T10:00:00.000Z");
    expect(row.state).toBe("scheduled");
  });
});

describe("staff never bid or buy", () => {
  it("a staff account with a profile and provision cannot bid; its viewer says so", async () => {
    const staff = await staffWithProfile();
    const { auction } = await makeAuction({ reservePrice: 90_000 });
    const response = await bids.post(staff.token, { params: { id: auction.id }, body: { amount: 51_000 } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: "Personel hesaplarıyla ihalelere teklif verilemez.", code: "forbidden" });
    const row = await auctionRow(auction.id);
    expect([row.bidCount, row.leaderUid, row.currentPrice]).toEqual([0, null, 50_000]);
    expect((await auctionDetail({ token: staff.token, params: { id: auction.id } })).body.viewer).toMatchObject({
      isStaff: true,
    });

    const user = await registeredUser({ provision: 100_000 });
    expect((await auctionDetail({ token: user.token, params: { id: auction.id } })).body.viewer).toMatchObject({
      isStaff: false,
    });
    expect((await bids.post(user.token, { params: { id: auction.id }, body: { amount: 51_000 } })).status).toBe(200);
  });

  it("a staff account with a profile and provision cannot buy; its viewer says so", async () => {
    const staff = await staffWithProfile();
    const { listing } = await makeListing({ price: 200_000 });
    const response = await buy.post(staff.token, { params: { id: listing.id }, body: { price: 200_000 } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: "Personel hesaplarıyla satın alma yapılamaz.", code: "forbidden" });
    expect(await ordersOfListing(listing.id)).toHaveLength(0);
    expect((await listingDetail({ token: staff.token, params: { id: listing.id } })).body.viewer).toMatchObject({
      isStaff: true,
    });
  });

  it("a deactivated staff account trades like any member", async () => {
    const former = await staffWithProfile();
    await getDb().update(schema.staff).set({ active: false }).where(eq(schema.staff.uid, former.uid));
    const { listing } = await makeListing({ price: 200_000 });
    expect((await buy.post(former.token, { params: { id: listing.id }, body: { price: 200_000 } })).status).toBe(201);
  });
});
