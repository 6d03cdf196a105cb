import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DELETED_USER_NAME, deletionRefusedText } from "@/lib/kvkk/labels";
import type { DeletionBlocker } from "@/lib/kvkk/types";
import { getDb, schema } from "@/lib/server/db";
import { adminAuth } from "@/lib/server/firebaseAdmin";
import { buildDataExport, downloadDataExport, sweepKvkk } from "@/lib/server/kvkk/exports";
import { deliverDueEmails } from "@/lib/server/notifications/delivery";
import { getStorage } from "@/lib/server/storage";
import { recordAudit } from "@/lib/server/audit/record";
import { insertInvoice, nextSequence } from "@/lib/server/invoices/queries";
import linkHandler from "@/pages/api/account-deletion";
import dashboardHandler from "@/pages/api/management/dashboard";
import staffUserHandler from "@/pages/api/management/users/[uid]";
import staffKvkkHandler from "@/pages/api/management/users/[uid]/kvkk";
import deletionHandler from "@/pages/api/me/kvkk/deletion";
import kvkkHandler from "@/pages/api/me/kvkk";
import exportsHandler from "@/pages/api/me/kvkk/exports";
import downloadHandler from "@/pages/api/me/kvkk/exports/download";
import sellHandler from "@/pages/api/me/sell-requests";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { photoUploads } from "@/tests/integration/helpers/uploads";
import { sellRequestBody } from "@/tests/integration/helpers/requestBodies";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import { waitForMails } from "@/tests/integration/helpers/mail";

const kvkk = serveHandler(kvkkHandler);
const exportsApi = serveHandler(exportsHandler);
const download = serveHandler(downloadHandler);
const deletion = serveHandler(deletionHandler);
const link = serveHandler(linkHandler);
const staffUser = serveHandler(staffUserHandler);
const staffKvkk = serveHandler(staffKvkkHandler);
const dashboard = serveHandler(dashboardHandler);
const sell = serveHandler(sellHandler);
const { photoOf: uploadPhoto } = photoUploads();

const db = () => getDb();

/** Rows of every kind the export covers, for one user, written as fixtures. */
async function someRowsOf(user: TestAccount, marker: string) {
  const { auction } = await makeAuction();
  await db().insert(schema.bids).values({ auctionId: auction.id, bidderUid: user.uid, amount: 51_000 });
  await db()
    .insert(schema.savedSearches)
    .values({ userUid: user.uid, kind: "auction", name: `Arama ${marker}`, filters: { brand: "Honda" } });
  await db().insert(schema.auctionFollows).values({ userUid: user.uid, auctionId: auction.id });
  await db()
    .insert(schema.withdrawals)
    .values({
      uid: user.uid,
      amount: 1_000,
      iban: testIban(),
      accountName: `Hesap ${marker}`,
      status: "rejected",
      decidedAt: new Date(),
      rejectReason: "Test",
    });
  return auction;
}

/**
 * A question (moderated by staff), an offer after the close (countered by staff) and an invoice with its
 * billing company, on the user's auction: the staff uid and the sealed T.C. Kimlik No stay out of the archive.
 */
