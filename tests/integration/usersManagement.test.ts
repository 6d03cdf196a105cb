import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/record";
import type { Permission } from "@/lib/staff/rules";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import currentHandler from "@/pages/api/me/current";
import myProvisionRequestsHandler from "@/pages/api/me/provision-requests";
import mySellRequestsHandler from "@/pages/api/me/sell-requests";
import myTransportRequestsHandler from "@/pages/api/me/transport-requests";
import auditHandler from "@/pages/api/management/audit";
import auditOptionsHandler from "@/pages/api/management/audit/options";
import staffHandler from "@/pages/api/management/staff";
import staffMemberHandler from "@/pages/api/management/staff/[uid]";
import usersHandler from "@/pages/api/management/users";
import userHandler from "@/pages/api/management/users/[uid]";
import notesHandler from "@/pages/api/management/users/[uid]/notes";
import suspensionHandler from "@/pages/api/management/users/[uid]/suspension";
import { auctionRow, balanceOf, makeAuction } from "@/tests/integration/helpers/auctions";
import { listingRow, makeListing, ordersOfListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, signUp, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import { sellRequestBody, transportRequestBody } from "@/tests/integration/helpers/requestBodies";

const users = serveHandler(usersHandler);
const user = serveHandler(userHandler);
const suspension = serveHandler(suspensionHandler);
const notes = serveHandler(notesHandler);
const staffList = serveHandler(staffHandler);
const staffMember = serveHandler(staffMemberHandler);
const audit = serveHandler(auditHandler);
const auditOptions = serveHandler(auditOptionsHandler);
const bid = serveHandler(bidsHandler);
const buy = serveHandler(buyHandler);
const current = serveHandler(currentHandler);
const myProvision = serveHandler(myProvisionRequestsHandler);
const mySell = serveHandler(mySellRequestsHandler);
const myTransport = serveHandler(myTransportRequestsHandler);

const db = () => getDb();
const staffRow = async (uid: string) => (await db().select().from(schema.staff).where(eq(schema.staff.uid, uid)))[0];
const auditRows = (targetType: string, targetId: string) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, targetId)));

