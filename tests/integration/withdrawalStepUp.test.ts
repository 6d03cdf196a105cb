import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { getDb, schema } from "@/lib/server/db";
import { withdrawalCancelToken } from "@/lib/server/deposits/cancelLink";
import { deliverDueEmails } from "@/lib/server/notifications/delivery";
import cancelLinkHandler from "@/pages/api/withdrawal-cancel";
import paidHandler from "@/pages/api/management/withdrawals/[id]/paid";
import staffListHandler from "@/pages/api/management/withdrawals";
import cancelHandler from "@/pages/api/me/withdrawals/[id]/cancel";
import mineHandler from "@/pages/api/me/withdrawals";
import profileHandler from "@/pages/api/me/profile";
import { balanceOf } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, signedInAgo, staffAccount, tokenClaims } from "@/tests/integration/helpers/identity";
import { waitForMails } from "@/tests/integration/helpers/mail";
import { pastNewIbanHold } from "@/tests/integration/helpers/withdrawals";

const mine = serveHandler(mineHandler);
const cancel = serveHandler(cancelHandler);
const cancelLink = serveHandler(cancelLinkHandler);
const staffList = serveHandler(staffListHandler);
const paid = serveHandler(paidHandler);
const profile = serveHandler(profileHandler);

const request = (token: string, body: unknown) => mine.post(token, { body });

async function withdrawalsOf(uid: string) {
  return getDb().select().from(schema.withdrawals).where(eq(schema.withdrawals.uid, uid));
}

async function noticesOf(uid: string) {
  return getDb()
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, uid), eq(schema.notifications.kind, "withdrawal_requested")));
}

describe("step-up before a withdrawal", () => {
  it("a sign-in older than 5 minutes is refused with 401 reauth_required and nothing changes; a fresh one is accepted", async () => {
    const user = await registeredUser({ provision: 20_000 });
    const iban = testIban();

    const stale = await signedInAgo(user, 6 * 60);
    // A real emulator token: issued now, but for a sign-in six minutes ago.
    const claims = tokenClaims(stale);
    expect(Math.floor(Date.now() / 1000) - Number(claims.auth_time)).toBeGreaterThanOrEqual(6 * 60 - 1);
    expect(Math.floor(Date.now() / 1000) - Number(claims.iat)).toBeLessThan(60);

    const refused = await request(stale, { amount: 5_000, iban });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: "reauth_required", error: "Güvenliğiniz için şifrenizi yeniden girin." });
    expect(await withdrawalsOf(user.uid)).toEqual([]);
    expect(await noticesOf(user.uid)).toEqual([]);
    expect(await balanceOf(user.uid)).toEqual({ total: 20_000, blocked: 0 });
    // The session itself is fine: only the withdrawal wants the password again.
    expect((await mine({ token: stale })).status).toBe(200);

    // Four minutes ago is recent enough; so is the sign-in the test account just made.
    const recent = await signedInAgo(user, 4 * 60);
    expect((await request(recent, { amount: 5_000, iban })).status).toBe(201);
    expect((await request(user.token, { amount: 5_000, iban })).status).toBe(201);
    expect(await balanceOf(user.uid)).toEqual({ total: 20_000, blocked: 10_000 });
  });
});

