import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import currentHandler from "@/pages/api/me/current";
import profileHandler from "@/pages/api/me/profile";
import myRequestsHandler from "@/pages/api/me/provision-requests";
import healthHandler from "@/pages/api/health";
import rejectHandler from "@/pages/api/management/provision-requests/[id]/reject";
import approveHandler from "@/pages/api/management/provision-requests/[id]/approve";
import staffListHandler from "@/pages/api/management/provision-requests";
import { serveHandler } from "@/tests/integration/helpers/http";
import { forgeToken, registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";
import { countRows } from "@/tests/integration/helpers/rows";

const current = serveHandler(currentHandler);
const profile = serveHandler(profileHandler);
const myRequests = serveHandler(myRequestsHandler);
const health = serveHandler(healthHandler);
const reject = serveHandler(rejectHandler);
const approve = serveHandler(approveHandler);
const staffList = serveHandler(staffListHandler);

const rowCounts = () =>
  countRows({
    users: schema.users,
    requests: schema.provisionRequests,
    entries: schema.provisionEntries,
    audit: schema.auditLog,
  });

describe("authentication gate", () => {
  const now = Math.floor(Date.now() / 1000);
  const cases: Array<[string, { authorization?: string; token?: string }]> = [
    ["missing token", {}],
    ["empty bearer", { authorization: "Bearer " }],
    ["malformed token", { token: "not-a-jwt" }],
    ["wrong scheme", { authorization: "Basic dXNlcjpwYXNz" }],
    ["expired token", { token: forgeToken({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }) }],
    ["token for another project (tampered audience)", { token: forgeToken({ aud: "another-project" }) }],
    ["token from another issuer", { token: forgeToken({ iss: "https://securetoken.google.com/another-project" }) }],
  ];

  it.each(cases)("answers 401 with a Turkish message for a %s", async (_name, auth) => {
    const before = await rowCounts();
    for (const call of [
      () => current(auth),
      () =>
        profile({
          method: "POST",
          ...auth,
          body: {
            name: "Ali",
            lastName: "Veli",
            phone: "5551112233",
            city: "Ankara",
            kvkkConsent: true,
            membershipConsent: true,
            abroadConsent: true,
          },
        }),
      () => myRequests({ method: "POST", ...auth, body: { amount: 5000 } }),
      () => approve({ method: "POST", ...auth, params: { id: 1 } }),
    ]) {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("unauthorized");
      expect(response.body.error).toMatch(/Oturum/);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("accepts a forged-looking token only when it is a real emulator token", async () => {
    const account = await signUp();
    expect((await current({ token: account.token })).status).toBe(200);
    const parts = account.token.split(".");
    const payload = JSON.parse(Buffer.from(parts[1], "base64url").toString());
    const tampered = `${parts[0]}.${Buffer.from(JSON.stringify({ ...payload, aud: "evil-project" })).toString("base64url")}.${parts[2]}`;
    expect((await current({ token: tampered })).status).toBe(401);
  });

  it("refuses a signed-in account without a profile where a registered user is needed", async () => {
    const account = await signUp();
    const response = await myRequests.post(account.token, { body: { amount: 5000 } });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe("Lütfen baştan kayıt olunuz.");
  });
});

describe("method routing", () => {
  it.each([
    ["DELETE", () => current({ method: "DELETE" })],
    ["PATCH", () => profile({ method: "PATCH" })],
    ["POST", () => health({ method: "POST" })],
    ["GET", () => approve({ method: "GET", params: { id: 1 } })],
  ])("answers 405 for %s with the allowed methods", async (_m, call) => {
    const response = await call();
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ error: "Bu istek yöntemi desteklenmiyor.", code: "method_not_allowed" });
    expect(response.headers.get("allow")).toBeTruthy();
  });
});

describe("validation", () => {
  const goodProfile = {
    name: "Elif",
    lastName: "Arslan",
    phone: "5321112233",
    city: "Bursa",
    kvkkConsent: true,
    membershipConsent: true,
    abroadConsent: true,
  };
  const badProfiles: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ["missing name", { name: undefined }, "name", /Ad zorunludur/],
    ["short name", { name: "A" }, "name", /Ad en az 2 karakter/],
    ["digits in name", { name: "Ali123" }, "name", /yalnızca harf/],
    ["long last name", { lastName: "x".repeat(51) }, "lastName", /Soyad en fazla 50 karakter/],
    ["landline phone", { phone: "02121234567" }, "phone", /cep telefonu/],
    ["letters in phone", { phone: "55a1112233" }, "phone", /cep telefonu/],
    ["unknown city", { city: "Paris" }, "city", /il seçin/],
    ["city as number", { city: 34 }, "city", /il seçin/],
    ["no KVKK consent", { kvkkConsent: false }, "kvkkConsent", /KVKK/],
    ["no membership consent", { membershipConsent: undefined }, "membershipConsent", /Üyelik sözleşmesini/],
    ["no consent to the transfer abroad", { abroadConsent: false }, "abroadConsent", /Yurt dışına aktarım/],
    ["marketing consent as text", { marketingConsent: "evet" }, "marketingConsent", /İzin tercihi/],
  ];

  it.each(badProfiles)(
    "rejects a profile with %s (422, field message) and creates nothing",
    async (_name, change, field, message) => {
      const account = await signUp();
      const response = await profile.post(account.token, { body: { ...goodProfile, ...change } });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe("validation");
      expect(response.body.fields[field]).toMatch(message);
      expect((await current({ token: account.token })).body.user.hasProfile).toBe(false);
    },
  );

  it("rejects a profile edit with bad fields and keeps the stored profile", async () => {
    const user = await registeredUser({ name: "Kemal" });
    const response = await profile.put(user.token, {
      body: { name: "", lastName: "Çelik", phone: "123", city: "Atlantis" },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.fields).sort()).toEqual(["city", "name", "phone"]);
    expect((await current({ token: user.token })).body.user.name).toBe("Kemal");
  });

  const badAmounts: Array<[string, unknown, RegExp]> = [
    ["below the minimum", 999, /En az 1\.000 TL/],
    ["zero", 0, /En az 1\.000 TL/],
    ["negative", -5000, /En az 1\.000 TL/],
    ["a fraction", 1500.5, /tam lira/],
    ["a string", "5000", /sayı olmalıdır/],
    ["missing", undefined, /sayı olmalıdır/],
    ["too large", 10_000_001, /en fazla 10\.000\.000 TL/],
  ];

  it.each(badAmounts)("rejects a provision request %s and stores nothing", async (_name, amount, message) => {
    const user = await registeredUser();
    const before = await rowCounts();
    const response = await myRequests.post(user.token, { body: { amount } });
    expect(response.status).toBe(422);
    expect(response.body.fields.amount).toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 400 for malformed JSON", async () => {
    const user = await registeredUser();
    const response = await myRequests.post(user.token, { rawBody: "{amount: 5000" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("İstek gövdesi geçerli bir JSON değil.");
  });

  it("rejects bad reject reasons, bad ids and bad list filters", async () => {
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const user = await registeredUser();
    const { body } = await myRequests.post(user.token, { body: { amount: 3000 } });
    const before = await rowCounts();

    const noReason = await reject.post(finance.token, { params: { id: body.request.id }, body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields.reason).toBe("Ret gerekçesi zorunludur.");
    const shortReason = await reject.post(finance.token, { params: { id: body.request.id }, body: { reason: "x" } });
    expect(shortReason.body.fields.reason).toMatch(/en az 3 karakter/);

    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999"]) {
      const response = await approve.post(finance.token, { params: { id }, body: { receivedAmount: 3_000 } });
      expect(response.status).toBe(422);
      expect(response.body.fields.id).toBe("Geçersiz kayıt numarası.");
    }
    const badFilter = await staffList({ token: finance.token, query: { status: "everything" } });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.fields.status).toBe("Geçersiz durum filtresi.");
    const badPage = await staffList({ token: finance.token, query: { page: 0 } });
    expect(badPage.status).toBe(422);

    expect(await rowCounts()).toEqual(before);
    const [request] = await getDb()
      .select()
      .from(schema.provisionRequests)
      .where(eq(schema.provisionRequests.id, body.request.id));
    expect(request.status).toBe("pending");
  });
});

describe("health", () => {
  it("reports the database and identity service", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "ok", database: { ok: true }, identity: { ok: true } });
  });
});
