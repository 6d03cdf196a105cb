import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { addStaff } from "@/lib/server/staff/service";
import staffHandler from "@/pages/api/management/staff";
import staffMemberHandler from "@/pages/api/management/staff/[uid]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";

const staffList = serveHandler(staffHandler);
const staffMember = serveHandler(staffMemberHandler);

const staffRow = async (uid: string) => (await getDb().select().from(schema.staff).where(eq(schema.staff.uid, uid)))[0];
const auditOf = async (uid: string) =>
  getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "staff"), eq(schema.auditLog.targetId, uid)));

const UNVERIFIED =
  "Bu e-posta adresi doğrulanmamış; personel yetkisi yalnızca e-postasını doğrulamış bir hesaba verilebilir.";

describe("staff rights only to the right account", () => {
  it("refuses an account whose e-mail is not verified (screen and staff:grant), nothing saved", async () => {
    const manager = await staffAccount({ isSuper: true });
    const account = await signUp("dogrulanmamis", { verified: false });

    const refused = await staffList.post(manager.token, { body: { email: account.email, roles: ["blog:write"] } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(UNVERIFIED);
    await expect(addStaff(null, { email: account.email, isSuper: true, roles: [] })).rejects.toMatchObject({
      status: 409,
      message: UNVERIFIED,
    });
    expect(await staffRow(account.uid)).toBeUndefined();
    expect(await auditOf(account.uid)).toEqual([]);
  });

  it("matches the Firebase account of the e-mail by uid, never a profile row that carries the same address", async () => {
    const manager = await staffAccount({ isSuper: true });
    const owner = await signUp("sahibi");
    // A profile whose copied e-mail is stale (its Firebase account moved to another address, and the
    // old address now belongs to someone else): before, the first users row with the address won.
    const stale = await registeredUser({ name: "Eski", lastName: "Adres" });
    await getDb().update(schema.users).set({ email: owner.email }).where(eq(schema.users.uid, stale.uid));

    const added = await staffList.post(manager.token, { body: { email: owner.email, roles: ["blog:write"] } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.staff).toMatchObject({ uid: owner.uid, email: owner.email, roles: ["blog:write"] });
    expect(await staffRow(owner.uid)).toMatchObject({ active: true, roles: ["blog:write"] });
    expect(await staffRow(stale.uid)).toBeUndefined();
  });

  it("keeps the profile's name for a registered account, found through Firebase by uid", async () => {
    const manager = await staffAccount({ isSuper: true });
    const user = await registeredUser({ name: "Zeynep", lastName: "Arslan" });
    const added = await staffList.post(manager.token, {
      body: { email: user.email.toUpperCase(), roles: ["messages:read"] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.staff).toMatchObject({ uid: user.uid, displayName: "Zeynep Arslan" });
  });

  it("a non-super staff:write holder grants only permissions they hold, when adding and when changing roles", async () => {
    const manager = await staffAccount({ roles: ["staff:write", "blog:write", "messages:read"] });
    const newcomer = await signUp("yeni");

    const tooMuch = await staffList.post(manager.token, {
      body: { email: newcomer.email, roles: ["blog:write", "audit:read"] },
    });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.error).toContain("«Denetim kaydı» (audit:read)");
    expect(tooMuch.body.error).not.toContain("blog:write");
    expect(await staffRow(newcomer.uid)).toBeUndefined();

    // staff:write itself is a permission like the others: a holder may pass it on.
    const added = await staffList.post(manager.token, {
      body: { email: newcomer.email, roles: ["blog:write", "staff:write"] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    // A member who also got orders:write from a super: the manager may keep it or take it away, never add users:read.
    const member = await staffAccount({ roles: ["blog:write", "orders:write"] });
    const escalate = await staffMember.put(manager.token, {
      params: { uid: member.uid },
      body: { roles: ["blog:write", "orders:write", "users:read", "audit:read"] },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body.error).toContain("«Kullanıcıları görme» (users:read)");
    expect(escalate.body.error).toContain("«Denetim kaydı» (audit:read)");
    expect(await staffRow(member.uid)).toMatchObject({ roles: ["blog:write", "orders:write"] });

    const kept = await staffMember.put(manager.token, {
      params: { uid: member.uid },
      body: { roles: ["orders:write", "messages:read"] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await staffRow(member.uid)).roles.sort()).toEqual(["messages:read", "orders:write"]);
    const removed = await staffMember.put(manager.token, {
      params: { uid: member.uid },
      body: { roles: ["messages:read"] },
    });
    expect(removed.status).toBe(200);
    // Once taken away, orders:write is a new grant again, which this manager cannot make.
    const back = await staffMember.put(manager.token, {
      params: { uid: member.uid },
      body: { roles: ["messages:read", "orders:write"] },
    });
    expect(back.status).toBe(403);
    expect(back.body.error).toContain("(orders:write)");
  });

  it("a super grants any permission", async () => {
    const admin = await staffAccount({ isSuper: true });
    const account = await signUp("yeni");
    const added = await staffList.post(admin.token, {
      body: { email: account.email, roles: ["audit:read", "provision:approve"] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });
});
