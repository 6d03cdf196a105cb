import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositFor } from "@/lib/auctions/rules";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import paidHandler from "@/pages/api/management/withdrawals/[id]/paid";
import rejectHandler from "@/pages/api/management/withdrawals/[id]/reject";
import staffListHandler from "@/pages/api/management/withdrawals";
import cancelHandler from "@/pages/api/me/withdrawals/[id]/cancel";
import mineHandler from "@/pages/api/me/withdrawals";
import { balanceOf, makeAuction } from "@/tests/integration/helpers/auctions";
import { ledgerLines } from "@/tests/integration/helpers/ledger";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";
import { pastNewIbanHold } from "@/tests/integration/helpers/withdrawals";

const mine = serveHandler(mineHandler);
const cancel = serveHandler(cancelHandler);
const staffList = serveHandler(staffListHandler);
const paid = serveHandler(paidHandler);
const reject = serveHandler(rejectHandler);
const bid = serveHandler(bidsHandler);

/** blocked = Σ active deposit blocks + Σ pending withdrawals = Σ block − release − capture in the ledger; total = the ledger's sum. */
async function books(uid: string, expected: { total: number; blocked: number }) {
  const [row] = await getDb()
    .execute<{
      total: string;
      blocked: string;
      active: string;
      pending: string;
      ledger_blocked: string;
      ledger_total: string;
    }>(
      sql`
    SELECT u.provision_total AS total, u.provision_blocked AS blocked,
      (SELECT coalesce(sum(amount), 0) FROM deposit_blocks b WHERE b.uid = u.uid AND b.state = 'active') AS active,
      (SELECT coalesce(sum(amount), 0) FROM withdrawals w WHERE w.uid = u.uid AND w.status = 'pending') AS pending,
      (SELECT coalesce(sum(CASE kind WHEN 'block' THEN amount WHEN 'release' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END), 0) FROM provision_entries e WHERE e.uid = u.uid) AS ledger_blocked,
      (SELECT coalesce(sum(CASE kind WHEN 'deposit' THEN amount WHEN 'withdrawal' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END), 0) FROM provision_entries e WHERE e.uid = u.uid) AS ledger_total
    FROM users u WHERE u.uid = ${uid}`,
    )
    .then((r) => r.rows);
  const n = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  expect(n.blocked).toBe(n.active + n.pending);
  expect(n.blocked).toBe(n.ledger_blocked);
  expect(n.total).toBe(n.ledger_total);
  // Exact figures: the database CHECK already keeps blocked ≤ total, so only the expected amounts can fail here.
  expect({ total: n.total, blocked: n.blocked }).toEqual(expected);
  return n;
}

const ledgerRows = (uid: string, withdrawalId: number) => ledgerLines(uid, "withdrawal", withdrawalId);

const request = (token: string, body: unknown) => mine.post(token, { body });

