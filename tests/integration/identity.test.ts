import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/server/logger";
import { getDb, schema } from "@/lib/server/db";
import { anonymiseIdentity } from "@/lib/server/identity/service";
import { openIdentityNumber } from "@/lib/server/identity/crypto";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import identityHandler from "@/pages/api/me/identity";
import provisionRequestsHandler from "@/pages/api/me/provision-requests";
import sellRequestsHandler from "@/pages/api/me/sell-requests";
import withdrawalsHandler from "@/pages/api/me/withdrawals";
import userDetailHandler from "@/pages/api/management/users/[uid]";
import dashboardHandler from "@/pages/api/management/dashboard";
import { freshTestIdentity, startKpsServer, type RunningKps } from "@/scripts/lib/kpsServer";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { sellRequestBody } from "@/tests/integration/helpers/requestBodies";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount, verifiedIdentity } from "@/tests/integration/helpers/identity";

const identity = serveHandler(identityHandler);
const bid = serveHandler(bidsHandler);
const buy = serveHandler(buyHandler);
const withdrawals = serveHandler(withdrawalsHandler);
const sellRequests = serveHandler(sellRequestsHandler);
const provisionRequests = serveHandler(provisionRequestsHandler);
const userDetail = serveHandler(userDetailHandler);
const dashboard = serveHandler(dashboardHandler);

const REQUIRED = /için kimliğinizi doğrulamanız gerekiyor\.$/;

// A registry of this file's own, so a test can count the calls and make it fail; the stack's stays as it is.
let registry: RunningKps;
const stackKpsUrl = process.env.KPS_URL;
beforeAll(async () => {
  registry = await startKpsServer();
  process.env.KPS_URL = registry.url;
});
afterEach(() => registry.setFault(null));
afterAll(async () => {
  process.env.KPS_URL = stackKpsUrl;
  await registry.stop();
});

const rowOf = async (uid: string) =>
  (await getDb().select().from(schema.identityVerifications).where(eq(schema.identityVerifications.uid, uid)))[0];

function person() {
  const p = freshTestIdentity();
  registry.register(p);
  return p;
}