async function tradeRowsOf(user: TestAccount, marker: string, staffUid: string) {
  const auction = await someRowsOf(user, marker);
  await db()
    .insert(schema.vehicleQuestions)
    .values({ vehicleId: auction.vehicleId, askerUid: user.uid, question: `Soru ${marker}`, moderatedBy: staffUid });
  await db()
    .insert(schema.auctionOffers)
    .values({
      auctionId: auction.id,
      kind: "reserve",
      buyerUid: user.uid,
      price: 55_000,
      topBid: 51_000,
      counteredAt: new Date(),
      counteredBy: staffUid,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
  const [order] = await db()
    .insert(schema.orders)
    .values({
      auctionId: auction.id,
      vehicleId: auction.vehicleId,
      buyerUid: user.uid,
      price: 51_000,
      commission: 5_000,
      // Paid, as an invoiced order is (an unpaid one would also block "Hesabımı sil").
      status: "paid",
      paidAt: new Date(),
      paymentDueAt: new Date(Date.now() + 3 * 24 * 3600_000),
    })
    .returning();
  await db()
    .insert(schema.orderBilling)
    .values({ orderId: order.id, companyName: `Şirket ${marker}`, vkn: "1234567890", taxOffice: "Kadıköy" });
  await db().transaction(async (tx) => {
    const year = new Date().getFullYear();
    // Its own series: the test's numbers never take one of the MBA sequence the invoice suite checks for gaps.
    const sequence = await nextSequence(tx, "KVK", year);
    await insertInvoice(tx, {
      number: `KVK${year}${String(sequence).padStart(9, "0")}`,
      series: "KVK",
      year,
      sequence,
      kind: "invoice",
      orderId: order.id,
      buyerUid: user.uid,
      buyerKind: "person",
      buyerName: `Fatura ${marker}`,
      buyerIdCiphertext: `sealed-${marker}`,
      buyerIdKeyId: "k1",
      lines: [],
      netKurus: 416_667,
      kdvKurus: 83_333,
      totalKurus: 500_000,
      kdvRate: 20,
      provider: "test",
    });
  });
}

const zipText = (files: Record<string, Uint8Array>) =>
  Object.values(files)
    .map((f) => strFromU8(f))
    .join("\n");

describe("Verilerimi indir", () => {
  it("builds an archive of the user's rows and none of another user's, e-mails a link only its owner can use, and removes it after 24 hours", async () => {
    const alice = await registeredUser({ provision: 20_000, name: "Alisa", lastName: "Örnekçi" });
    const bob = await registeredUser({ provision: 30_000, name: "Bobrov", lastName: "Başkası" });
    const staff = await staffAccount({ roles: ["users:write"] });
    await tradeRowsOf(alice, "alisa", staff.uid);
    await tradeRowsOf(bob, "bobrov", staff.uid);
    await db().transaction((tx) =>
      recordAudit(tx, {
        staffUid: staff.uid,
        action: "user.note",
        targetType: "user",
        targetId: alice.uid,
        details: { after: { body: "Aradı" } },
      }),
    );

    expect((await exportsApi({ method: "POST" })).status).toBe(401);
    const requested = await exportsApi.post(alice.token);
    expect(requested.status).toBe(201);
    expect(requested.body.export).toMatchObject({ status: "pending", expiresAt: null });
    const again = await exportsApi.post(alice.token);
    expect(again).toMatchObject({
      status: 409,
      body: { code: "conflict", error: expect.stringContaining("hazırlanıyor") },
    });
    expect((await kvkk({ token: alice.token })).body.actions).toEqual(["delete"]);

    const id = requested.body.export.id as number;
    expect(await buildDataExport(id)).toBe(true);
    // Built once: a second worker (or the sweep) finds nothing to do.
    expect(await buildDataExport(id)).toBe(false);
    const mine = (await kvkk({ token: alice.token })).body;
    expect(mine.exports[0]).toMatchObject({ id, status: "ready" });
    expect(mine.actions).toEqual(["export", "delete"]);

    await deliverDueEmails();
    const [mail] = await waitForMails(alice.email, 1);
    expect(mail.subject).toContain("Veri dökümünüz hazır");
    const url = /https?:\/\/[^\s"<>]+\/profil\/kvkk\?indir=[^\s"<>]+/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    const token = new URL(url!.replace(/&amp;/g, "&")).searchParams.get("indir")!;

    // The link alone opens nothing: another account's session is refused, so is a forged link.
    expect(await download({ token: bob.token, query: { t: token } })).toMatchObject({
      status: 409,
      body: { error: "Bu bağlantı başka bir hesaba ait. O hesapla oturum açın." },
    });
    expect((await download({ query: { t: token } })).status).toBe(401);
    expect(await download({ token: alice.token, query: { t: `${token.slice(0, -3)}abc` } })).toMatchObject({
      status: 400,
      body: { error: "Bu bağlantı geçersiz." },
    });
    expect(await download({ token: alice.token, query: {} })).toMatchObject({ status: 422 });

    const got = await download({ token: alice.token, query: { t: token } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(got.bytes));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "BENIOKU.txt",
        "veriler.json",
        "profil.csv",
        "provizyon-hareketleri.csv",
        "teklifler.csv",
        "siparisler.csv",
        "cekim-talepleri.csv",
        "satis-talepleri.csv",
        "nakliye-talepleri.csv",
        "bildirimler.csv",
        "kayitli-aramalar.csv",
        "takip-ihaleler.csv",
        "islem-kayitlari.csv",
        "sorular.csv",
        "satin-alma-teklifleri.csv",
        "faturalar.csv",
        "fatura-bilgileri.csv",
      ]),
    );
    const data = JSON.parse(strFromU8(files["veriler.json"])).tablolar;
    expect(data.profil).toEqual([expect.objectContaining({ uid: alice.uid, email: alice.email, name: "Alisa" })]);
    expect(data["provizyon-hareketleri"]).toEqual([expect.objectContaining({ kind: "deposit", amount: 20_000 })]);
    expect(data.teklifler).toEqual([expect.objectContaining({ bidder_uid: alice.uid, amount: 51_000 })]);
    expect(data["kayitli-aramalar"]).toEqual([expect.objectContaining({ name: "Arama alisa" })]);
    expect(data["cekim-talepleri"]).toEqual([expect.objectContaining({ account_name: "Hesap alisa" })]);
    expect(data["takip-ihaleler"]).toHaveLength(1);
    expect(data["islem-kayitlari"]).toEqual([expect.objectContaining({ action: "user.note", target_id: alice.uid })]);
    expect(data.sorular).toEqual([expect.objectContaining({ question: "Soru alisa", status: "pending" })]);
    expect(data["satin-alma-teklifleri"]).toEqual([
      expect.objectContaining({ kind: "reserve", price: 55_000, top_bid: 51_000, status: "open" }),
    ]);
    expect(data.faturalar).toEqual([expect.objectContaining({ buyer_name: "Fatura alisa", total_kurus: 500_000 })]);
    expect(data["fatura-bilgileri"]).toEqual([expect.objectContaining({ company_name: "Şirket alisa" })]);
    // The CSV helper's layout: a BOM (the text decoder drops it, so read the bytes), `;`, a header row.
    expect([...files["teklifler.csv"].subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files["teklifler.csv"])).toMatch(/^\uFEFF?id;auction_id;bidder_uid;amount/);

    const everything = zipText(files);
    for (const foreign of [
      bob.uid,
      bob.email,
      "Bobrov",
      "Başkası",
      "Arama bobrov",
      "Hesap bobrov",
      "Soru bobrov",
      "Fatura bobrov",
      "Şirket bobrov",
      staff.uid,
      "sealed-alisa",
    ])
      expect(everything).not.toContain(foreign);

    // After 24 hours the link is dead and the sweep removes the archive.
    const later = new Date(Date.now() + 25 * 3600_000);
    await expect(downloadDataExport(alice.uid, token, later)).rejects.toMatchObject({ status: 404 });
    const [ready] = await db().select().from(schema.dataExports).where(eq(schema.dataExports.id, id));
    expect(await getStorage().getPrivate(ready.objectName!)).not.toBeNull();
    expect((await sweepKvkk(later)).expired).toBeGreaterThanOrEqual(1);
    const [expired] = await db().select().from(schema.dataExports).where(eq(schema.dataExports.id, id));
    expect(expired).toMatchObject({ status: "expired", objectName: null });
    expect(await getStorage().getPrivate(ready.objectName!)).toBeNull();
    expect((await download({ token: alice.token, query: { t: token } })).status).toBe(404);
  });

  it("stores the archive encrypted: the private object's bytes are not a ZIP", async () => {
    const user = await registeredUser({ name: "Şifreli" });
    const id = (await exportsApi.post(user.token)).body.export.id as number;
    await buildDataExport(id);
    const [row] = await db().select().from(schema.dataExports).where(eq(schema.dataExports.id, id));
    const stored = (await getStorage().getPrivate(row.objectName!))!;
    expect(stored.subarray(0, 2).toString("latin1")).not.toBe("PK");
    expect(stored.toString("latin1")).not.toContain("Şifreli");
  });
});

