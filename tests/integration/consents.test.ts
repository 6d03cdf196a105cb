import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { consentsOfUser, mayReceiveMarketing } from "@/lib/server/consents/service";
import { currentConsentVersions } from "@/lib/server/consents/versions";
import exportHandler from "@/pages/api/management/exports/[kind]";
import userHandler from "@/pages/api/management/users/[uid]/index";
import consentsHandler from "@/pages/api/me/consents";
import currentHandler from "@/pages/api/me/current";
import profileHandler from "@/pages/api/me/profile";
import { serveHandler } from "@/tests/integration/helpers/http";
import { profileBody } from "@/tests/integration/helpers/requestBodies";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";

const profile = serveHandler(profileHandler);
const current = serveHandler(currentHandler);
const consents = serveHandler(consentsHandler);
const exportsApi = serveHandler(exportHandler);
const managedUser = serveHandler(userHandler);

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Istanbul" }).format(new Date());
/** Today's consent export (the İYS layout) as `token` asks for it. */
const exportedToday = (token: string) =>
  exportsApi({ token, params: { kind: "consents" }, query: { from: today(), to: today() } });

const rowsOf = (uid: string) =>
  getDb().select().from(schema.consents).where(eq(schema.consents.uid, uid)).orderBy(asc(schema.consents.id));