describe("provision withdrawals", () => {
  it("a suspended user's withdrawal request is refused with the Turkish reason and changes nothing", async () => {
    const user = await registeredUser({ provision: 20_000 });
    await getDb()
      .update(schema.users)
      .set({ suspendedAt: new Date(), suspensionReason: "Kimlik doğrulaması bekleniyor" })
      .where(eq(schema.users.uid, user.uid));
    const before = await books(user.uid, { total: 20_000, blocked: 0 });

    const refused = await request(user.token, { amount: 5_000, iban: testIban() });

    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "account_suspended" });
    expect(refused.body.error).toContain("Kimlik doğrulaması bekleniyor");
    expect(await books(user.uid, { total: 20_000, blocked: 0 })).toEqual(before);
    const rows = await getDb().select().from(schema.withdrawals).where(eq(schema.withdrawals.uid, user.uid));
    expect(rows).toEqual([]);
  });

  it("blocks the amount at once and keeps it out of bids; finance marks it paid: released into a ledger withdrawal, audited", async () => {
    const user = await registeredUser({ provision: 20_000, name: "Ayşe", lastName: "Yılmaz" });
    const finance = await staffAccount({ roles: ["provision:approve"], displayName: "Finans" });
    const iban = testIban();
    const spaced = iban.toLowerCase().replace(/(.{4})/g, "$1 ");

    const created = await request(user.token, { amount: 15_000, iban: spaced });
    expect(created.status).toBe(201);
    expect(created.body.withdrawal).toMatchObject({
      amount: 15_000,
      iban,
      accountName: "Ayşe Yılmaz",
      status: "pending",
      actions: ["cancel"],
    });
    const id = created.body.withdrawal.id as number;
    expect(await balanceOf(user.uid)).toEqual({ total: 20_000, blocked: 15_000 });

    // Only 5.000 is left to back a bid or another withdrawal.
    const more = await request(user.token, { amount: 5_001, iban });
    expect(more.status).toBe(409);
    expect(more.body.error).toBe("Kullanılabilir provizyonunuz yetersiz: en fazla 5.000 TL çekebilirsiniz.");

    // A first payment to this IBAN: payable a day after the request (withdrawalStepUp.test.ts).
    await pastNewIbanHold(id);
    const list = await staffList({ token: finance.token, query: { status: "pending", q: user.email } });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      items: [{ id, uid: user.uid, amount: 15_000, actions: ["pay", "reject"], user: { email: user.email } }],
    });

    const done = await paid.post(finance.token, { params: { id }, body: { paymentReference: "DK-1" } });
    expect(done.status).toBe(200);
    expect(done.body.withdrawal).toMatchObject({
      status: "paid",
      paymentReference: "DK-1",
      decidedByName: "Finans",
      actions: [],
    });
    expect(await balanceOf(user.uid)).toEqual({ total: 5_000, blocked: 0 });
    expect(await ledgerRows(user.uid, id)).toEqual(["block 15000", "release 15000", "withdrawal 15000"]);
    await books(user.uid, { total: 5_000, blocked: 0 });

    const [audit] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "withdrawal"), eq(schema.auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      staffUid: finance.uid,
      action: "withdrawal.paid",
      details: { amount: 15_000, uid: user.uid, paymentReference: "DK-1" },
    });
    // The user hears of it in the same transaction (outbox), with only the IBAN's last four digits.
    const notices = await getDb()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, user.uid), eq(schema.notifications.kind, "withdrawal_paid")));
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(iban.slice(-4));
    expect(notices[0].body).not.toContain(iban);

    const again = await paid.post(finance.token, { params: { id }, body: {} });
    expect(again).toMatchObject({ status: 409, body: { error: "Bu çekim talebi zaten ödenmiş." } });
    const late = await cancel.post(user.token, { params: { id } });
    expect(late.status).toBe(409);
    const mineList = await mine({ token: user.token });
    expect(mineList.body).toMatchObject({ total: 1, items: [{ id, status: "paid", actions: [] }] });
  });

  it("reject and cancel release the hold; a decided withdrawal cannot move again; unknown or foreign ids are 404", async () => {
    const user = await registeredUser({ provision: 10_000 });
    const other = await registeredUser({ provision: 10_000 });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const iban = testIban();

    const a = (await request(user.token, { amount: 3_000, iban })).body.withdrawal.id as number;
    const b = (await request(user.token, { amount: 4_000, iban })).body.withdrawal.id as number;
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 7_000 });

    const noReason = await reject.post(finance.token, { params: { id: a }, body: { reason: " " } });
    expect(noReason.status).toBe(422);
    const rejected = await reject.post(finance.token, { params: { id: a }, body: { reason: "IBAN başka birine ait" } });
    expect(rejected.body.withdrawal).toMatchObject({ status: "rejected", rejectReason: "IBAN başka birine ait" });
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 4_000 });
    expect(await ledgerRows(user.uid, a)).toEqual(["block 3000", "release 3000"]);

    expect((await cancel.post(other.token, { params: { id: b } })).status).toBe(404);
    const cancelled = await cancel.post(user.token, { params: { id: b } });
    expect(cancelled.body.withdrawal).toMatchObject({ status: "cancelled", actions: [] });
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 0 });

    expect((await paid.post(finance.token, { params: { id: a }, body: {} })).status).toBe(409);
    expect((await paid.post(finance.token, { params: { id: b }, body: {} })).body.error).toMatch(/iptal edilmiş/);
    expect((await reject.post(finance.token, { params: { id: b }, body: { reason: "geç kaldı" } })).status).toBe(409);
    expect((await cancel.post(user.token, { params: { id: a } })).status).toBe(409);
    expect((await paid.post(finance.token, { params: { id: 987654321 }, body: {} })).status).toBe(404);
    expect((await paid.post(finance.token, { params: { id: "1x" }, body: {} })).status).toBe(422);
    await books(user.uid, { total: 10_000, blocked: 0 });
  });

  it("concurrent pay, reject and cancel of one withdrawal: exactly one wins, the books stay whole", async () => {
    const user = await registeredUser({ provision: 10_000 });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const id = (await request(user.token, { amount: 6_000, iban: testIban() })).body.withdrawal.id as number;
    await pastNewIbanHold(id);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => paid.post(finance.token, { params: { id }, body: {} })),
      ...Array.from({ length: 3 }, () => reject.post(finance.token, { params: { id }, body: { reason: "yarış" } })),
      ...Array.from({ length: 3 }, () => cancel.post(user.token, { params: { id } })),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const rows = await ledgerRows(user.uid, id);
    expect(rows.slice(0, 2)).toEqual(["block 6000", "release 6000"]);
    expect(rows.length === 2 || (rows.length === 3 && rows[2] === "withdrawal 6000")).toBe(true);
    // Paid: 6.000 left the account; rejected or cancelled: all 10.000 stay. Nothing is held either way.
    await books(user.uid, { total: rows.length === 3 ? 4_000 : 10_000, blocked: 0 });
  });

  it("refuses bad input with Turkish messages and changes nothing", async () => {
    const user = await registeredUser({ provision: 10_000 });
    const iban = testIban();
    const wrongCheck = `TR${String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, "0")}${iban.slice(4)}`;
    const cases: Array<[unknown, string, RegExp]> = [
      [{ amount: 0, iban }, "amount", /sıfırdan büyük/],
      [{ amount: 100.5, iban }, "amount", /tam lira/],
      [{ amount: "100", iban }, "amount", /tutarı girin/],
      [{ amount: 100, iban: wrongCheck }, "iban", /kontrol basamakları/],
      [{ amount: 100, iban: iban.slice(0, 20) }, "iban", /24 rakam/],
      [{ amount: 100, iban: `DE${iban.slice(2)}` }, "iban", /TR ile başlayan/],
      [{ amount: 100 }, "iban", /IBAN/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await request(user.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.fields[field]).toMatch(message);
    }
    const tooMuch = await request(user.token, { amount: 10_001, iban });
    expect(tooMuch.status).toBe(409);
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 0 });
    expect((await mine({ token: user.token })).body.total).toBe(0);
  });

  it("a withdrawal racing 20 concurrent bids never drives available below zero", async () => {
    const startingPrice = 100_000;
    const deposit = depositFor(startingPrice);
    const provision = deposit * 10;
    const user = await registeredUser({ provision });
    const auctions = await Promise.all(Array.from({ length: 20 }, () => makeAuction({ startingPrice })));
    const iban = testIban();
    const withdrawalAmount = deposit * 4;

    const bids = auctions.map(({ auction }) =>
      bid.post(user.token, { params: { id: auction.id }, body: { amount: startingPrice } }),
    );
    const withdrawal = request(user.token, { amount: withdrawalAmount, iban });
    const second = request(user.token, { amount: withdrawalAmount, iban });
    const [bidAnswers, w1, w2] = await Promise.all([Promise.all(bids), withdrawal, second]);

    for (const answer of [...bidAnswers, w1, w2]) expect([200, 201, 402, 409, 422]).toContain(answer.status);
    const accepted = bidAnswers.filter((a) => a.status === 200 || a.status === 201).length;
    const withdrawn = [w1, w2].filter((w) => w.status === 201).length;
    expect(accepted * deposit + withdrawn * withdrawalAmount).toBeLessThanOrEqual(provision);
    // Every lira that could be held is held: the refusals were for lack of provision, not errors.
    expect(provision - (accepted * deposit + withdrawn * withdrawalAmount)).toBeLessThan(
      Math.max(deposit, withdrawalAmount),
    );
    await books(user.uid, { total: provision, blocked: accepted * deposit + withdrawn * withdrawalAmount });
  });

  it("permission matrix", async () => {
    const anonymous = null;
    const user = await registeredUser({ provision: 5_000 });
    const without = await staffAccount({ roles: ["orders:write"] });
    const withRole = await staffAccount({ roles: ["provision:approve"] });
    const superStaff = await staffAccount({ isSuper: true });
    const noProfile = await signUp();
    const id = (await request(user.token, { amount: 100, iban: testIban() })).body.withdrawal.id as number;

    const tokens = {
      anonymous,
      user: user.token,
      without: without.token,
      withRole: withRole.token,
      super: superStaff.token,
    };
    const expected = { anonymous: 401, user: 403, without: 403, withRole: 200, super: 200 };
    for (const [who, token] of Object.entries(tokens)) {
      expect((await staffList({ token })).status, `list ${who}`).toBe(expected[who as keyof typeof expected]);
    }
    // Mutations: the refusals change nothing; the allowed ones answer 404 for an unknown id.
    for (const [who, token] of Object.entries(tokens)) {
      const want = expected[who as keyof typeof expected] === 200 ? 404 : expected[who as keyof typeof expected];
      expect((await paid.post(token, { params: { id: 999_999_999 }, body: {} })).status, `paid ${who}`).toBe(want);
      expect(
        (await reject.post(token, { params: { id: 999_999_999 }, body: { reason: "deneme" } })).status,
        `reject ${who}`,
      ).toBe(want);
      if (want !== 404) {
        expect((await paid.post(token, { params: { id }, body: {} })).status).toBe(want);
      }
    }
    expect(await balanceOf(user.uid)).toEqual({ total: 5_000, blocked: 100 });

    expect((await mine({ token: null })).status).toBe(401);
    expect((await mine({ token: user.token })).status).toBe(200);
    const staffAtUser = await mine({ token: withRole.token });
    expect(staffAtUser).toMatchObject({ status: 403, body: { code: "wrong_session" } });
    expect((await request(noProfile.token, { amount: 100, iban: testIban() })).status).toBe(403);
  });
});
