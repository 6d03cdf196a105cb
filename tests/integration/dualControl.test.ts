import { and, asc, count, eq } from "drizzle-orm";
import { pastNewIbanHold } from "@/tests/integration/helpers/withdrawals";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import dashboardHandler from "@/pages/api/management/dashboard";
import myProvisionHandler from "@/pages/api/me/provision";
import myRequestsHandler from "@/pages/api/me/provision-requests";
import myWithdrawalsHandler from "@/pages/api/me/withdrawals";
import cancelWithdrawalHandler from "@/pages/api/me/withdrawals/[id]/cancel";
import provisionListHandler from "@/pages/api/management/provision-requests";
import approveHandler from "@/pages/api/management/provision-requests/[id]/approve";
import confirmHandler from "@/pages/api/management/provision-requests/[id]/confirm";
import provisionRejectHandler from "@/pages/api/management/provision-requests/[id]/reject";
import withdrawalListHandler from "@/pages/api/management/withdrawals";
import confirmPaidHandler from "@/pages/api/management/withdrawals/[id]/confirm";
import paidHandler from "@/pages/api/management/withdrawals/[id]/paid";
import withdrawalRejectHandler from "@/pages/api/management/withdrawals/[id]/reject";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const dashboard = serveHandler(dashboardHandler);
const myProvision = serveHandler(myProvisionHandler);
const myRequests = serveHandler(myRequestsHandler);
const myWithdrawals = serveHandler(myWithdrawalsHandler);
const cancelWithdrawal = serveHandler(cancelWithdrawalHandler);
const provisionList = serveHandler(provisionListHandler);
const approve = serveHandler(approveHandler);
const confirm = serveHandler(confirmHandler);
const provisionReject = serveHandler(provisionRejectHandler);
const withdrawalList = serveHandler(withdrawalListHandler);
const paid = serveHandler(paidHandler);
const confirmPaid = serveHandler(confirmPaidHandler);
const withdrawalReject = serveHandler(withdrawalRejectHandler);

const finance = (displayName: string) => staffAccount({ roles: ["provision:approve"], displayName });

async function ledger(uid: string) {
  return getDb()
    .select({
      kind: schema.provisionEntries.kind,
      amount: schema.provisionEntries.amount,
      refType: schema.provisionEntries.refType,
    })
    .from(schema.provisionEntries)
    .where(eq(schema.provisionEntries.uid, uid))
    .orderBy(asc(schema.provisionEntries.id));
}

async function auditActions(targetType: string, id: number) {
  const rows = await getDb()
    .select({ action: schema.auditLog.action, staffUid: schema.auditLog.staffUid })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(id))))
    .orderBy(asc(schema.auditLog.id));
  return rows;
}

async function provisionRequest(amount: number) {
  const user = await registeredUser();
  const filed = await myRequests.post(user.token, { body: { amount } });
  expect(filed.status).toBe(201);
  return { user, id: filed.body.request.id as number, referenceCode: filed.body.request.referenceCode as string };
}

async function withdrawalOf(amount: number, provision = amount) {
  const user = await registeredUser({ provision });
  const created = await myWithdrawals.post(user.token, { body: { amount, iban: testIban() } });
  expect(created.status).toBe(201);
  // A first withdrawal to a new IBAN is payable only after the 24 h hold; these tests are about the two steps.
  await pastNewIbanHold(created.body.withdrawal.id);
  return { user, id: created.body.withdrawal.id as number };
}

async function readDashboard(token: string) {
  const answer = await dashboard({ token, query: { range: "7d" } });
  expect(answer.status).toBe(200);
  return answer.body.provision as { secondApprovalRequests: number; secondApprovalWithdrawals: number };
}