describe("consent records", () => {
  it("sign-up records the required texts with today's versions and the salted address hash; marketing stays off", async () => {
    const account = await signUp();
    const created = await profile.post(account.token, { body: profileBody });
    expect(created.status).toBe(201);
    const versions = currentConsentVersions();
    const rows = await rowsOf(account.uid);
    expect(rows.map((r) => [r.kind, r.action, r.version, r.source])).toEqual([
      ["membership", "accept", versions.membership, "signup"],
      ["kvkk_notice", "accept", versions.kvkk_notice, "signup"],
      ["abroad_transfer", "accept", versions.abroad_transfer, "signup"],
    ]);
    for (const row of rows) expect(row.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows.map((r) => r.ipHash)).not.toContain("127.0.0.1");

    const me = await current({ token: account.token });
    expect(me.body.user.pendingConsents).toEqual([]);
    const mine = await consents({ token: account.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ marketing: false, pending: [] });
    expect(mine.body.records).toHaveLength(3);
    expect(await mayReceiveMarketing(account.uid)).toBe(false);
  });

  it("a marketing tick at sign-up is an acceptance of the commercial e-mail text", async () => {
    const account = await signUp();
    expect((await profile.post(account.token, { body: { ...profileBody, marketingConsent: true } })).status).toBe(201);
    const rows = await rowsOf(account.uid);
    expect(rows.filter((r) => r.kind === "commercial_email").map((r) => [r.action, r.version])).toEqual([
      ["accept", currentConsentVersions().commercial_email],
    ]);
    expect(await mayReceiveMarketing(account.uid)).toBe(true);
  });

  it("refuses a sign-up without the explicit consent to the transfer abroad (422, Turkish), and stores nothing", async () => {
    const account = await signUp();
    const refused = await profile.post(account.token, { body: { ...profileBody, abroadConsent: false } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.abroadConsent).toBe("Yurt dışına aktarım için açık rıza vermeniz gerekiyor.");
    expect(await rowsOf(account.uid)).toEqual([]);
    const users = await getDb().select().from(schema.users).where(eq(schema.users.uid, account.uid));
    expect(users).toEqual([]);
  });

  it("a new version of a required text asks again; the renewal records the new version", async () => {
    const user = await registeredUser();
    // The user accepted an older membership agreement than the one shown today.
    await getDb()
      .insert(schema.consents)
      .values({ uid: user.uid, kind: "membership", action: "accept", version: "eskisurum0000000", source: "signup" });
    expect((await current({ token: user.token })).body.user.pendingConsents).toEqual(["membership"]);

    const bad = await consents.post(user.token, { body: { kinds: ["pazarlama"] } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toBeDefined();
    expect(JSON.stringify(bad.body)).toContain("Onaylanacak metinleri seçin.");
    const wrong = await consents.post(user.token, { body: { kinds: ["kvkk_notice"] } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe("Bu metin için bekleyen bir onay yok; sayfayı yenileyip tekrar deneyin.");

    const renewed = await consents.post(user.token, { body: { kinds: ["membership"] } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.pending).toEqual([]);
    const membership = (await rowsOf(user.uid)).filter((r) => r.kind === "membership");
    expect(membership.map((r) => [r.version, r.source])).toEqual([
      [currentConsentVersions().membership, "seed"],
      ["eskisurum0000000", "signup"],
      [currentConsentVersions().membership, "renewal"],
    ]);
    expect(membership[2].ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect((await current({ token: user.token })).body.user.pendingConsents).toEqual([]);
  });

  it("opting in and withdrawing marketing e-mail are rows; repeating a choice writes nothing", async () => {
    const user = await registeredUser();
    expect((await consents({ token: user.token })).body.marketing).toBe(false);
    const on = await consents.put(user.token, { body: { marketing: true } });
    expect(on.status).toBe(200);
    expect(on.body.marketing).toBe(true);
    await consents.put(user.token, { body: { marketing: true } });
    const off = await consents.put(user.token, { body: { marketing: false } });
    expect(off.body.marketing).toBe(false);
    const marketing = await getDb()
      .select()
      .from(schema.consents)
      .where(and(eq(schema.consents.uid, user.uid), eq(schema.consents.kind, "commercial_email")))
      .orderBy(asc(schema.consents.id));
    expect(marketing.map((r) => [r.action, r.source])).toEqual([
      ["accept", "settings"],
      ["withdraw", "settings"],
    ]);
    expect(await mayReceiveMarketing(user.uid)).toBe(false);

    const bad = await consents.put(user.token, { body: { marketing: "evet" } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.marketing).toBe("İzin tercihi açık ya da kapalı olmalıdır.");
    expect((await consentsOfUser(user.uid)).map((r) => r.kind)).toEqual([
      "membership",
      "kvkk_notice",
      "abroad_transfer",
      "commercial_email",
      "commercial_email",
    ]);
  });

  it("finance exports the commercial e-mail permissions in the İYS bulk-upload layout; others may not", async () => {
    const user = await registeredUser();
    await consents.put(user.token, { body: { marketing: true } });
    await consents.put(user.token, { body: { marketing: false } });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const answer = await exportedToday(finance.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="iys-izinleri-${today()}-${today()}.csv"`,
    );
    const lines = answer.bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("recipient;type;source;status;consentDate;recipientType");
    const own = lines.filter((l) => l.startsWith(`${user.email};`)).map((l) => l.split(";"));
    expect(own.map((cells) => [cells[1], cells[2], cells[3], cells[5]])).toEqual([
      ["EPOSTA", "HS_WEB", "ONAY", "BIREYSEL"],
      ["EPOSTA", "HS_WEB", "RET", "BIREYSEL"],
    ]);
    for (const cells of own) expect(cells[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Only commercial e-mail permissions go to İYS: the membership acceptances are not in the file.
    expect(own).toHaveLength(2);

    const orders = await staffAccount({ roles: ["orders:write"] });
    const refused = await exportedToday(orders.token);
    expect(refused.status).toBe(403);
  });

  it("the management user page lists the user's consents with versions", async () => {
    const user = await registeredUser();
    await consents.put(user.token, { body: { marketing: true } });
    const staff = await staffAccount({ roles: ["users:read"] });
    const detail = await managedUser({ token: staff.token, params: { uid: user.uid } });
    expect(detail.status).toBe(200);
    const versions = currentConsentVersions();
    expect(
      detail.body.consents.map((c: { kind: string; action: string; version: string }) => [c.kind, c.action, c.version]),
    ).toEqual([
      ["membership", "accept", versions.membership],
      ["kvkk_notice", "accept", versions.kvkk_notice],
      ["abroad_transfer", "accept", versions.abroad_transfer],
      ["commercial_email", "accept", versions.commercial_email],
    ]);
  });
});