async function suspend(uid: string, reason = "Şüpheli teklif hareketleri") {
  const admin = await staffAccount({ roles: ["users:write"] });
  const response = await suspension.put(admin.token, { params: { uid }, body: { reason } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return admin;
}

describe("permission matrix of the new management endpoints", () => {
  type Case = {
    name: string;
    permission: Permission;
    ok: number;
    call: (token: string | null) => Promise<{ status: number; body: unknown }>;
  };
  const cases: Case[] = [
    { name: "GET users", permission: "users:read", ok: 200, call: (token) => users({ token }) },
    {
      name: "GET users/[uid]",
      permission: "users:read",
      ok: 200,
      call: async (token) => user({ token, params: { uid: (await registeredUser()).uid } }),
    },
    {
      name: "PUT users/[uid]/suspension",
      permission: "users:write",
      ok: 200,
      call: async (token) =>
        suspension.put(token, {
          params: { uid: (await registeredUser()).uid },
          body: { reason: "Sahte hesap şüphesi" },
        }),
    },
    {
      name: "DELETE users/[uid]/suspension",
      permission: "users:write",
      ok: 200,
      call: async (token) => {
        const target = await registeredUser();
        await db()
          .update(schema.users)
          .set({ suspendedAt: new Date(), suspensionReason: "Deneme" })
          .where(eq(schema.users.uid, target.uid));
        return suspension.delete(token, { params: { uid: target.uid } });
      },
    },
    {
      name: "POST users/[uid]/notes",
      permission: "users:write",
      ok: 201,
      call: async (token) =>
        notes.post(token, { params: { uid: (await registeredUser()).uid }, body: { body: "Telefonla arandı." } }),
    },
    { name: "GET staff", permission: "staff:write", ok: 200, call: (token) => staffList({ token }) },
    // A non-super grants only permissions they hold: the one holder here has staff:write alone.
    {
      name: "POST staff",
      permission: "staff:write",
      ok: 201,
      call: async (token) => staffList.post(token, { body: { email: (await signUp()).email, roles: ["staff:write"] } }),
    },
    {
      name: "PUT staff/[uid]",
      permission: "staff:write",
      ok: 200,
      call: async (token) =>
        staffMember.put(token, {
          params: { uid: (await staffAccount({ roles: ["blog:write"] })).uid },
          body: { roles: ["staff:write"] },
        }),
    },
    {
      name: "DELETE staff/[uid]",
      permission: "staff:write",
      ok: 204,
      call: async (token) =>
        staffMember.delete(token, { params: { uid: (await staffAccount({ roles: ["blog:write"] })).uid } }),
    },
    { name: "GET audit", permission: "audit:read", ok: 200, call: (token) => audit({ token, query: { pageSize: 5 } }) },
    {
      name: "GET audit?format=csv",
      permission: "audit:read",
      ok: 200,
      call: (token) => audit({ token, query: { format: "csv", targetType: "user", targetId: "yok" } }),
    },
    { name: "GET audit/options", permission: "audit:read", ok: 200, call: (token) => auditOptions({ token }) },
  ];

  it.each(cases)(
    "$name: anonymous 401, user 403, staff without 403, staff with and super $ok",
    async ({ permission, ok, call }) => {
      const plain = await registeredUser();
      const others = (
        ["blog:write", "orders:write", "users:read", "users:write", "staff:write", "audit:read"] as Permission[]
      ).filter((p) => p !== permission);
      const without = await staffAccount({ roles: others });
      const withIt = await staffAccount({ roles: [permission] });
      const superStaff = await staffAccount({ isSuper: true });
      expect((await call(null)).status).toBe(401);
      expect((await call(plain.token)).status).toBe(403);
      const refused = await call(without.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: "Bu işlem için yetkiniz yok." });
      const allowed = await call(withIt.token);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(ok);
      expect((await call(superStaff.token)).status).toBe(ok);
    },
  );

  it("answers 404 for an unknown uid and 422 in Turkish for bad input", async () => {
    const admin = await staffAccount({ roles: ["users:read", "users:write", "staff:write"] });
    const uid = `yok-${randomUUID()}`;
    expect(await user({ token: admin.token, params: { uid } })).toMatchObject({
      status: 404,
      body: { error: "Kullanıcı bulunamadı." },
    });
    expect((await suspension.put(admin.token, { params: { uid }, body: { reason: "Sahte hesap" } })).status).toBe(404);
    expect((await suspension.delete(admin.token, { params: { uid } })).status).toBe(404);
    expect((await notes.post(admin.token, { params: { uid }, body: { body: "x" } })).status).toBe(404);
    expect(await staffMember.put(admin.token, { params: { uid }, body: { roles: [] } })).toMatchObject({
      status: 404,
      body: { error: "Personel bulunamadı." },
    });
    expect((await staffMember.delete(admin.token, { params: { uid } })).status).toBe(404);
    expect(
      await staffList.post(admin.token, { body: { email: `yok-${randomUUID()}@test.motoborsa.test` } }),
    ).toMatchObject({ status: 404, body: { error: expect.stringContaining("hesap bulunamadı") } });

    const target = await registeredUser();
    expect(await suspension.put(admin.token, { params: { uid: target.uid }, body: { reason: "ab" } })).toMatchObject({
      status: 422,
      body: { fields: { reason: expect.stringContaining("nedenini yazın") } },
    });
    expect((await notes.post(admin.token, { params: { uid: target.uid }, body: { body: "   " } })).status).toBe(422);
    expect(await staffList.post(admin.token, { body: { email: "eposta-degil" } })).toMatchObject({
      status: 422,
      body: { fields: { email: "Geçerli bir e-posta adresi girin." } },
    });
    const other = await staffAccount({ roles: [] });
    expect(await staffMember.put(admin.token, { params: { uid: other.uid }, body: { roles: ["root"] } })).toMatchObject(
      { status: 422, body: { fields: { "roles.0": "Bilinmeyen yetki." } } },
    );
    expect(await users({ token: admin.token, query: { status: "silinmis" } })).toMatchObject({ status: 422 });
    const auditor = await staffAccount({ roles: ["audit:read"] });
    expect(await audit({ token: auditor.token, query: { from: "2026-02-30" } })).toMatchObject({
      status: 422,
      body: { fields: { from: expect.stringContaining("geçerli bir tarih") } },
    });
    expect(await audit({ token: auditor.token, query: { from: "2026-03-02", to: "2026-03-01" } })).toMatchObject({
      status: 422,
      body: { fields: { from: "Başlangıç tarihi bitiş tarihinden sonra olamaz." } },
    });
    expect(await suspension.delete(admin.token, { params: { uid: target.uid } })).toMatchObject({
      status: 409,
      body: { error: "Bu kullanıcı askıda değil." },
    });
  });
});

describe("users list and user page", () => {
  it("finds a user by e-mail, name, phone as people type it and uid, with balances and status", async () => {
    const tag = randomUUID().slice(0, 6);
    const target = await registeredUser({ provision: 25_000, name: `Çağla${tag}`, lastName: "Öztürk" });
    const reader = await staffAccount({ roles: ["users:read"] });
    for (const q of [target.email.toUpperCase(), `çağla${tag} öztürk`, `CAGLA${tag} OZTURK`, target.uid]) {
      const found = await users({ token: reader.token, query: { q } });
      expect(found.status).toBe(200);
      expect(found.body.items.map((u: { uid: string }) => u.uid)).toContain(target.uid);
    }
    await db()
      .update(schema.users)
      .set({ phone: `53${tag.replace(/\D/g, "0").padEnd(8, "7").slice(0, 8)}` })
      .where(eq(schema.users.uid, target.uid));
    const phone = (
      await db().select({ p: schema.users.phone }).from(schema.users).where(eq(schema.users.uid, target.uid))
    )[0].p;
    const byPhone = await users({
      token: reader.token,
      query: { q: `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}` },
    });
    expect(byPhone.body.items.map((u: { uid: string }) => u.uid)).toContain(target.uid);

    const one = await users({ token: reader.token, query: { q: target.email } });
    expect(one.body).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      items: [
        {
          uid: target.uid,
          status: "active",
          provision: { total: 25_000, blocked: 0, available: 25_000 },
          suspension: null,
        },
      ],
    });

    const detail = await user({ token: reader.token, params: { uid: target.uid } });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      user: { uid: target.uid },
      ledger: [{ kind: "deposit", amount: 25_000 }],
      bids: [],
      orders: [],
      sellRequests: [],
      transportRequests: [],
      notes: [],
      actions: [],
    });
  });

  it("keeps notes and suspension history on the user's page, audited in the same transaction", async () => {
    const target = await registeredUser();
    const admin = await staffAccount({ roles: ["users:read", "users:write"], displayName: "Deniz Işık" });
    const noted = await notes.post(admin.token, {
      params: { uid: target.uid },
      body: { body: "Kimlik fotokopisi istendi." },
    });
    expect(noted).toMatchObject({
      status: 201,
      body: { note: { body: "Kimlik fotokopisi istendi.", staffName: "Deniz Işık" } },
    });
    await suspension.put(admin.token, {
      params: { uid: target.uid },
      body: { reason: "Ödeme yapılmayan iki sipariş" },
    });
    expect(
      await suspension.put(admin.token, { params: { uid: target.uid }, body: { reason: "Tekrar deneme" } }),
    ).toMatchObject({ status: 409, body: { error: "Bu kullanıcı zaten askıya alınmış." } });
    const detail = await user({ token: admin.token, params: { uid: target.uid } });
    expect(detail.body).toMatchObject({
      user: { status: "suspended", suspension: { reason: "Ödeme yapılmayan iki sipariş", byName: "Deniz Işık" } },
      notes: [{ body: "Kimlik fotokopisi istendi." }],
      actions: ["reinstate", "note"],
    });
    expect(detail.body.audit.map((a: { action: string }) => a.action)).toEqual(["user.suspend", "user.note"]);
    const rows = await auditRows("user", target.uid);
    expect(rows.find((r) => r.action === "user.suspend")).toMatchObject({
      staffUid: admin.uid,
      details: { before: { status: "active" }, after: { status: "suspended", reason: "Ödeme yapılmayan iki sipariş" } },
    });

    expect(
      (await suspension.delete(admin.token, { params: { uid: target.uid }, body: { note: "Ödemeler yapıldı." } })).body,
    ).toMatchObject({ user: { status: "active", suspension: null } });
    expect((await auditRows("user", target.uid)).map((r) => r.action).sort()).toEqual([
      "user.note",
      "user.reinstate",
      "user.suspend",
    ]);
  });
});