describe("dual control of provision approvals", () => {
  it("≥ 100 000 TL: the first approval credits nothing, the approver cannot confirm it, a second person credits it once", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const { user, id, referenceCode } = await provisionRequest(150_000);
    const queueBefore = await readDashboard(checker.token);

    const first = await approve.post(maker.token, { params: { id }, body: { receivedAmount: 150_000 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      awaitingSecondApproval: true,
      request: { status: "pending", receivedAmount: null },
    });
    expect(await ledger(user.uid)).toEqual([]);
    expect((await myProvision({ token: user.token })).body.balance).toEqual({ total: 0, blocked: 0, available: 0 });
    // The user still just sees a pending request: no new money state.
    expect((await myRequests({ token: user.token })).body.items[0]).toMatchObject({
      id,
      status: "pending",
      receivedAmount: null,
      decidedByName: null,
    });

    // The queue: the status filter, the dashboard figure, and the rows' buttons for each of them.
    const queue = await provisionList({
      token: checker.token,
      query: { status: "awaiting_second_approval", q: referenceCode },
    });
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        id,
        status: "pending",
        firstApproval: { byName: "Finans Ali", at: expect.any(String), receivedAmount: 150_000 },
        ownRecord: false,
        actions: ["confirm", "reject"],
      }),
    ]);
    const makersView = await provisionList({
      token: maker.token,
      query: { status: "awaiting_second_approval", q: referenceCode },
    });
    expect(makersView.body.items[0]).toMatchObject({ actions: [] });
    expect((await readDashboard(checker.token)).secondApprovalRequests - queueBefore.secondApprovalRequests).toBe(1);

    // The maker can neither confirm nor reject their own step, nor approve again.
    const self = await confirm.post(maker.token, { params: { id } });
    expect(self).toMatchObject({
      status: 403,
      body: { code: "own_record", error: "İlk onayı siz verdiniz: ikinci onayı veya reddi başka bir yetkili vermeli." },
    });
    expect((await provisionReject.post(maker.token, { params: { id }, body: { reason: "Vazgeçtim" } })).status).toBe(
      403,
    );
    const again = await approve.post(checker.token, { params: { id }, body: { receivedAmount: 150_000 } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/ikinci onay bekliyor/);
    expect(await ledger(user.uid)).toEqual([]);

    const second = await confirm.post(checker.token, { params: { id } });
    expect(second.status).toBe(200);
    expect(second.body.request).toMatchObject({
      status: "approved",
      receivedAmount: 150_000,
      decidedByName: "Finans Ayşe",
    });
    expect(await ledger(user.uid)).toEqual([{ kind: "deposit", amount: 150_000, refType: "provision_request" }]);
    expect((await myProvision({ token: user.token })).body.balance.total).toBe(150_000);
    expect(await auditActions("provision_request", id)).toEqual([
      { action: "provision_request.first_approve", staffUid: maker.uid },
      { action: "provision_request.confirm", staffUid: checker.uid },
    ]);
    expect((await readDashboard(checker.token)).secondApprovalRequests).toBe(queueBefore.secondApprovalRequests);
    expect((await confirm.post(checker.token, { params: { id } })).status).toBe(409);
  });

  it("a received amount that differs from the request needs a second person even when small; below the threshold and equal, one step", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const differing = await provisionRequest(10_000);
    expect(
      (await approve.post(maker.token, { params: { id: differing.id }, body: { receivedAmount: 9_000 } })).body
        .awaitingSecondApproval,
    ).toBe(true);
    expect(await ledger(differing.user.uid)).toEqual([]);
    expect((await confirm.post(checker.token, { params: { id: differing.id } })).body.request).toMatchObject({
      status: "approved",
      receivedAmount: 9_000,
    });
    expect(await ledger(differing.user.uid)).toEqual([
      { kind: "deposit", amount: 9_000, refType: "provision_request" },
    ]);

    const plain = await provisionRequest(99_999);
    const once = await approve.post(maker.token, { params: { id: plain.id }, body: { receivedAmount: 99_999 } });
    expect(once.body).toMatchObject({ awaitingSecondApproval: false, request: { status: "approved" } });
    expect(await ledger(plain.user.uid)).toEqual([{ kind: "deposit", amount: 99_999, refType: "provision_request" }]);
    // Confirming something that never waited is a 409, not a second credit.
    expect((await confirm.post(checker.token, { params: { id: plain.id } })).status).toBe(409);
  });

  it("rejected at the second step: nothing is credited", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const { user, id } = await provisionRequest(200_000);
    await approve.post(maker.token, { params: { id }, body: { receivedAmount: 200_000 } });
    const rejected = await provisionReject.post(checker.token, {
      params: { id },
      body: { reason: "Havale hesapta görünmüyor" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.request).toMatchObject({ status: "rejected", receivedAmount: null });
    expect(await ledger(user.uid)).toEqual([]);
    expect((await confirm.post(checker.token, { params: { id } })).status).toBe(409);
    expect(await ledger(user.uid)).toEqual([]);
  });

  it("two different staff confirming at once: exactly one wins, the deposit is credited once", async () => {
    for (let round = 0; round < 3; round++) {
      const maker = await finance("Finans Ali");
      const [a, b] = [await finance("Finans Ayşe"), await finance("Finans Berk")];
      const { user, id } = await provisionRequest(500_000);
      await approve.post(maker.token, { params: { id }, body: { receivedAmount: 500_000 } });

      const results = await Promise.all([
        confirm.post(a.token, { params: { id } }),
        confirm.post(b.token, { params: { id } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error).toBe("Bu talep zaten onaylanmış.");
      expect(await ledger(user.uid)).toEqual([{ kind: "deposit", amount: 500_000, refType: "provision_request" }]);
      expect((await myProvision({ token: user.token })).body.balance.total).toBe(500_000);
      expect((await auditActions("provision_request", id)).map((r) => r.action)).toEqual([
        "provision_request.first_approve",
        "provision_request.confirm",
      ]);
    }
  });
});

describe("dual control of withdrawal payments", () => {
  it("≥ 50 000 TL: the first step keeps the hold and pays nothing; the same person cannot confirm; a second person pays once", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const { user, id } = await withdrawalOf(50_000, 80_000);
    const queueBefore = await readDashboard(checker.token);
    const ledgerBefore = await ledger(user.uid);

    const first = await paid.post(maker.token, { params: { id }, body: { paymentReference: "DK-77" } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      awaitingSecondApproval: true,
      withdrawal: {
        status: "pending",
        paymentReference: null,
        firstApproval: { byName: "Finans Ali", paymentReference: "DK-77" },
      },
    });
    expect(await ledger(user.uid)).toEqual(ledgerBefore);
    expect((await myProvision({ token: user.token })).body.balance).toEqual({
      total: 80_000,
      blocked: 50_000,
      available: 30_000,
    });
    // The user sees it still pending, with nothing about the first step.
    const mine = (await myWithdrawals({ token: user.token })).body.items[0];
    expect(mine).toMatchObject({ id, status: "pending", paymentReference: null, actions: ["cancel"] });
    expect(mine).not.toHaveProperty("firstApproval");

    const queue = await withdrawalList({
      token: checker.token,
      query: { status: "awaiting_second_approval", q: user.email },
    });
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        id,
        firstApproval: { byName: "Finans Ali", at: expect.any(String), paymentReference: "DK-77" },
        actions: ["confirm", "reject"],
      }),
    ]);
    expect((await readDashboard(checker.token)).secondApprovalWithdrawals - queueBefore.secondApprovalWithdrawals).toBe(
      1,
    );

    expect(await confirmPaid.post(maker.token, { params: { id } })).toMatchObject({
      status: 403,
      body: { code: "own_record" },
    });
    expect((await paid.post(checker.token, { params: { id }, body: {} })).status).toBe(409);
    expect(await ledger(user.uid)).toEqual(ledgerBefore);

    const second = await confirmPaid.post(checker.token, { params: { id } });
    expect(second.status).toBe(200);
    expect(second.body.withdrawal).toMatchObject({
      status: "paid",
      paymentReference: "DK-77",
      decidedByName: "Finans Ayşe",
      actions: [],
    });
    expect(await ledger(user.uid)).toEqual([
      ...ledgerBefore,
      { kind: "release", amount: 50_000, refType: "withdrawal" },
      { kind: "withdrawal", amount: 50_000, refType: "withdrawal" },
    ]);
    expect((await myProvision({ token: user.token })).body.balance).toEqual({
      total: 30_000,
      blocked: 0,
      available: 30_000,
    });
    expect((await auditActions("withdrawal", id)).map((r) => r.action)).toEqual([
      "withdrawal.first_approve",
      "withdrawal.confirm",
    ]);
    expect((await confirmPaid.post(checker.token, { params: { id } })).status).toBe(409);
  });

  it("below 50 000 TL one person pays it; rejected at the second step the hold goes back once", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const small = await withdrawalOf(49_999);
    expect((await paid.post(maker.token, { params: { id: small.id }, body: {} })).body).toMatchObject({
      awaitingSecondApproval: false,
      withdrawal: { status: "paid" },
    });

    const { user, id } = await withdrawalOf(120_000);
    const ledgerBefore = await ledger(user.uid);
    await paid.post(maker.token, { params: { id }, body: {} });
    expect((await withdrawalReject.post(maker.token, { params: { id }, body: { reason: "Vazgeçtim" } })).status).toBe(
      403,
    );
    const rejected = await withdrawalReject.post(checker.token, {
      params: { id },
      body: { reason: "IBAN sahibi farklı" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.withdrawal).toMatchObject({ status: "rejected" });
    expect(await ledger(user.uid)).toEqual([
      ...ledgerBefore,
      { kind: "release", amount: 120_000, refType: "withdrawal" },
    ]);
    expect((await myProvision({ token: user.token })).body.balance).toEqual({
      total: 120_000,
      blocked: 0,
      available: 120_000,
    });
    expect((await confirmPaid.post(checker.token, { params: { id } })).status).toBe(409);
  });

  it("the user may cancel a withdrawal awaiting its second approval (no money moved): the hold goes back, it can no longer be confirmed", async () => {
    const maker = await finance("Finans Ali");
    const checker = await finance("Finans Ayşe");
    const { user, id } = await withdrawalOf(70_000);
    await paid.post(maker.token, { params: { id }, body: {} });
    const cancelled = await cancelWithdrawal.post(user.token, { params: { id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.withdrawal).toMatchObject({ status: "cancelled" });
    expect((await myProvision({ token: user.token })).body.balance).toEqual({
      total: 70_000,
      blocked: 0,
      available: 70_000,
    });
    const late = await confirmPaid.post(checker.token, { params: { id } });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/iptal edilmiş/);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.provisionEntries)
      .where(and(eq(schema.provisionEntries.uid, user.uid), eq(schema.provisionEntries.kind, "withdrawal")));
    expect(n).toBe(0);
  });

  it("two different staff confirming a payment at once: exactly one wins, the money leaves once", async () => {
    for (let round = 0; round < 3; round++) {
      const maker = await finance("Finans Ali");
      const [a, b] = [await finance("Finans Ayşe"), await finance("Finans Berk")];
      const { user, id } = await withdrawalOf(90_000);
      await paid.post(maker.token, { params: { id }, body: { paymentReference: `DK-${round}` } });

      const results = await Promise.all([
        confirmPaid.post(a.token, { params: { id } }),
        confirmPaid.post(b.token, { params: { id } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error).toBe("Bu çekim talebi zaten ödenmiş.");
      const moves = (await ledger(user.uid)).filter((e) => e.refType === "withdrawal");
      expect(moves).toEqual([
        { kind: "block", amount: 90_000, refType: "withdrawal" },
        { kind: "release", amount: 90_000, refType: "withdrawal" },
        { kind: "withdrawal", amount: 90_000, refType: "withdrawal" },
      ]);
      expect((await myProvision({ token: user.token })).body.balance).toEqual({ total: 0, blocked: 0, available: 0 });
    }
  });
});
