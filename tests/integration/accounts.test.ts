import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import currentHandler from "@/pages/api/me/current";
import profileHandler from "@/pages/api/me/profile";
import provisionHandler from "@/pages/api/me/provision";
import myRequestsHandler from "@/pages/api/me/provision-requests";
import staffMeHandler from "@/pages/api/management/me";
import staffListHandler from "@/pages/api/management/provision-requests";
import approveHandler from "@/pages/api/management/provision-requests/[id]/approve";
import rejectHandler from "@/pages/api/management/provision-requests/[id]/reject";
import confirmHandler from "@/pages/api/management/provision-requests/[id]/confirm";
import cancelHandler from "@/pages/api/me/provision-requests/[id]/cancel";
import { serveHandler } from "@/tests/integration/helpers/http";
import { entryCount } from "@/tests/integration/helpers/ledger";
import { profileBody } from "@/tests/integration/helpers/requestBodies";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";

const current = serveHandler(currentHandler);
const profile = serveHandler(profileHandler);
const provision = serveHandler(provisionHandler);
const myRequests = serveHandler(myRequestsHandler);
const staffMe = serveHandler(staffMeHandler);
const staffList = serveHandler(staffListHandler);
const approve = serveHandler(approveHandler);
const reject = serveHandler(rejectHandler);
const confirm = serveHandler(confirmHandler);

/** A new user's pending provision request of `amount`, and a finance staff member to decide it. */
async function pendingRequest(amount: number) {
  const user = await registeredUser();
  const finance = await staffAccount({ roles: ["provision:approve"] });
  const { body } = await myRequests.post(user.token, { body: { amount } });
  return { user, finance, id: body.request.id as number };
}