describe("a suspended user", () => {
  it("cannot bid: a Turkish 403 with the reason, and nothing changes", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const bidder = await registeredUser({ provision: 50_000 });
    await suspend(bidder.uid, "Sahte teklif şüphesi");
    const before = {
      auction: await auctionRow(auction.id),
      balance: await balanceOf(bidder.uid),
      ledger: await ledgerCount(bidder.uid),
      bids: await bidCount(auction.id),
    };

    const refused = await bid.post(bidder.token, { params: { id: auction.id }, body: { amount: 10_000 } });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: "account_suspended",
        error:
          "Hesabınız askıya alındı: Sahte teklif şüphesi. Teklif veremezsiniz. Sorularınız için bizimle iletişime geçin.",
      },
    });
    expect({
      auction: await auctionRow(auction.id),
      balance: await balanceOf(bidder.uid),
      ledger: await ledgerCount(bidder.uid),
      bids: await bidCount(auction.id),
    }).toEqual(before);

    const me = await current({ token: bidder.token });
    expect(me.body.user.suspension).toMatchObject({ reason: "Sahte teklif şüphesi" });
  });

  it("keeps a leading bid valid: their maximum still answers a rival", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const leader = await registeredUser({ provision: 50_000 });
    const rival = await registeredUser({ provision: 50_000 });
    expect(
      (await bid.post(leader.token, { params: { id: auction.id }, body: { amount: 10_000, maxAmount: 12_000 } }))
        .status,
    ).toBe(200);
    await suspend(leader.uid);
    const rivalBid = await bid.post(rival.token, { params: { id: auction.id }, body: { amount: 10_500 } });
    expect(rivalBid.status, JSON.stringify(rivalBid.body)).toBe(200);
    expect(rivalBid.body).toMatchObject({ leading: false });
    expect(await auctionRow(auction.id)).toMatchObject({ leaderUid: leader.uid, currentPrice: 10_600 });
  });

  it("cannot buy with Hemen Al, nothing reserved or blocked", async () => {
    const { listing } = await makeListing({ price: 150_000 });
    const buyer = await registeredUser({ provision: 50_000 });
    await suspend(buyer.uid, "Kimlik doğrulanamadı");
    const before = { balance: await balanceOf(buyer.uid), ledger: await ledgerCount(buyer.uid) };
    const refused = await buy.post(buyer.token, { params: { id: listing.id } });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: "account_suspended",
        error: expect.stringMatching(
          /^Hesabınız askıya alındı: Kimlik doğrulanamadı\. Hemen Al ile satın alamazsınız\./,
        ),
      },
    });
    expect(await listingRow(listing.id)).toMatchObject({ state: "on_sale" });
    expect(await ordersOfListing(listing.id)).toEqual([]);
    expect({ balance: await balanceOf(buyer.uid), ledger: await ledgerCount(buyer.uid) }).toEqual(before);
  });

  it("cannot file provision, sell or transport requests", async () => {
    const owner = await registeredUser({ provision: 5_000 });
    await suspend(owner.uid, "Sahte ilan");
    const requestsOf = async (
      table: typeof schema.provisionRequests | typeof schema.sellRequests | typeof schema.transportRequests,
    ) => (await db().select({ n: count() }).from(table).where(eq(table.uid, owner.uid)))[0].n;
    const counts = async () => ({
      provision: await requestsOf(schema.provisionRequests),
      sell: await requestsOf(schema.sellRequests),
      transport: await requestsOf(schema.transportRequests),
    });
    const provision = await myProvision.post(owner.token, { body: { amount: 10_000 } });
    expect(provision).toMatchObject({
      status: 403,
      body: { code: "account_suspended", error: expect.stringContaining("Provizyon talebi oluşturamazsınız.") },
    });
    const sell = await mySell.post(owner.token, {
      body: {
        ...sellRequestBody([`/api/uploads/${randomUUID()}.webp`]),
        description: "Tek sahibinden, bakımları yetkili serviste yapıldı.",
      },
    });
    expect(sell).toMatchObject({
      status: 403,
      body: { code: "account_suspended", error: expect.stringContaining("Satış talebi oluşturamazsınız.") },
    });
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(
      new Date(Date.now() + 7 * 86_400_000),
    );
    const transport = await myTransport.post(owner.token, { body: transportRequestBody(day) });
    expect(transport).toMatchObject({
      status: 403,
      body: { code: "account_suspended", error: expect.stringContaining("Nakliye talebi oluşturamazsınız.") },
    });
    expect(await counts()).toEqual({ provision: 0, sell: 0, transport: 0 });
  });

  it("bids again once reinstated", async () => {
    const { auction } = await makeAuction({ startingPrice: 10_000, increment: 100 });
    const bidder = await registeredUser({ provision: 50_000 });
    const admin = await suspend(bidder.uid);
    expect((await suspension.delete(admin.token, { params: { uid: bidder.uid } })).status).toBe(200);
    expect((await bid.post(bidder.token, { params: { id: auction.id }, body: { amount: 10_000 } })).status).toBe(200);
  });
});