async function refusal(user: TestAccount, blockers: DeletionBlocker[]) {
  const answer = await deletion.post(user.token, { body: { phrase: "HESABIMI SİL" } });
  expect(answer).toMatchObject({ status: 409, body: { code: "conflict", error: deletionRefusedText(blockers) } });
  expect((await kvkk({ token: user.token })).body).toMatchObject({ blockers, actions: ["export"] });
  expect(await db().select().from(schema.accountDeletions).where(eq(schema.accountDeletions.uid, user.uid))).toEqual(
    [],
  );
}

describe("Hesabımı sil", () => {
  it("is refused while the user leads an auction, has blocked provision, an unpaid order or a pending withdrawal, naming each", async () => {
    const leader = await registeredUser({ provision: 20_000 });
    const { auction } = await makeAuction();
    await db()
      .update(schema.auctions)
      .set({ leaderUid: leader.uid, leaderMax: 60_000 })
      .where(eq(schema.auctions.id, auction.id));
    await refusal(leader, ["leading_auction"]);

    const blocked = await registeredUser({ provision: 20_000 });
    await db().update(schema.users).set({ provisionBlocked: 5_000 }).where(eq(schema.users.uid, blocked.uid));
    await refusal(blocked, ["blocked_provision"]);

    const buyer = await registeredUser();
    const sold = await makeAuction();
    await db()
      .insert(schema.orders)
      .values({
        auctionId: sold.auction.id,
        vehicleId: sold.vehicle.id,
        buyerUid: buyer.uid,
        price: 100_000,
        commission: 5_000,
        paymentDueAt: new Date(Date.now() + 86_400_000),
      });
    await refusal(buyer, ["unpaid_order"]);

    const withdrawing = await registeredUser({ provision: 20_000 });
    await db()
      .insert(schema.withdrawals)
      .values({ uid: withdrawing.uid, amount: 1_000, iban: testIban(), accountName: "Test Kullanıcı" });
    await refusal(withdrawing, ["pending_withdrawal"]);

    // Several at once: one sentence names them all.
    await db().update(schema.users).set({ provisionBlocked: 1_000 }).where(eq(schema.users.uid, withdrawing.uid));
    await refusal(withdrawing, ["blocked_provision", "pending_withdrawal"]);
  });

  it("rejects bad input with Turkish messages and 4xx", async () => {
    const user = await registeredUser();
    expect((await deletion({ method: "POST", body: { phrase: "HESABIMI SİL" } })).status).toBe(401);
    for (const body of [{ phrase: "sil" }, {}, { phrase: 5 }, { phrase: "HESABIMI SİL", extra: 1 }]) {
      const answer = await deletion.post(user.token, { body });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe("validation");
    }
    expect((await deletion.post(user.token, { body: { phrase: "sil" } })).body.fields.phrase).toBe(
      'Onaylamak için "HESABIMI SİL" yazın.',
    );
    expect((await link({ query: {} })).body.fields.t).toBe("Bağlantı eksik.");
    expect(await link({ method: "POST", body: { token: "abc" } })).toMatchObject({
      status: 400,
      body: { error: "Bu bağlantı geçersiz." },
    });
    expect((await link({ method: "POST", body: { token: "x".repeat(401) } })).status).toBe(422);
    expect((await exportsApi({ method: "GET", token: user.token })).status).toBe(405);
  });

  it("after the e-mailed link: anonymises the personal data, keeps the ledger totals, deletes the Firebase account; staff see Silinmiş kullanıcı", async () => {
    const user = await registeredUser({ provision: 20_000, name: "Silinecek", lastName: "Kişi" });
    const superStaff = await staffAccount({ isSuper: true });
    const photo = await uploadPhoto(user);
    const photoName = photo.split("/").pop()!;
    const sold = await sell.post(user.token, {
      body: { ...sellRequestBody([photo]), description: "Telefonum 0532 111 22 33, akşam arayın." },
    });
    expect(sold.status).toBe(201);
    const rowsAuction = await someRowsOf(user, "silinecek");
    // A published question stays on the page (anonymous); one still in moderation goes.
    await db()
      .insert(schema.vehicleQuestions)
      .values([
        {
          vehicleId: rowsAuction.vehicleId,
          askerUid: user.uid,
          question: "Yayında soru",
          status: "published",
          answer: "Evet.",
          answeredBy: "staff",
        },
        { vehicleId: rowsAuction.vehicleId, askerUid: user.uid, question: "Bekleyen soru" },
      ]);
    const ledgerBefore = await ledgerTotals(user.uid);
    const pendingBefore = (await dashboard({ token: superStaff.token })).body.users.pendingDeletions as number;

    const asked = await deletion.post(user.token, { body: { phrase: " hesabımı sil " } });
    expect(asked.status).toBe(201);
    expect(asked.body.deletion).toMatchObject({ status: "requested" });
    expect((await dashboard({ token: superStaff.token })).body.users.pendingDeletions).toBe(pendingBefore + 1);
    // The bell points at the KVKK page; the confirming link travels only in the e-mail.
    const [notice] = await db()
      .select()
      .from(schema.notifications)
      .where(
        and(eq(schema.notifications.userId, user.uid), eq(schema.notifications.kind, "account_deletion_requested")),
      );
    expect(notice.link).toBe("/profil/kvkk");
    await deliverDueEmails();
    const [mail] = await waitForMails(user.email, 1);
    expect(mail.subject).toContain("Hesap silme talebinizi onaylayın");
    const url = /https?:\/\/[^\s"<>]+\/hesap-silme\?t=[^\s"<>]+/.exec(mail.text)?.[0];
    const token = new URL(url!).searchParams.get("t")!;

    // Opening the link changes nothing.
    expect(await link({ query: { t: token } })).toMatchObject({ status: 200, body: { email: user.email } });
    expect((await db().select().from(schema.users).where(eq(schema.users.uid, user.uid)))[0].deletedAt).toBeNull();

    expect(await link({ method: "POST", body: { token } })).toMatchObject({ status: 200, body: { deleted: true } });

    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    expect(row).toMatchObject({
      email: "",
      name: DELETED_USER_NAME,
      lastName: "",
      phone: "",
      city: "",
      provisionTotal: 20_000,
      provisionBlocked: 0,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(await ledgerTotals(user.uid)).toEqual(ledgerBefore);
    const [request] = await db().select().from(schema.sellRequests).where(eq(schema.sellRequests.uid, user.uid));
    expect(request).toMatchObject({ phone: "", plate: "", description: "", photos: [], expectedPrice: 385_000 });
    expect(await getStorage().exists(photoName)).toBe(false);
    const [withdrawal] = await db().select().from(schema.withdrawals).where(eq(schema.withdrawals.uid, user.uid));
    expect(withdrawal.accountName).toBe(DELETED_USER_NAME);
    for (const [table, column] of [
      [schema.notifications, schema.notifications.userId],
      [schema.savedSearches, schema.savedSearches.userUid],
      [schema.auctionFollows, schema.auctionFollows.userUid],
      [schema.userUploads, schema.userUploads.uid],
    ] as const)
      expect(
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(column, user.uid)),
      ).toEqual([{ n: 0 }]);
    const questions = await db()
      .select({ question: schema.vehicleQuestions.question })
      .from(schema.vehicleQuestions)
      .where(eq(schema.vehicleQuestions.askerUid, user.uid));
    expect(questions).toEqual([{ question: "Yayında soru" }]);
    // The bids stay (the auction's history), linked to the anonymous account.
    expect(await db().select().from(schema.bids).where(eq(schema.bids.bidderUid, user.uid))).toHaveLength(1);

    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    const [done] = await db().select().from(schema.accountDeletions).where(eq(schema.accountDeletions.uid, user.uid));
    expect(done).toMatchObject({ status: "completed" });
    expect(done.firebaseDeletedAt).not.toBeNull();
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "user"), eq(schema.auditLog.targetId, user.uid)));
    expect(audit.map((a) => a.action).sort()).toEqual(["user.anonymise", "user.deletion_request"]);

    // Used once; the old session has no profile any more.
    expect(await link({ method: "POST", body: { token } })).toMatchObject({
      status: 409,
      body: { error: "Bu hesap silme talebi artık geçerli değil." },
    });
    expect([401, 403]).toContain((await kvkk({ token: user.token })).status);
    expect((await dashboard({ token: superStaff.token })).body.users.pendingDeletions).toBe(pendingBefore);

    const seen = await staffUser({ token: superStaff.token, query: { uid: user.uid } });
    expect(seen.body.user).toMatchObject({ name: DELETED_USER_NAME, email: "", phone: "", status: "deleted" });
    // Nothing left to suspend or note on an anonymous account.
    expect(seen.body.actions).toEqual([]);
    expect(seen.body.ledger.length).toBeGreaterThan(0);
    const requests = await staffKvkk({ token: superStaff.token, query: { uid: user.uid } });
    expect(requests.status).toBe(200);
    expect(requests.body.deletedAt).not.toBeNull();
    expect(requests.body.deletions[0]).toMatchObject({ status: "completed", accountRemoved: true });
  });

  it("checks the refusal reasons again when the link is followed", async () => {
    const user = await registeredUser({ provision: 20_000 });
    expect((await deletion.post(user.token, { body: { phrase: "HESABIMI SİL" } })).status).toBe(201);
    const [notice] = await db()
      .select()
      .from(schema.notifications)
      .where(
        and(eq(schema.notifications.userId, user.uid), eq(schema.notifications.kind, "account_deletion_requested")),
      );
    const token = new URL(String(notice.data.emailLink), "http://x").searchParams.get("t")!;
    await db()
      .insert(schema.withdrawals)
      .values({ uid: user.uid, amount: 1_000, iban: testIban(), accountName: "Test Kullanıcı" });
    expect(await link({ method: "POST", body: { token } })).toMatchObject({
      status: 409,
      body: { error: deletionRefusedText(["pending_withdrawal"]) },
    });
    expect((await db().select().from(schema.users).where(eq(schema.users.uid, user.uid)))[0].deletedAt).toBeNull();
    expect((await adminAuth().getUser(user.uid)).uid).toBe(user.uid);
  });
});

