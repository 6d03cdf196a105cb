import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { stopListenHub } from "@/lib/server/live/listenHub";
import { deliverDueEmails } from "@/lib/server/notifications/delivery";
import { publishedQuestions } from "@/lib/server/questions/service";
import askHandler from "@/pages/api/questions";
import listHandler from "@/pages/api/management/questions";
import approveHandler from "@/pages/api/management/questions/[id]/approve";
import rejectHandler from "@/pages/api/management/questions/[id]/reject";
import answerHandler from "@/pages/api/management/questions/[id]/answer";
import publishHandler from "@/pages/api/management/questions/[id]/publish";
import ownerAnswerHandler from "@/pages/api/me/questions/[id]/answer";
import ownerListHandler from "@/pages/api/me/sell-requests/[id]/questions";
import settingsHandler from "@/pages/api/me/notification-settings";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { mailsTo, waitForMails } from "@/tests/integration/helpers/mail";

const ask = serveHandler(askHandler);
const list = serveHandler(listHandler);
const approve = serveHandler(approveHandler);
const reject = serveHandler(rejectHandler);
const answer = serveHandler(answerHandler);
const publish = serveHandler(publishHandler);
const ownerAnswer = serveHandler(ownerAnswerHandler);
const ownerList = serveHandler(ownerListHandler);
const settings = serveHandler(settingsHandler);

afterAll(() => stopListenHub());

const notificationsOf = (uid: string) =>
  getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, uid));
const auditOf = (id: number) =>
  getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "question"), eq(schema.auditLog.targetId, String(id))));
const questionRow = async (id: number) =>
  (await getDb().select().from(schema.vehicleQuestions).where(eq(schema.vehicleQuestions.id, id)))[0];

const moderator = () => staffAccount({ roles: ["questions:write"] });

/** A listed sell request of `uid` whose vehicle is `vehicleId` (the owner of a consigned vehicle). */
async function consign(uid: string, vehicleId: number) {
  const [row] = await getDb()
    .insert(schema.sellRequests)
    .values({
      uid,
      plate: "34SRU001",
      brand: "Honda",
      model: "CBR650R",
      year: 2021,
      km: 12_000,
      engineCc: 649,
      city: "İstanbul",
      expectedPrice: 300_000,
      description: "Satılık motosikletim.",
      photos: ["/api/uploads/soru-motor.webp"],
      phone: "5551112233",
      status: "listed",
      offerPrice: 250_000,
      offerMethod: "auction",
      listedVehicleId: vehicleId,
    })
    .returning();
  return row;
}