async function ledgerCount(uid: string) {
  return (
    await db().select({ n: count() }).from(schema.provisionEntries).where(eq(schema.provisionEntries.uid, uid))
  )[0].n;
}
async function bidCount(auctionId: number) {
  return (await db().select({ n: count() }).from(schema.bids).where(eq(schema.bids.auctionId, auctionId)))[0].n;
}

/**
 * Holds the given staff rows locked while `run` starts its requests, and lets go only once two other
 * sessions wait on a lock: the two changes then race for the rows instead of running one by one.
 */
async function whileRowsLocked<T>(uids: string[], run: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const blocker = db().transaction(async (tx) => {
    await tx.select().from(schema.staff).where(inArray(schema.staff.uid, uids)).for("update");
    locked();
    await held;
  });
  await isLocked;
  const running = run();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await db().execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if (Number(result.rows[0].n) >= 2) break;
    if (Date.now() > deadline) throw new Error("the two changes never waited on the staff rows");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  await blocker;
  return running;
}

describe("staff and roles", () => {
  it("adds an existing account by e-mail, changes roles (effective on the next request), removes; all audited", async () => {
    // It grants blog:write and users:read, so it holds them (a non-super grants only what they hold).
    const manager = await staffAccount({ roles: ["staff:write", "blog:write", "users:read"] });
    const account = await signUp("yeni");
    const added = await staffList.post(manager.token, {
      body: { email: account.email.toUpperCase(), roles: ["blog:write", "blog:write"] },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { staff: { uid: account.uid, roles: ["blog:write"], isSuper: false } },
    });
    expect(await staffList.post(manager.token, { body: { email: account.email } })).toMatchObject({
      status: 409,
      body: { error: "Bu hesap zaten personel." },
    });

    // The same token, before and after the change: no permission cache.
    expect((await users({ token: account.token })).status).toBe(403);
    const changed = await staffMember.put(manager.token, {
      params: { uid: account.uid },
      body: { roles: ["users:read"] },
    });
    expect(changed).toMatchObject({ status: 200, body: { staff: { roles: ["users:read"] } } });
    expect((await users({ token: account.token })).status).toBe(200);

    const listed = await staffList({ token: manager.token });
    expect(listed.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uid: manager.uid, isSelf: true }),
        expect.objectContaining({ uid: account.uid, isSelf: false }),
      ]),
    );

    expect((await staffMember.delete(manager.token, { params: { uid: account.uid } })).status).toBe(204);
    expect((await users({ token: account.token })).status).toBe(403);
    expect(await staffRow(account.uid)).toMatchObject({ active: false, roles: [], isSuper: false });
    expect((await auditRows("staff", account.uid)).map((r) => [r.action, r.staffUid])).toEqual(
      expect.arrayContaining([
        ["staff.add", manager.uid],
        ["staff.roles", manager.uid],
        ["staff.remove", manager.uid],
      ]),
    );
    const roles = (await auditRows("staff", account.uid)).find((r) => r.action === "staff.roles");
    expect(roles?.details).toMatchObject({ before: { roles: ["blog:write"] }, after: { roles: ["users:read"] } });
  });

  it("refuses changing one's own roles or removing oneself, and changes nothing", async () => {
    const manager = await staffAccount({ roles: ["staff:write"] });
    const superStaff = await staffAccount({ isSuper: true });
    for (const who of [manager, superStaff]) {
      const before = await staffRow(who.uid);
      const put = await staffMember.put(who.token, {
        params: { uid: who.uid },
        body: { isSuper: true, roles: ["staff:write", "audit:read"] },
      });
      expect(put).toMatchObject({
        status: 403,
        body: { error: expect.stringContaining("Kendi yetkilerinizi değiştiremez") },
      });
      expect((await staffMember.delete(who.token, { params: { uid: who.uid } })).status).toBe(403);
      expect(await staffRow(who.uid)).toEqual(before);
      expect(await auditRows("staff", who.uid)).toEqual([]);
    }
  });

  it("lets only a super grant, take or touch super rights", async () => {
    const manager = await staffAccount({ roles: ["staff:write"] });
    const colleague = await staffAccount({ roles: [] });
    const superStaff = await staffAccount({ isSuper: true });
    expect(
      (await staffMember.put(manager.token, { params: { uid: colleague.uid }, body: { isSuper: true } })).status,
    ).toBe(403);
    expect((await staffMember.delete(manager.token, { params: { uid: superStaff.uid } })).status).toBe(403);
    expect(await staffRow(colleague.uid)).toMatchObject({ isSuper: false });
    expect(await staffRow(superStaff.uid)).toMatchObject({ isSuper: true, active: true });
  });

  it("never leaves no super: two concurrent demotions of the last two supers leave one", async () => {
    const a = await staffAccount({ isSuper: true });
    const b = await staffAccount({ isSuper: true });
    // The shared test database holds other files' supers; here only a and b may be super.
    await db()
      .update(schema.staff)
      .set({ isSuper: false })
      .where(and(eq(schema.staff.isSuper, true), ne(schema.staff.uid, a.uid), ne(schema.staff.uid, b.uid)));
    // Both requests are held at the staff rows until each waits on a lock, so they truly overlap.
    const [first, second] = await whileRowsLocked([a.uid, b.uid], () =>
      Promise.all([
        staffMember.put(a.token, { params: { uid: b.uid }, body: { isSuper: false, roles: ["blog:write"] } }),
        staffMember.put(b.token, { params: { uid: a.uid }, body: { isSuper: false, roles: ["blog:write"] } }),
      ]),
    );
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    const supers = await db()
      .select()
      .from(schema.staff)
      .where(and(eq(schema.staff.active, true), eq(schema.staff.isSuper, true)));
    expect(supers.map((s) => s.uid)).toHaveLength(1);
    expect([a.uid, b.uid]).toContain(supers[0].uid);
    const demotions = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "staff.roles"), inArray(schema.auditLog.targetId, [a.uid, b.uid])));
    expect(demotions).toHaveLength(1);

    // The one left is the last super: a removal racing a demotion of it cannot take it either.
    const last = supers[0].uid;
    const lastToken = last === a.uid ? a.token : b.token;
    const other = await staffAccount({ isSuper: true });
    const [remove, demote] = await whileRowsLocked([last, other.uid], () =>
      Promise.all([
        staffMember.delete(other.token, { params: { uid: last } }),
        staffMember.put(lastToken, { params: { uid: other.uid }, body: { isSuper: false } }),
      ]),
    );
    expect([remove.status, demote.status].filter((s) => s < 300)).toHaveLength(1);
    const left = await db()
      .select()
      .from(schema.staff)
      .where(and(eq(schema.staff.active, true), eq(schema.staff.isSuper, true)));
    expect(left).toHaveLength(1);
  });
});