describe("the KVKK sweep (pg-boss cron)", () => {
  it("builds an export whose job was lost and retries a Firebase deletion that failed after commit", async () => {
    const user = await registeredUser();
    const id = (await exportsApi.post(user.token)).body.export.id as number;
    const gone = await registeredUser();
    await db().update(schema.users).set({ deletedAt: new Date() }).where(eq(schema.users.uid, gone.uid));
    const [deletionRow] = await db()
      .insert(schema.accountDeletions)
      .values({ uid: gone.uid, status: "completed", confirmBy: new Date(), completedAt: new Date() })
      .returning();
    expect((await adminAuth().getUser(gone.uid)).uid).toBe(gone.uid);

    const swept = await sweepKvkk();
    expect(swept.built).toBeGreaterThanOrEqual(1);
    expect(swept.accountsRemoved).toBeGreaterThanOrEqual(1);
    const [built] = await db().select().from(schema.dataExports).where(eq(schema.dataExports.id, id));
    expect(built.status).toBe("ready");
    await expect(adminAuth().getUser(gone.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    const [after] = await db()
      .select()
      .from(schema.accountDeletions)
      .where(eq(schema.accountDeletions.id, deletionRow.id));
    expect(after.firebaseDeletedAt).not.toBeNull();
  });
});

async function ledgerTotals(uid: string) {
  const { rows } = await db().execute<{ kind: string; total: string }>(
    sql`SELECT kind, sum(amount)::text AS total FROM provision_entries WHERE uid = ${uid} GROUP BY kind ORDER BY kind`,
  );
  return rows;
}