describe("the withdrawal-requested e-mail and its cancel link", () => {
  it("is written in the request's transaction, e-mailed even with money e-mails off, with the amount and the IBAN's last four digits", async () => {
    const user = await registeredUser({ provision: 30_000 });
    await getDb().insert(schema.notificationSettings).values({ userId: user.uid, category: "money", email: false });
    const iban = testIban();
    const created = await request(user.token, { amount: 12_345, iban });
    expect(created.status).toBe(201);

    const [notice] = await noticesOf(user.uid);
    const [withdrawal] = await withdrawalsOf(user.uid);
    // now() is the transaction's start time: equal stamps mean one transaction.
    expect(notice.createdAt.getTime()).toBe(withdrawal.createdAt.getTime());
    expect(notice.body).toContain("12.345 TL");
    expect(notice.body).toContain(iban.slice(-4));
    expect(notice.body).not.toContain(iban.slice(4, -4));
    expect(notice.body).toContain("Bu işlemi siz yapmadıysanız");
    expect(notice.link).toMatch(/^\/cekim-iptal\?t=/);

    // A refused request writes no notice.
    expect((await request(user.token, { amount: 20_000, iban })).status).toBe(409);
    expect(await noticesOf(user.uid)).toHaveLength(1);

    await deliverDueEmails();
    const [mail] = await waitForMails(user.email, 1);
    expect(mail.subject).toContain("Para çekme talebiniz alındı");
    expect(mail.text).toContain("Bu işlemi siz yapmadıysanız");
    expect(mail.html).toContain("Bu talebi ben yapmadım, iptal et");
    expect(mail.html).not.toContain(iban);
    expect(mail.text).toContain(notice.link!);
    const [sent] = await noticesOf(user.uid);
    expect(sent.emailState).toBe("sent");
  });

  it("the link shows the withdrawal without changing it, cancels it once on the confirming click, and refuses forged, expired and used links", async () => {
    const user = await registeredUser({ provision: 10_000 });
    const iban = testIban();
    const id = (await request(user.token, { amount: 4_000, iban })).body.withdrawal.id as number;
    const [notice] = await noticesOf(user.uid);
    const token = new URL(notice.link!, "http://x").searchParams.get("t")!;

    const shown = await cancelLink({ query: { t: token } });
    expect(shown.status).toBe(200);
    expect(shown.body.withdrawal).toMatchObject({ id, amount: 4_000, ibanLast4: iban.slice(-4) });
    expect(JSON.stringify(shown.body)).not.toContain(iban);
    // Opening the link (a mail scanner does too) changes nothing.
    expect((await withdrawalsOf(user.uid))[0].status).toBe("pending");
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 4_000 });

    const forged = `${token.slice(0, -3)}abc`;
    expect(await cancelLink({ method: "POST", body: { token: forged } })).toMatchObject({
      status: 400,
      body: { code: "bad_request", error: expect.stringContaining("geçersiz") },
    });
    const expired = withdrawalCancelToken(user.uid, id, Date.now() - 8 * 86_400_000);
    expect(await cancelLink({ method: "POST", body: { token: expired } })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("süresi dolmuş") },
    });
    // A valid link of another user cannot reach this withdrawal.
    const other = await registeredUser({ provision: 1_000 });
    expect((await cancelLink({ method: "POST", body: { token: withdrawalCancelToken(other.uid, id) } })).status).toBe(
      404,
    );
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 4_000 });

    const done = await cancelLink({ method: "POST", body: { token } });
    expect(done.status).toBe(200);
    const [row] = await withdrawalsOf(user.uid);
    expect(row).toMatchObject({ status: "cancelled", decidedBy: user.uid });
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 0 });
    const ledger = await getDb()
      .select({ kind: schema.provisionEntries.kind, amount: schema.provisionEntries.amount })
      .from(schema.provisionEntries)
      .where(and(eq(schema.provisionEntries.refType, "withdrawal"), eq(schema.provisionEntries.refId, String(id))))
      .orderBy(schema.provisionEntries.id);
    expect(ledger.map((e) => `${e.kind} ${e.amount}`)).toEqual(["block 4000", "release 4000"]);

    const again = await cancelLink({ method: "POST", body: { token } });
    expect(again).toMatchObject({
      status: 409,
      body: { error: "Bu çekim talebi zaten iptal edilmiş; bağlantı artık kullanılamaz." },
    });
    expect((await cancelLink({ query: { t: token } })).status).toBe(409);
    expect(await balanceOf(user.uid)).toEqual({ total: 10_000, blocked: 0 });
    expect((await cancelLink({ query: {} })).status).toBe(422);
  });
});