describe("audit log", () => {
  it("filters by staff, action, target and date range, newest first and paged", async () => {
    const admin = await staffAccount({ roles: ["users:write"] });
    const auditor = await staffAccount({ roles: ["audit:read"] });
    const target = await registeredUser();
    await suspension.put(admin.token, { params: { uid: target.uid }, body: { reason: "Deneme nedeni" } });
    await notes.post(admin.token, { params: { uid: target.uid }, body: { body: "Not" } });
    const byStaff = await audit({ token: auditor.token, query: { staff: admin.uid } });
    expect(byStaff.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(byStaff.body.items.map((i: { action: string }) => i.action)).toEqual(["user.note", "user.suspend"]);
    expect(
      (await audit({ token: auditor.token, query: { staff: admin.uid, action: "user.suspend" } })).body.total,
    ).toBe(1);
    expect((await audit({ token: auditor.token, query: { staff: admin.uid, action: "user" } })).body.total).toBe(2);
    expect(
      (await audit({ token: auditor.token, query: { targetType: "user", targetId: target.uid, pageSize: 1, page: 2 } }))
        .body,
    ).toMatchObject({ total: 2, page: 2, items: [{ action: "user.suspend" }] });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
    expect(
      (await audit({ token: auditor.token, query: { staff: admin.uid, from: today, to: today } })).body.total,
    ).toBe(2);
    expect((await audit({ token: auditor.token, query: { staff: admin.uid, to: "2020-01-01" } })).body.total).toBe(0);
    const options = await auditOptions({ token: auditor.token });
    expect(options.body.actions).toEqual(expect.arrayContaining(["user.note", "user.suspend"]));
  });

  it("exports CSV: UTF-8 with BOM, ';' separated, quoted, Turkish letters kept, formulas neutralised", async () => {
    const author = await staffAccount({ roles: [], displayName: "Şule Çağlar; Ğ" });
    const auditor = await staffAccount({ roles: ["audit:read"] });
    const targetId = `csv-${randomUUID()}`;
    await db().transaction((tx) =>
      recordAudit(tx, {
        staffUid: author.uid,
        action: "user.suspend",
        targetType: "user",
        targetId,
        details: { reason: '=HYPERLINK("kötü")' },
      }),
    );
    const response = await fetchCsv(auditor, { targetType: "user", targetId });
    expect(response.status).toBe(200);
    expect(response.type).toBe("text/csv; charset=utf-8");
    expect(response.disposition).toMatch(/^attachment; filename="denetim-kaydi-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Kayıt no;Zaman;Personel;Personel uid;İşlem;İşlem kodu;Hedef türü;Hedef no;Ayrıntılar");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    const cells = lines[1].split(";");
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines[1]).toContain(
      `;"Şule Çağlar; Ğ";${author.uid};Kullanıcı askıya alındı;user.suspend;Kullanıcı;${targetId};`,
    );
    expect(lines[1].endsWith(`;"{""reason"":""=HYPERLINK(\\""kötü\\"")""}"`)).toBe(true);
  });

  it("neutralises a cell that starts a formula", async () => {
    const auditor = await staffAccount({ roles: ["audit:read"] });
    const author = await staffAccount({ roles: [], displayName: "=2+3" });
    const targetId = `csv-${randomUUID()}`;
    await db().transaction((tx) =>
      recordAudit(tx, { staffUid: author.uid, action: "user.note", targetType: "user", targetId }),
    );
    const response = await fetchCsv(auditor, { targetType: "user", targetId });
    expect(response.bytes.toString("utf8").split("\r\n")[1]).toContain(";'=2+3;");
  });
});

