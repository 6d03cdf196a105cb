import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { hashIp } from "@/lib/server/clientIp";
import contactHandler from "@/pages/api/contact";
import inboxHandler from "@/pages/api/management/messages";
import messageHandler from "@/pages/api/management/messages/[id]";
import archiveHandler from "@/pages/api/management/messages/[id]/archive";
import readHandler from "@/pages/api/management/messages/[id]/read";
import unreadHandler from "@/pages/api/management/messages/[id]/unread";
import unreadCountHandler from "@/pages/api/management/messages/unread-count";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const contact = serveHandler(contactHandler);
const inbox = serveHandler(inboxHandler);
const message = serveHandler(messageHandler);
const markRead = serveHandler(readHandler);
const markUnread = serveHandler(unreadHandler);
const archive = serveHandler(archiveHandler);
const unreadCount = serveHandler(unreadCountHandler);

// Each test speaks from its own address (as if behind our one load balancer), so the per-IP limit
// of one test never affects another.
beforeAll(() => {
  process.env.TRUST_PROXY_HOPS = "1";
  // One very long fixed window, so a burst can never straddle a window boundary and pass by luck.
  process.env.CONTACT_RATE_WINDOW_MINUTES = String(60 * 24 * 365 * 10);
});
const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const from = (ip: string) => ({ "X-Forwarded-For": ip });

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: "Zeynep Çalışkan",
    email: `zeynep-${randomUUID().slice(0, 8)}@ornek.com`,
    phone: "0532 123 45 67",
    subject: "nakliye",
    message: "Merhaba, İzmir'den Ankara'ya motosiklet taşıması için fiyat alabilir miyim?",
    kvkkConsent: true,
    ...overrides,
  };
}

async function storedFor(email: string) {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(schema.contactMessages)
    .where(eq(schema.contactMessages.email, email.toLowerCase()));
  return n;
}