describe("sign-up to approved provision", () => {
  it("walks a new user from sign-up through a staff-approved deposit", async () => {
    const user = await signUp();

    const before = await current({ token: user.token });
    expect(before.status).toBe(200);
    expect(before.body.user).toMatchObject({ uid: user.uid, hasProfile: false, provision: { total: 0, blocked: 0 } });

    const created = await profile.post(user.token, { body: profileBody });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      name: "Elif",
      lastName: "Arslan",
      phone: "5321112233",
      city: "Bursa",
      hasProfile: true,
    });

    const after = await current({ token: user.token });
    expect(after.body.user).toMatchObject({ hasProfile: true, name: "Elif", provision: { total: 0, blocked: 0 } });

    const requested = await myRequests.post(user.token, { body: { amount: 10_000 } });
    expect(requested.status).toBe(201);
    expect(requested.body.request).toMatchObject({ amount: 10_000, status: "pending", actions: ["cancel"] });
    expect(requested.body.request.referenceCode).toMatch(/^MB-[A-Z2-9]{8}$/);
    expect(requested.body.bankAccount.iban).toMatch(/^TR/);
    const requestId = requested.body.request.id;

    const outsider = await staffAccount({ roles: ["blog:write"] });
    const refused = await approve.post(outsider.token, { params: { id: requestId }, body: { receivedAmount: 10_000 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Bu işlem için yetkiniz yok.");

    const finance = await staffAccount({ roles: ["provision:approve"] });
    const listed = await staffList({ token: finance.token, query: { status: "pending", pageSize: 100 } });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((r: { id: number }) => r.id)).toContain(requestId);

    const approved = await approve.post(finance.token, { params: { id: requestId }, body: { receivedAmount: 10_000 } });
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({
      status: "approved",
      amount: 10_000,
      receivedAmount: 10_000,
      decidedByName: expect.any(String),
      actions: [],
    });
    const mine = await myRequests({ token: user.token });
    expect(mine.body.items.find((r: { id: number }) => r.id === requestId)).toMatchObject({ actions: [] });

    const balance = await provision({ token: user.token });
    expect(balance.body.balance).toEqual({ total: 10_000, blocked: 0, available: 10_000 });
    expect(balance.body.entries).toHaveLength(1);
    expect(balance.body.entries[0]).toMatchObject({
      kind: "deposit",
      amount: 10_000,
      refType: "provision_request",
      refId: String(requestId),
    });

    const again = await approve.post(finance.token, { params: { id: requestId }, body: { receivedAmount: 10_000 } });
    expect(again.status).toBe(409);
    expect((await provision({ token: user.token })).body.balance.total).toBe(10_000);

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "provision_request"), eq(schema.auditLog.targetId, String(requestId))));
    expect(audit.map((a) => a.action)).toEqual(["provision_request.approve"]);
    expect(audit[0].staffUid).toBe(finance.uid);
  });

  it("refuses a second profile with 409 and keeps the first", async () => {
    const user = await signUp();
    expect((await profile.post(user.token, { body: profileBody })).status).toBe(201);
    const second = await profile.post(user.token, { body: { ...profileBody, name: "Başka" } });
    expect(second.status).toBe(409);
    expect((await current({ token: user.token })).body.user.name).toBe("Elif");
  });

  it("edits the profile with PUT", async () => {
    const user = await registeredUser();
    const edited = await profile.put(user.token, {
      body: { name: "Ahmet", lastName: "Çelik", phone: "+90 555 444 33 22", city: "Şanlıurfa" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({
      name: "Ahmet",
      lastName: "Çelik",
      phone: "5554443322",
      city: "Şanlıurfa",
    });
  });

  it("refuses to approve a rejected request and to reject it twice", async () => {
    const { user, finance, id } = await pendingRequest(2_500);
    const rejected = await reject.post(finance.token, { params: { id }, body: { reason: "Havale bulunamadı" } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.request).toMatchObject({ status: "rejected", rejectReason: "Havale bulunamadı" });
    expect((await approve.post(finance.token, { params: { id }, body: { receivedAmount: 2_500 } })).status).toBe(409);
    expect((await reject.post(finance.token, { params: { id }, body: { reason: "Tekrar" } })).status).toBe(409);
    expect((await provision({ token: user.token })).body.balance.total).toBe(0);
    const mine = await myRequests({ token: user.token });
    expect(mine.body.items).toEqual([expect.objectContaining({ id, status: "rejected" })]);
  });

  it("answers 404 for an unknown request", async () => {
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const missing = await approve.post(finance.token, { params: { id: 987654321 }, body: { receivedAmount: 1_000 } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Provizyon talebi bulunamadı.");
  });

  it("tells a staff member their permissions and refuses ordinary users", async () => {
    const admin = await staffAccount({ isSuper: true });
    expect((await staffMe({ token: admin.token })).body).toMatchObject({ isSuper: true, roles: [] });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    expect((await staffMe({ token: finance.token })).body).toMatchObject({
      isSuper: false,
      roles: ["provision:approve"],
    });
    const user = await registeredUser();
    const refused = await staffMe({ token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
  });
});

describe("concurrent approvals", () => {
  it("credits the balance exactly once when twenty staff approve the same request at once", async () => {
    const { user, finance, id } = await pendingRequest(7_000);

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        approve.post(finance.token, { params: { id }, body: { receivedAmount: 7_000 } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);

    const balance = await provision({ token: user.token });
    expect(balance.body.balance.total).toBe(7_000);
    expect(await entryCount(user.uid)).toBe(1);
  });

  // Thirty requests against a pool of ten: every refused decision reads the request's state through
  // its own transaction, so no transaction ever waits for a second pool connection (which hung here).
  it("thirty staff approving and rejecting one request at once: one decision wins, the rest get 409", async () => {
    const { user, finance, id } = await pendingRequest(4_500);

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? reject.post(finance.token, { params: { id }, body: { reason: "Havale bulunamadı" } })
          : approve.post(finance.token, { params: { id }, body: { receivedAmount: 4_500 } }),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    const decided = winners[0].body.request.status as "approved" | "rejected";
    const refusal =
      decided === "approved"
        ? "Bu talep zaten onaylanmış."
        : "Bu talep reddedilmiş; onaylanamaz veya yeniden reddedilemez.";
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.error))).toEqual(new Set([refusal]));

    const credited = decided === "approved" ? 4_500 : 0;
    expect((await provision({ token: user.token })).body.balance.total).toBe(credited);
    expect(await entryCount(user.uid)).toBe(credited ? 1 : 0);
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "provision_request"), eq(schema.auditLog.targetId, String(id))));
    expect(audit.map((a) => a.action)).toEqual([
      decided === "approved" ? "provision_request.approve" : "provision_request.reject",
    ]);
  });

  it("answers 404 to thirty concurrent decisions on an unknown request", async () => {
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? reject.post(finance.token, { params: { id: 987654322 }, body: { reason: "Havale bulunamadı" } })
          : approve.post(finance.token, { params: { id: 987654322 }, body: { receivedAmount: 4_500 } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(404));
    expect(new Set(results.map((r) => r.body.error))).toEqual(new Set(["Provizyon talebi bulunamadı."]));
  });
});

const cancelMine = serveHandler(cancelHandler);

describe("reconciliation: the amount received on approval, and who approved", () => {
  it("credits what reached the account, keeps both amounts, names the approver to staff and the user", async () => {
    const user = await registeredUser();
    const finance = await staffAccount({ roles: ["provision:approve"], displayName: "Finans Ayşe" });
    const { body } = await myRequests.post(user.token, { body: { amount: 10_000 } });
    const id = body.request.id;

    const before = await entryCount(user.uid);
    for (const [receivedAmount, field] of [
      [999, "Hesaba ulaşan tutar en az 1.000 TL olmalıdır."],
      [1_000.5, "Hesaba ulaşan tutar tam lira olmalıdır; kuruş girilemez."],
      ["9500", "Hesaba ulaşan tutarı girin."],
      [undefined, "Hesaba ulaşan tutarı girin."],
    ] as const) {
      const refused = await approve.post(finance.token, {
        params: { id },
        body: receivedAmount === undefined ? {} : { receivedAmount },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.fields.receivedAmount).toBe(field);
    }
    expect(await entryCount(user.uid)).toEqual(before);

    // A received amount that differs from the request takes two people (dual control): another staff
    // member records it first, and Finans Ayşe's confirmation is the approval that credits it.
    const maker = await staffAccount({ roles: ["provision:approve"] });
    expect((await approve.post(maker.token, { params: { id }, body: { receivedAmount: 9_500 } })).status).toBe(200);
    const approved = await confirm.post(finance.token, { params: { id } });
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({
      status: "approved",
      amount: 10_000,
      receivedAmount: 9_500,
      decidedByName: "Finans Ayşe",
    });

    const balance = await provision({ token: user.token });
    expect(balance.body.balance).toEqual({ total: 9_500, blocked: 0, available: 9_500 });
    expect(balance.body.entries[0]).toMatchObject({
      kind: "deposit",
      amount: 9_500,
      note: `Havale/EFT ${body.request.referenceCode} (talep 10.000 TL, hesaba ulaşan 9.500 TL)`,
    });
    const [audit] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "provision_request"), eq(schema.auditLog.targetId, String(id))));
    expect(audit.details).toMatchObject({ amount: 10_000, receivedAmount: 9_500, uid: user.uid });

    const mine = await myRequests({ token: user.token });
    expect(mine.body.items[0]).toMatchObject({
      id,
      amount: 10_000,
      receivedAmount: 9_500,
      decidedByName: "Finans Ayşe",
      decidedAt: expect.any(String),
    });
    const listed = await staffList({ token: finance.token, query: { q: body.request.referenceCode } });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id, amount: 10_000, receivedAmount: 9_500, decidedByName: "Finans Ayşe" }),
    ]);
  });

  it("staff find requests by MB-… reference code, name and e-mail", async () => {
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const user = await registeredUser();
    const { body } = await myRequests.post(user.token, { body: { amount: 3_000 } });
    const [profile] = await getDb().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    for (const q of [
      body.request.referenceCode,
      body.request.referenceCode.toLowerCase(),
      `${profile.name} ${profile.lastName}`,
      profile.email,
    ]) {
      const found = await staffList({ token: finance.token, query: { q, pageSize: 100 } });
      expect(found.status).toBe(200);
      expect(found.body.items.map((r: { id: number }) => r.id)).toContain(body.request.id);
    }
    const none = await staffList({ token: finance.token, query: { q: "MB-YOKBOYLE" } });
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const cancelled = await staffList({
      token: finance.token,
      query: { status: "cancelled", q: body.request.referenceCode },
    });
    expect(cancelled.body.items).toEqual([]);
  });
});