describe("the first withdrawal to a new IBAN waits 24 hours", () => {
  it("before → 409 with the time and no pay action; after → paid; the next one to that IBAN is payable at once, a new IBAN waits again", async () => {
    const user = await registeredUser({ provision: 50_000 });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const iban = testIban();
    const first = (await request(user.token, { amount: 10_000, iban })).body.withdrawal as {
      id: number;
      createdAt: string;
    };
    const payableAt = new Date(new Date(first.createdAt).getTime() + 24 * 3600_000);

    const listed = async (id: number) =>
      (await staffList({ token: finance.token, query: { q: user.email } })).body.items.find(
        (w: { id: number }) => w.id === id,
      );
    expect(await listed(first.id)).toMatchObject({
      payableAt: payableAt.toISOString(),
      actions: ["reject"],
    });

    const early = await paid.post(finance.token, { params: { id: first.id }, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      `Bu IBAN'a ilk kez ödeme yapılacak: güvenlik için talepten 24 saat sonra, ${formatDateTime(payableAt)} itibarıyla ödenebilir.`,
    );
    expect(await balanceOf(user.uid)).toEqual({ total: 50_000, blocked: 10_000 });

    // One minute short of the hold: still refused. Then a day later: paid.
    await pastNewIbanHold(first.id, 23);
    await getDb().execute(
      sql`UPDATE withdrawals SET created_at = created_at - interval '59 minutes' WHERE id = ${first.id}`,
    );
    expect((await paid.post(finance.token, { params: { id: first.id }, body: {} })).status).toBe(409);
    await pastNewIbanHold(first.id, 1);
    expect(await listed(first.id)).toMatchObject({ payableAt: expect.any(String), actions: ["pay", "reject"] });
    const done = await paid.post(finance.token, { params: { id: first.id }, body: {} });
    expect(done.status).toBe(200);
    expect(done.body.withdrawal).toMatchObject({ status: "paid", payableAt: null });

    const second = (await request(user.token, { amount: 5_000, iban })).body.withdrawal.id as number;
    expect(await listed(second)).toMatchObject({ payableAt: null, actions: ["pay", "reject"] });
    expect((await paid.post(finance.token, { params: { id: second }, body: {} })).status).toBe(200);

    const elsewhere = (await request(user.token, { amount: 5_000, iban: testIban() })).body.withdrawal.id as number;
    expect(await listed(elsewhere)).toMatchObject({ payableAt: expect.any(String), actions: ["reject"] });
    expect((await paid.post(finance.token, { params: { id: elsewhere }, body: {} })).status).toBe(409);
    expect(await balanceOf(user.uid)).toEqual({ total: 35_000, blocked: 5_000 });
  });
});

describe("the profile name while a withdrawal is pending", () => {
  const values = { name: "Ayşe", lastName: "Yılmaz", phone: "5551112233", city: "Ankara" };

  it("cannot change (Turkish 409 on the name fields); the phone and city can; after the withdrawal ends it can", async () => {
    const user = await registeredUser({ provision: 5_000, name: "Ayşe", lastName: "Yılmaz" });
    const id = (await request(user.token, { amount: 1_000, iban: testIban() })).body.withdrawal.id as number;

    const renamed = await profile.put(user.token, { body: { ...values, lastName: "Demir" } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe("conflict");
    expect(renamed.body.error).toMatch(/^Bekleyen bir para çekme talebiniz varken ad ve soyadınız değiştirilemez/);
    expect(Object.keys(renamed.body.fields)).toEqual(["lastName"]);
    const [row] = await getDb().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    expect(row.lastName).toBe("Yılmaz");

    const moved = await profile.put(user.token, { body: { ...values, phone: "5329998877", city: "İzmir" } });
    expect(moved.status).toBe(200);
    expect(moved.body.user).toMatchObject({ name: "Ayşe", lastName: "Yılmaz", phone: "5329998877", city: "İzmir" });

    expect((await cancel.post(user.token, { params: { id } })).status).toBe(200);
    const later = await profile.put(user.token, { body: { ...values, lastName: "Demir" } });
    expect(later.status).toBe(200);
    expect(later.body.user.lastName).toBe("Demir");
  });
});