describe("contact form", () => {
  it("stores a message and shows it in the inbox until it is read and archived", async () => {
    const ip = newIp();
    const input = validMessage();
    const sent = await contact({ method: "POST", body: input, headers: from(ip) });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ received: true });

    const [row] = await getDb()
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, input.email));
    expect(row).toMatchObject({
      name: "Zeynep Çalışkan",
      phone: "5321234567",
      subject: "nakliye",
      status: "unread",
      ipHash: hashIp(ip),
    });
    expect(row.ipHash).not.toContain(ip);
    expect(row.kvkkConsentAt).toBeInstanceOf(Date);

    const staff = await staffAccount({ roles: ["messages:read"] });
    const before = await unreadCount({ token: staff.token });
    expect(before.status).toBe(200);
    expect(before.body.unread).toBeGreaterThanOrEqual(1);

    const unread = await inbox({ token: staff.token, query: { status: "unread", pageSize: 100 } });
    expect(unread.status).toBe(200);
    const listed = unread.body.items.find((m: { id: number }) => m.id === row.id);
    expect(listed).toMatchObject({
      name: "Zeynep Çalışkan",
      email: input.email,
      subjectLabel: "Nakliye",
      status: "unread",
    });
    expect(listed).not.toHaveProperty("ipHash");
    expect(unread.body.counts.unread).toBeGreaterThanOrEqual(1);

    const detail = await message({ token: staff.token, params: { id: row.id } });
    expect(detail.body.message).toMatchObject({ id: row.id, message: input.message, phone: "5321234567" });

    const read = await markRead.post(staff.token, { params: { id: row.id } });
    expect(read.status).toBe(200);
    expect(read.body.message.status).toBe("read");
    const readAgain = await markRead.post(staff.token, { params: { id: row.id } });
    expect(readAgain.status).toBe(200);
    const readList = await inbox({ token: staff.token, query: { status: "read", pageSize: 100 } });
    expect(readList.body.items.map((m: { id: number }) => m.id)).toContain(row.id);
    const unreadAfter = await inbox({ token: staff.token, query: { status: "unread", pageSize: 100 } });
    expect(unreadAfter.body.items.map((m: { id: number }) => m.id)).not.toContain(row.id);

    const archived = await archive.post(staff.token, { params: { id: row.id } });
    expect(archived.body.message.status).toBe("archived");
    const archiveList = await inbox({ token: staff.token, query: { status: "archived", pageSize: 100 } });
    expect(archiveList.body.items.map((m: { id: number }) => m.id)).toContain(row.id);

    const back = await markUnread.post(staff.token, { params: { id: row.id } });
    expect(back.body.message.status).toBe("unread");

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "contact_message"), eq(schema.auditLog.targetId, String(row.id))))
      .orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      "contact_message.read",
      "contact_message.archive",
      "contact_message.unread",
    ]);
    expect(audit.every((a) => a.staffUid === staff.uid)).toBe(true);
  });

  it("stores a message without a phone number", async () => {
    const input = validMessage({ phone: undefined });
    delete (input as Record<string, unknown>).phone;
    expect((await contact({ method: "POST", body: input, headers: from(newIp()) })).status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, input.email));
    expect(row.phone).toBeNull();
  });

  it("answers 429 with a Turkish message once an address has sent 5 messages, and stores nothing more", async () => {
    const ip = newIp();
    const email = `seri-${randomUUID().slice(0, 8)}@ornek.com`;
    for (let i = 0; i < 5; i++) {
      expect((await contact({ method: "POST", body: validMessage({ email }), headers: from(ip) })).status).toBe(201);
    }
    const refused = await contact({ method: "POST", body: validMessage({ email }), headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error:
        "Kısa sürede çok fazla mesaj gönderdiniz. Lütfen bir süre sonra tekrar deneyin ya da bizi telefonla arayın.",
      code: "rate_limited",
    });
    expect(await storedFor(email)).toBe(5);

    // Another address is not affected.
    expect((await contact({ method: "POST", body: validMessage(), headers: from(newIp()) })).status).toBe(201);
  });

  it("counts the limit across many parallel requests without letting extra messages through", async () => {
    const ip = newIp();
    const email = `paralel-${randomUUID().slice(0, 8)}@ornek.com`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => contact({ method: "POST", body: validMessage({ email }), headers: from(ip) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await storedFor(email)).toBe(5);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const input = validMessage({ website: "http://spam.example" });
    const res = await contact({ method: "POST", body: input, headers: from(newIp()) });
    expect(res.status).toBe(201);
    expect(await storedFor(input.email)).toBe(0);
  });

  const badFields: [string, Record<string, unknown>][] = [
    ["name", { name: "" }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "ornek.com" }],
    ["email", { email: `${"a".repeat(250)}@ornek.com` }],
    ["phone", { phone: "12345" }],
    ["subject", { subject: "kredi" }],
    ["message", { message: "Kısa" }],
    ["message", { message: "x".repeat(2001) }],
    ["kvkkConsent", { kvkkConsent: false }],
    ["kvkkConsent", { kvkkConsent: "true" }],
    ["website", { website: "x".repeat(501) }],
  ];

  it.each(badFields)("answers 422 for a bad %s and stores nothing", async (field, patch) => {
    const input = validMessage(patch);
    const res = await contact({ method: "POST", body: input, headers: from(newIp()) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation");
    expect(typeof res.body.fields[field]).toBe("string");
    expect(res.body.error).toBe(res.body.fields[field]);
    if (typeof input.email === "string") expect(await storedFor(input.email)).toBe(0);
  });

  it("answers 422 for unknown fields, 400 for broken JSON and 413 for a huge body, storing nothing", async () => {
    const input = validMessage({ status: "read" });
    expect((await contact({ method: "POST", body: input, headers: from(newIp()) })).status).toBe(422);
    expect(await storedFor(input.email)).toBe(0);
    expect((await contact({ method: "POST", rawBody: "{isim:", headers: from(newIp()) })).status).toBe(400);
    const huge = validMessage({ message: "x".repeat(1_100_000) });
    expect((await contact({ method: "POST", body: huge, headers: from(newIp()) })).status).toBe(413);
    expect(await storedFor(huge.email)).toBe(0);
  });
});

describe("inbox permissions", () => {
  it("answers 403 on every inbox endpoint to staff without messages:read and to ordinary users, 401 without a token", async () => {
    const input = validMessage();
    await contact({ method: "POST", body: input, headers: from(newIp()) });
    const [row] = await getDb()
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, input.email));

    const editor = await staffAccount({ roles: ["blog:write", "auctions:write"] });
    const user = await registeredUser();
    const calls = [
      (token?: string) => inbox({ token }),
      (token?: string) => unreadCount({ token }),
      (token?: string) => message({ token, params: { id: row.id } }),
      (token?: string) => markRead.post(token, { params: { id: row.id } }),
      (token?: string) => markUnread.post(token, { params: { id: row.id } }),
      (token?: string) => archive.post(token, { params: { id: row.id } }),
    ];
    for (const call of calls) {
      expect((await call(editor.token)).status).toBe(403);
      expect((await call(user.token)).status).toBe(403);
      expect((await call(undefined)).status).toBe(401);
    }
    const [after] = await getDb().select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row.id));
    expect(after.status).toBe("unread");
  });

  it("answers 404 for a missing message and 422 for a bad filter", async () => {
    const staff = await staffAccount({ roles: ["messages:read"] });
    expect((await message({ token: staff.token, params: { id: 987654321 } })).status).toBe(404);
    expect((await markRead.post(staff.token, { params: { id: 987654321 } })).status).toBe(404);
    const bad = await inbox({ token: staff.token, query: { status: "deleted" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe("Durum okunmamış, okunmuş ya da arşiv olmalıdır.");
  });
});