describe("audit log CSV of a long range", () => {
  it("streams every matching row newest first across keyset pages, without holding the file", async () => {
    const auditor = await staffAccount({ roles: ["audit:read"] });
    const targetId = `stream-${randomUUID()}`;
    // 2 500 rows: more than two of the export's keyset pages.
    await db().execute(sql`
      INSERT INTO audit_log (staff_uid, action, target_type, target_id, details)
      SELECT ${auditor.uid}, 'user.note', 'user', ${targetId}, jsonb_build_object('n', g) FROM generate_series(1, 2500) g`);
    const response = await audit({ token: auditor.token, query: { format: "csv", targetType: "user", targetId } });
    expect(response.status).toBe(200);
    // Written in pieces as the pages are read (a whole file sent at once carries a Content-Length).
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    const lines = response.bytes.toString("utf8").split("\r\n").slice(1, -1);
    const ns = lines.map((line) => Number(/"n"":(\d+)/.exec(line)?.[1]));
    expect(ns).toEqual(Array.from({ length: 2500 }, (_, i) => 2500 - i));
  });
});

async function fetchCsv(auditor: TestAccount, query: Record<string, string>) {
  const response = await audit({ token: auditor.token, query: { ...query, format: "csv" } });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bytes: response.bytes,
  };
}

describe("npm run staff:grant (addStaff without an actor)", () => {
  it("makes an existing account super, later sets its roles, audited as staff:grant", async () => {
    const { addStaff } = await import("@/lib/server/staff/service");
    const account = await registeredUser({ name: "İlk", lastName: "Yönetici" });
    const granted = await addStaff(null, { email: account.email, isSuper: true, roles: [] });
    expect(granted.staff).toMatchObject({ uid: account.uid, isSuper: true, displayName: "İlk Yönetici" });
    const changed = await addStaff(null, { email: account.email, isSuper: false, roles: ["users:read"] });
    expect(changed.staff).toMatchObject({ isSuper: false, roles: ["users:read"] });
    expect((await auditRows("staff", account.uid)).map((r) => [r.staffUid, r.action]).sort()).toEqual([
      ["staff:grant", "staff.add"],
      ["staff:grant", "staff.roles"],
    ]);
    await expect(
      addStaff(null, { email: `yok-${randomUUID()}@test.motoborsa.test`, isSuper: true, roles: [] }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