describe("questions and answers", () => {
  it("ask → moderate → answer: published on the page with dates, the asker and the followers notified, every step audited", async () => {
    const asker = await registeredUser();
    const follower = await registeredUser();
    const quiet = await registeredUser();
    const staff = await moderator();
    const { auction, vehicle } = await makeAuction();
    await getDb()
      .insert(schema.auctionFollows)
      .values([
        { userUid: follower.uid, auctionId: auction.id },
        { userUid: quiet.uid, auctionId: auction.id },
        // The asker follows too: they get their own notice, not a second one as a follower.
        { userUid: asker.uid, auctionId: auction.id },
      ]);
    const off = await settings.put(quiet.token, { body: { items: [{ category: "following", email: false }] } });
    expect(off.status).toBe(200);

    const asked = await ask.post(asker.token, {
      body: { kind: "auction", id: auction.id, question: "  Lastikler kaç yaşında? Bana 0532 123 45 67 arayın.  " },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ id: expect.any(Number), status: "pending" });
    const id = asked.body.id as number;
    expect((await questionRow(id)).question).toBe("Lastikler kaç yaşında? Bana 0532 123 45 67 arayın.");
    expect((await questionRow(id)).vehicleId).toBe(vehicle.id);
    // Not public before moderation.
    expect(await publishedQuestions("auction", auction.id)).toEqual([]);

    const queue = await list({ token: staff.token, query: { status: "pending", pageSize: 100 } });
    expect(queue.status).toBe(200);
    const mine = queue.body.items.find((q: { id: number }) => q.id === id);
    expect(mine).toMatchObject({
      vehicleTitle: "2021 Honda CBR650R",
      askerEmail: asker.email,
      questionFlags: ["phone"],
      status: "pending",
      pageLink: `/ihaleler/${auction.id}`,
      actions: ["approve", "reject", "answer"],
    });
    expect(queue.body.counts.pending).toBeGreaterThanOrEqual(1);

    expect((await approve.post(staff.token, { params: { id } })).body.question).toMatchObject({
      status: "approved",
      actions: ["reject", "answer"],
    });
    // Approved but unanswered: still not on the page, nobody notified yet.
    expect(await publishedQuestions("auction", auction.id)).toEqual([]);
    expect(await notificationsOf(asker.uid)).toEqual([]);

    const answered = await answer.post(staff.token, {
      params: { id },
      body: { answer: "Lastikler 2024 yılında değişti." },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.question).toMatchObject({ status: "published", answeredBy: "staff", actions: [] });

    const onPage = await publishedQuestions("auction", auction.id);
    expect(onPage).toEqual([
      {
        id,
        question: "Lastikler kaç yaşında? Bana 0532 123 45 67 arayın.",
        answer: "Lastikler 2024 yılında değişti.",
        answeredBy: "staff",
        askedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        answeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    const askerNotes = await notificationsOf(asker.uid);
    expect(askerNotes.map((n) => [n.kind, n.link])).toEqual([["question_answered", `/ihaleler/${auction.id}`]]);
    expect(askerNotes[0].body).toContain("2021 Honda CBR650R");
    expect((await notificationsOf(follower.uid)).map((n) => n.kind)).toEqual(["followed_question_answered"]);
    expect((await notificationsOf(quiet.uid)).map((n) => n.kind)).toEqual(["followed_question_answered"]);

    await deliverDueEmails();
    expect((await waitForMails(asker.email, 1))[0].subject).toContain("Sorunuz yanıtlandı");
    expect((await waitForMails(follower.email, 1))[0].subject).toContain("Takip ettiğiniz araçta yeni yanıt");
    // The follower who switched "Takip ettikleriniz" e-mail off gets the notice in the bell only.
    expect((await notificationsOf(quiet.uid))[0].emailState).toBe("skipped");
    expect(await mailsTo(quiet.email)).toHaveLength(0);

    expect((await auditOf(id)).map((a) => [a.action, a.staffUid]).sort()).toEqual([
      ["question.answer", staff.uid],
      ["question.approve", staff.uid],
    ]);
    // Published is final.
    const again = await reject.post(staff.token, { params: { id }, body: { reason: "Geç" } });
    expect(again.status).toBe(409);
  });

  it("the question follows the vehicle: it shows on the vehicle's Hemen Al page too", async () => {
    const asker = await registeredUser();
    const staff = await moderator();
    const { auction, vehicle } = await makeAuction();
    const [listing] = await getDb()
      .insert(schema.buyNowListings)
      .values({ vehicleId: vehicle.id, price: 300_000, state: "on_sale" })
      .returning();
    const { body } = await ask.post(asker.token, {
      body: { kind: "listing", id: listing.id, question: "Servis kayıtları var mı?" },
    });
    await answer.post(staff.token, { params: { id: body.id }, body: { answer: "Evet, hepsi var." } });
    expect((await publishedQuestions("auction", auction.id)).map((q) => q.answer)).toEqual(["Evet, hepsi var."]);
    expect((await publishedQuestions("listing", listing.id)).map((q) => q.answer)).toEqual(["Evet, hepsi var."]);
  });

  it("a rejection notifies the asker with the reason and never reaches the page", async () => {
    const asker = await registeredUser();
    const staff = await moderator();
    const { listing } = await makeListing();
    const { body } = await ask.post(asker.token, {
      body: { kind: "listing", id: listing.id, question: "Satıcı siktir olsun, IBAN TR33 0006 1005 1978 6457 8413 26" },
    });
    const queue = await list({ token: staff.token, query: { status: "pending", pageSize: 100 } });
    expect(queue.body.items.find((q: { id: number }) => q.id === body.id).questionFlags).toEqual(["iban", "profanity"]);
    const refused = await reject.post(staff.token, { params: { id: body.id }, body: { reason: "" } });
    expect(refused.status).toBe(422);
    const rejected = await reject.post(staff.token, {
      params: { id: body.id },
      body: { reason: "Hakaret ve iletişim bilgisi içeriyor" },
    });
    expect(rejected.body.question).toMatchObject({ status: "rejected", actions: [] });
    const [note] = await notificationsOf(asker.uid);
    expect(note.kind).toBe("question_rejected");
    expect(note.body).toContain("Gerekçe: Hakaret ve iletişim bilgisi içeriyor.");
    expect(await publishedQuestions("listing", listing.id)).toEqual([]);
  });

  it("the owner of a consigned vehicle answers from their sell request; staff publish it; an outsider cannot answer", async () => {
    const owner = await registeredUser();
    const outsider = await registeredUser();
    const asker = await registeredUser();
    const staff = await moderator();
    const { auction, vehicle } = await makeAuction();
    const request = await consign(owner.uid, vehicle.id);
    const { body } = await ask.post(asker.token, {
      body: { kind: "auction", id: auction.id, question: "Hiç kaza yaptı mı?" },
    });
    const id = body.id as number;

    // Pending questions are not shown to the owner (nor answerable) until staff approve them.
    expect((await ownerList({ token: owner.token, params: { id: request.id } })).body.items).toEqual([]);
    expect((await ownerAnswer.post(owner.token, { params: { id }, body: { answer: "Hayır." } })).status).toBe(409);
    expect(await notificationsOf(owner.uid)).toEqual([]);
    await approve.post(staff.token, { params: { id } });
    // Approved: the owner hears that a question waits for them on their sell request.
    expect((await notificationsOf(owner.uid)).map((n) => [n.kind, n.link])).toEqual([
      ["question_for_owner", "/profil#satis-taleplerim"],
    ]);
    expect((await ownerList({ token: owner.token, params: { id: request.id } })).body.items).toEqual([
      {
        id,
        question: "Hiç kaza yaptı mı?",
        status: "approved",
        answer: null,
        askedAt: expect.any(String),
        actions: ["answer"],
      },
    ]);
    // Someone else's sell request is a 404, not an empty list.
    expect((await ownerList({ token: outsider.token, params: { id: request.id } })).status).toBe(404);

    const foreign = await ownerAnswer.post(outsider.token, { params: { id }, body: { answer: "Yok." } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe("Bu soruyu yalnızca aracın sahibi veya MotoBorsa ekibi yanıtlayabilir.");
    const unknown = await ownerAnswer.post(outsider.token, { params: { id: 99_999_999 }, body: { answer: "Yok." } });
    expect(unknown.status).toBe(404);
    // An ordinary user cannot reach the staff answer either.
    expect((await answer.post(outsider.token, { params: { id }, body: { answer: "Yok." } })).status).toBe(403);
    expect((await questionRow(id)).answer).toBeNull();

    const mine = await ownerAnswer.post(owner.token, {
      params: { id },
      body: { answer: "Hayır, hiç kaza yapmadı. Bilgi için 05321234567" },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.question).toMatchObject({ status: "answer_pending", actions: [] });
    // The owner's answer waits for staff, who see its flags.
    expect(await publishedQuestions("auction", auction.id)).toEqual([]);
    const queue = await list({ token: staff.token, query: { status: "answer_pending", pageSize: 100 } });
    expect(queue.body.items.find((q: { id: number }) => q.id === id)).toMatchObject({
      answeredBy: "owner",
      answerFlags: ["phone"],
      actions: ["reject", "answer", "publish"],
    });
    const published = await publish.post(staff.token, { params: { id } });
    expect(published.body.question).toMatchObject({ status: "published", answeredBy: "owner" });
    expect((await publishedQuestions("auction", auction.id))[0]).toMatchObject({ answeredBy: "owner" });
    expect((await notificationsOf(asker.uid)).map((n) => n.kind)).toEqual(["question_answered"]);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(["question.approve", "question.publish"]);
  });

  it("refuses an unverified identity, an unknown or closed target, bad text and a staff member's own question", async () => {
    const unverified = await registeredUser({ identity: false });
    const user = await registeredUser();
    const { auction } = await makeAuction();
    const noIdentity = await ask.post(unverified.token, {
      body: { kind: "auction", id: auction.id, question: "Fiyatta pazarlık var mı?" },
    });
    expect(noIdentity.status).toBe(403);
    expect(noIdentity.body).toEqual({
      error: "Soru sormak için kimliğinizi doğrulamanız gerekiyor.",
      code: "identity_unverified",
    });
    expect((await ask({ method: "POST", body: { kind: "auction", id: auction.id, question: "Soru?" } })).status).toBe(
      401,
    );

    const cases: Array<[unknown, number]> = [
      [{ kind: "auction", id: auction.id, question: "x".repeat(501) }, 422],
      [{ kind: "auction", id: auction.id, question: "   " }, 422],
      [{ kind: "auction", id: auction.id, question: "Soru\u0000?" }, 422],
      [{ kind: "vehicle", id: auction.id, question: "Soru?" }, 422],
      [{ kind: "auction", id: 99_999_999, question: "Soru?" }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await ask.post(user.token, { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof res.body.error).toBe("string");
    }
    const { listing } = await makeListing({ state: "sold" });
    const closed = await ask.post(user.token, { body: { kind: "listing", id: listing.id, question: "Soru?" } });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe("Bu ilan için artık soru sorulamaz.");
    expect(
      await getDb().select().from(schema.vehicleQuestions).where(eq(schema.vehicleQuestions.askerUid, unverified.uid)),
    ).toEqual([]);

    // A staff member who asked as a buyer may not moderate their own question.
    const staff = await moderator();
    await getDb().insert(schema.users).values({
      uid: staff.uid,
      email: staff.email,
      name: "Personel",
      lastName: "Alıcı",
      phone: "5551112233",
      city: "Ankara",
      kvkkAcceptedAt: new Date(),
      membershipAcceptedAt: new Date(),
    });
    const [own] = await getDb()
      .insert(schema.vehicleQuestions)
      .values({ vehicleId: auction.vehicleId, askerUid: staff.uid, question: "Kendi sorum" })
      .returning();
    const self = await approve.post(staff.token, { params: { id: own.id } });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe("own_record");
    // Without the permission: 403.
    const other = await staffAccount({ roles: ["messages:read"] });
    expect((await list({ token: other.token })).status).toBe(403);
  });

  it("a suspended user can neither ask nor answer as an owner", async () => {
    const user = await registeredUser();
    const owner = await registeredUser();
    const staff = await moderator();
    const { auction, vehicle } = await makeAuction();
    await consign(owner.uid, vehicle.id);
    const { body } = await ask.post(user.token, {
      body: { kind: "auction", id: auction.id, question: "Takas olur mu?" },
    });
    await approve.post(staff.token, { params: { id: body.id } });
    await getDb()
      .update(schema.users)
      .set({ suspendedAt: new Date(), suspensionReason: "Kural ihlali" })
      .where(inArray(schema.users.uid, [user.uid, owner.uid]));
    const asked = await ask.post(user.token, { body: { kind: "auction", id: auction.id, question: "Bir soru daha?" } });
    expect(asked.status).toBe(403);
    expect(asked.body.code).toBe("account_suspended");
    expect(asked.body.error).toContain("Soru soramazsınız.");
    const answered = await ownerAnswer.post(owner.token, { params: { id: body.id }, body: { answer: "Hayır." } });
    expect(answered.status).toBe(403);
    expect(answered.body.error).toContain("Aracınızla ilgili soruları yanıtlayamazsınız.");
    expect((await questionRow(body.id)).status).toBe("approved");
  });

  it("rate-limits a user to five questions an hour; the sixth stores nothing", async () => {
    const user = await registeredUser();
    const { auction, vehicle } = await makeAuction();
    for (let i = 1; i <= 5; i++) {
      const res = await ask.post(user.token, { body: { kind: "auction", id: auction.id, question: `Soru ${i}?` } });
      expect(res.status).toBe(201);
    }
    const sixth = await ask.post(user.token, { body: { kind: "auction", id: auction.id, question: "Soru 6?" } });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error: "Kısa sürede çok fazla soru gönderdiniz. Lütfen bir saat sonra tekrar deneyin.",
      code: "rate_limited",
    });
    const rows = await getDb()
      .select()
      .from(schema.vehicleQuestions)
      .where(eq(schema.vehicleQuestions.vehicleId, vehicle.id));
    expect(rows).toHaveLength(5);
    // Another user is not affected.
    const other = await registeredUser();
    expect((await ask.post(other.token, { body: { kind: "auction", id: auction.id, question: "Soru?" } })).status).toBe(
      201,
    );
  });
});