describe("a user cancels their own pending request", () => {
  it("only while pending, only their own; a cancelled request can never be approved", async () => {
    const user = await registeredUser();
    const other = await registeredUser();
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const { body } = await myRequests.post(user.token, { body: { amount: 100_050 } });
    const id = body.request.id;

    expect((await cancelMine({ method: "POST", params: { id } })).status).toBe(401);
    const notYours = await cancelMine.post(other.token, { params: { id } });
    expect(notYours.status).toBe(404);
    expect(notYours.body.error).toBe("Provizyon talebi bulunamadı.");

    const cancelled = await cancelMine.post(user.token, { params: { id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.request).toMatchObject({
      id,
      status: "cancelled",
      decidedAt: expect.any(String),
      decidedByName: null,
    });

    const twice = await cancelMine.post(user.token, { params: { id } });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("Bu talep zaten iptal edilmiş.");
    const late = await approve.post(finance.token, { params: { id }, body: { receivedAmount: 100_050 } });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Bu talep kullanıcı tarafından iptal edilmiş; onaylanamaz veya reddedilemez.");
    expect((await provision({ token: user.token })).body.balance.total).toBe(0);
    expect((await myRequests({ token: user.token })).body.items).toEqual([
      expect.objectContaining({ id, status: "cancelled" }),
    ]);

    const { body: second } = await myRequests.post(user.token, { body: { amount: 2_000 } });
    expect(
      (await approve.post(finance.token, { params: { id: second.request.id }, body: { receivedAmount: 2_000 } }))
        .status,
    ).toBe(200);
    const approvedCancel = await cancelMine.post(user.token, { params: { id: second.request.id } });
    expect(approvedCancel.status).toBe(409);
    expect(approvedCancel.body.error).toBe("Bu talep onaylanmış; artık iptal edilemez.");
    expect((await provision({ token: user.token })).body.balance.total).toBe(2_000);
    expect((await cancelMine.post(user.token, { params: { id: "abc" } })).status).toBe(422);
  });

  it("twenty approvals and twenty cancels of one request at once: exactly one wins, the balance matches it", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, finance, id } = await pendingRequest(6_000);

      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? cancelMine.post(user.token, { params: { id } })
            : approve.post(finance.token, { params: { id }, body: { receivedAmount: 6_000 } }),
        ),
      );
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(39);

      const status = winners[0].body.request.status as "approved" | "cancelled";
      const [row] = await getDb().select().from(schema.provisionRequests).where(eq(schema.provisionRequests.id, id));
      expect(row.status).toBe(status);
      const credited = status === "approved" ? 6_000 : 0;
      expect((await provision({ token: user.token })).body.balance.total).toBe(credited);
      expect(await entryCount(user.uid)).toBe(credited ? 1 : 0);
    }
  });
});