describe("identity verification on /profil", () => {
  it("verifies against the registry, stores the number only encrypted and answers it masked", async () => {
    const user = await registeredUser({ identity: false });
    expect((await identity({ method: "GET", token: user.token })).body).toEqual({ identity: null });
    const p = person();
    const calls = registry.calls();

    const verified = await identity.post(user.token, { body: { ...p, birthYear: "1990" } });
    expect(verified.status).toBe(201);
    expect(registry.calls()).toBe(calls + 1);
    expect(verified.body.identity).toMatchObject({
      kind: "tckn",
      masked: `${p.number.slice(0, 2)}*******${p.number.slice(-2)}`,
      firstName: "Test",
      lastName: "Kullanıcı",
    });
    expect(JSON.stringify(verified.body)).not.toContain(p.number);
    expect((await identity({ method: "GET", token: user.token })).body).toEqual(verified.body);

    const row = await rowOf(user.uid);
    expect(JSON.stringify(row)).not.toContain(p.number);
    expect(row.keyId).toBe("demo");
    expect(openIdentityNumber({ ciphertext: row.numberCiphertext!, keyId: row.keyId! })).toBe(p.number);

    const again = await identity.post(user.token, { body: p });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Kimliğiniz zaten doğrulanmış.");
  });

  it("refuses a wrong check digit with the field's message before any call to the registry", async () => {
    const user = await registeredUser({ identity: false });
    const p = person();
    const wrong = `${p.number.slice(0, 10)}${(Number(p.number[10]) + 1) % 10}`;
    const calls = registry.calls();
    const refused = await identity.post(user.token, { body: { ...p, number: wrong } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.number).toBe("Kimlik numarası geçerli değil; lütfen numarayı kontrol edin.");
    const leadingZero = await identity.post(user.token, { body: { ...p, number: "01234567890" } });
    expect(leadingZero.body.fields.number).toBe("Kimlik numarası 0 ile başlayamaz.");
    expect(registry.calls()).toBe(calls);
    expect(await rowOf(user.uid)).toBeUndefined();
  });

  it("refuses data the registry does not confirm and stores nothing", async () => {
    const user = await registeredUser({ identity: false });
    const p = person();
    const refused = await identity.post(user.token, { body: { ...p, birthYear: 1991 } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Girdiğiniz bilgiler nüfus kayıtlarıyla eşleşmedi\./);
    expect(await rowOf(user.uid)).toBeUndefined();
  });

  it("registry down (500s, then no server at all): the Turkish 503, nothing stored, and 5xx are tried three times", async () => {
    const user = await registeredUser({ identity: false });
    const p = person();
    registry.setFault({ kind: "error" });
    const calls = registry.calls();
    const down = await identity.post(user.token, { body: p });
    expect(down.status).toBe(503);
    expect(down.body.error).toMatch(/^Kimlik doğrulama servisine şu an ulaşılamıyor/);
    expect(registry.calls()).toBe(calls + 3);
    expect(await rowOf(user.uid)).toBeUndefined();

    const closed = await startKpsServer();
    await closed.stop();
    process.env.KPS_URL = closed.url;
    try {
      const gone = await identity.post(user.token, { body: p });
      expect(gone.status).toBe(503);
      expect(gone.body.error).toMatch(/^Kimlik doğrulama servisine şu an ulaşılamıyor/);
    } finally {
      process.env.KPS_URL = registry.url;
    }
    expect(await rowOf(user.uid)).toBeUndefined();

    // One 500 and then an answer: the retry verifies.
    registry.setFault({ kind: "error", times: 1 });
    expect((await identity.post(user.token, { body: p })).status).toBe(201);
  });

  it("one identity, one account: a number verified on another account is refused", async () => {
    const first = await registeredUser({ identity: false });
    const second = await registeredUser({ identity: false });
    const p = person();
    expect((await identity.post(first.token, { body: p })).status).toBe(201);
    const refused = await identity.post(second.token, { body: p });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Bu kimlik numarası başka bir hesapta doğrulanmış. Her kimlik yalnızca bir hesapta kullanılabilir.",
    );
    expect(await rowOf(second.uid)).toBeUndefined();

    // Account deletion anonymises the first: the number is free again and nothing of it remains.
    await getDb().transaction((tx) => anonymiseIdentity(tx, first.uid));
    const anonymised = await rowOf(first.uid);
    expect(anonymised).toMatchObject({ numberCiphertext: null, lookupHash: null, firstName: null, lastName: null });
    expect(anonymised.anonymisedAt).toBeInstanceOf(Date);
    expect((await identity({ method: "GET", token: first.token })).body).toEqual({ identity: null });
    expect((await identity.post(second.token, { body: p })).status).toBe(201);
  });
});

describe("the number in logs", () => {
  it("is never written: not on success, a refusal or the registry down, and a careless log line is redacted", async () => {
    const saved = logger.level;
    logger.level = "debug";
    const raw: string[] = [];
    const stream = (logger as unknown as Record<symbol, { write: (s: string) => unknown }>)[pino.symbols.streamSym];
    const write = stream.write.bind(stream);
    vi.spyOn(stream, "write").mockImplementation((chunk: string) => {
      raw.push(chunk);
      return write(chunk);
    });
    try {
      const [first, second] = [await registeredUser({ identity: false }), await registeredUser({ identity: false })];
      const p = person();
      registry.setFault({ kind: "error", times: 3 });
      expect((await identity.post(first.token, { body: p })).status).toBe(503);
      expect((await identity.post(first.token, { body: { ...p, birthYear: 1901 } })).status).toBe(422);
      expect((await identity.post(first.token, { body: p })).status).toBe(201);
      expect((await identity.post(second.token, { body: p })).status).toBe(409);
      logger.info({ identityNumber: p.number, input: { TCKimlikNo: p.number } }, "careless");
      expect(raw.length).toBeGreaterThan(5);
      expect(raw.join("")).not.toContain(p.number);
    } finally {
      vi.restoreAllMocks();
      logger.level = saved;
    }
  });
});

describe("what needs a verified identity", () => {
  it("an unverified user's bid is refused with the Turkish message; once verified, the same bid is taken", async () => {
    const user = await registeredUser({ identity: false, provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    const refused = await bid.post(user.token, { params: { id: auction.id }, body: { amount: 50_000 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: "identity_unverified",
      error: "Teklif vermek için kimliğinizi doğrulamanız gerekiyor.",
    });
    const [{ bids }] = await getDb()
      .select({ bids: schema.auctions.bidCount })
      .from(schema.auctions)
      .where(eq(schema.auctions.id, auction.id));
    expect(bids).toBe(0);

    await verifiedIdentity(user.uid);
    const taken = await bid.post(user.token, { params: { id: auction.id }, body: { amount: 50_000 } });
    expect(taken.status).toBe(200);
    expect(taken.body.leading).toBe(true);
  });

  it("Hemen Al, withdrawals and sell requests refuse an unverified user; provision requests stay open", async () => {
    const user = await registeredUser({ identity: false, provision: 300_000 });
    const { listing } = await makeListing({ price: 100_000 });
    const bought = await buy.post(user.token, { params: { id: listing.id } });
    expect(bought.status).toBe(403);
    expect(bought.body.error).toMatch(REQUIRED);
    expect(bought.body.error).toMatch(/^Satın almak/);

    const withdrawal = await withdrawals.post(user.token, { body: { amount: 1_000, iban: testIban() } });
    expect(withdrawal.status).toBe(403);
    expect(withdrawal.body.error).toBe("Para çekmek için kimliğinizi doğrulamanız gerekiyor.");

    const sell = await sellRequests.post(user.token, {
      body: sellRequestBody(["/api/uploads/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.webp"]),
    });
    expect(sell.status).toBe(403);
    expect(sell.body.error).toBe("Satış talebi oluşturmak için kimliğinizi doğrulamanız gerekiyor.");

    const provision = await provisionRequests.post(user.token, { body: { amount: 1_000 } });
    expect(provision.status).toBe(201);
    const [balance] = await getDb()
      .select({ total: schema.users.provisionTotal, blocked: schema.users.provisionBlocked })
      .from(schema.users)
      .where(eq(schema.users.uid, user.uid));
    expect(balance).toEqual({ total: 300_000, blocked: 0 });
  });
});

describe("identity in the back office", () => {
  it("the user page shows the masked number and date, never the number; the dashboard counts unverified bidders", async () => {
    const staff = await staffAccount({ roles: ["users:read"] });
    const verified = await registeredUser({ identity: false });
    const p = person();
    await identity.post(verified.token, { body: p });
    const detail = await userDetail({ method: "GET", token: staff.token, params: { uid: verified.uid } });
    expect(detail.status).toBe(200);
    expect(detail.body.identity).toMatchObject({
      kind: "tckn",
      masked: `${p.number.slice(0, 2)}*******${p.number.slice(-2)}`,
    });
    expect(typeof detail.body.identity.verifiedAt).toBe("string");
    expect(JSON.stringify(detail.body)).not.toContain(p.number);

    const before = (await dashboard({ method: "GET", token: staff.token, query: { range: "today" } })).body.users
      .unverifiedBidders;
    const unverified = await registeredUser({ identity: false, provision: 10_000 });
    const after = (await dashboard({ method: "GET", token: staff.token, query: { range: "today" } })).body.users
      .unverifiedBidders;
    expect(after).toBe(before + 1);
    const plain = await userDetail({ method: "GET", token: staff.token, params: { uid: unverified.uid } });
    expect(plain.body.identity).toBeNull();
  });
});
