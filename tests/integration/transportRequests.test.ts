import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDay } from "@/lib/dates";
import { getDb, schema } from "@/lib/server/db";
import staffListHandler from "@/pages/api/management/transport-requests";
import staffDetailHandler from "@/pages/api/management/transport-requests/[id]";
import cancelHandler from "@/pages/api/management/transport-requests/[id]/cancel";
import deliverHandler from "@/pages/api/management/transport-requests/[id]/deliver";
import quoteHandler from "@/pages/api/management/transport-requests/[id]/quote";
import scheduleHandler from "@/pages/api/management/transport-requests/[id]/schedule";
import mineHandler from "@/pages/api/me/transport-requests";
import acceptHandler from "@/pages/api/me/transport-requests/[id]/accept";
import declineHandler from "@/pages/api/me/transport-requests/[id]/decline";
import withdrawHandler from "@/pages/api/me/transport-requests/[id]/withdraw";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, signUp, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import * as lifecycle from "@/tests/integration/helpers/requests";
import { transportRequestBody } from "@/tests/integration/helpers/requestBodies";
import { insertOrder } from "@/tests/integration/helpers/orders";

const [mine, accept, decline, withdraw, staffList, staffDetail, quote, schedule, deliver, cancel] = [
  mineHandler,
  acceptHandler,
  declineHandler,
  withdrawHandler,
  staffListHandler,
  staffDetailHandler,
  quoteHandler,
  scheduleHandler,
  deliverHandler,
  cancelHandler,
].map(serveHandler);

const DAY = 86_400_000;
const inDays = (n: number) => isoDay(new Date(Date.now() + n * DAY));

const form = () => transportRequestBody(inDays(7), "Yan çantalı, yürür durumda.");

const QUOTE = { price: 4_500, note: "Kapalı kasa, sigorta dahil." };

async function submit(user: TestAccount, body: unknown = form()): Promise<number> {
  const created = await mine.post(user.token, { body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.request.id;
}

const { row, requestsOf, auditOf } = lifecycle.requestRecords(schema.transportRequests, "transport_request");
/** Our quote on request `id` lapsed a second ago. */
const lapseQuote = (id: number) =>
  getDb()
    .update(schema.transportRequests)
    .set({ quoteExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(schema.transportRequests.id, id));

let staff: TestAccount;
beforeAll(async () => {
  staff = await staffAccount({ roles: ["transport:write"] });
});

/** Drives a fresh request through the real endpoints into `status`. */
async function requestIn(owner: TestAccount, status: string): Promise<number> {
  const id = await submit(owner);
  const step = lifecycle.stepOn(id);
  if (status === "requested") return id;
  if (status === "cancelled") return step(cancel, staff.token, { reason: "Kullanıcı vazgeçti." }).then(() => id);
  await step(quote, staff.token, QUOTE);
  if (status === "quoted") return id;
  if (status === "declined") return step(decline, owner.token).then(() => id);
  await step(accept, owner.token);
  if (status === "accepted") return id;
  // Today: delivery is refused before the pick-up day, and the matrix needs a deliverable "scheduled".
  await step(schedule, staff.token, { date: inDays(0), note: "09:00–12:00 arası" });
  if (status === "scheduled") return id;
  await step(deliver, staff.token);
  return id;
}

/** A motorcycle the user bought here: vehicle + order, as closing an auction creates them. */
async function wonOrder(buyer: TestAccount, status: "awaiting_payment" | "cancelled" = "awaiting_payment") {
  const [vehicle] = await getDb()
    .insert(schema.vehicles)
    .values({ brand: "BMW", model: "R 1250 GS", year: 2022, km: 9_000, engineCc: 1254, city: "İzmir" })
    .returning();
  const [auction] = await getDb()
    .insert(schema.auctions)
    .values({
      vehicleId: vehicle.id,
      state: "sold",
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - DAY),
      startingPrice: 800_000,
      currentPrice: 900_000,
      leaderUid: buyer.uid,
      leaderMax: 900_000,
      closedAt: new Date(),
    })
    .returning();
  const order = await insertOrder({
    auctionId: auction.id,
    vehicleId: vehicle.id,
    buyerUid: buyer.uid,
    price: 900_000,
    commission: 20_000,
    status,
  });
  return order.id;
}

const flow = { requestIn, row, auditOf, staffToken: () => staff.token };

lifecycle.suspendedOwnerSuite(
  "Nakliye: a suspended user",
  { accept, decline, row, requestIn },
  {
    state: "quoted",
    reason: "Ödenmemiş nakliye",
    refusal: "Nakliye fiyat teklifini kabul edemezsiniz.",
    refusedTitle: "cannot accept a quote (403 with the reason, nothing changes) but may still decline one",
  },
);

describe("Nakliye: the whole journey", () => {
  it("request → quote → user accepts → scheduled → delivered; staff steps audited", async () => {
    const owner = await registeredUser();
    const created = await mine.post(owner.token, { body: form() });
    expect(created.status).toBe(201);
    const id = created.body.request.id;
    expect(created.body.request).toMatchObject({
      status: "requested",
      fromCity: "İstanbul",
      toDistrict: "Çankaya",
      brand: "Yamaha",
      quote: null,
      actions: ["withdraw"],
    });

    const quoted = await quote.post(staff.token, { params: { id }, body: QUOTE });
    expect(quoted.status).toBe(200);
    expect(quoted.body.request.quote).toMatchObject({ price: 4_500, note: QUOTE.note, expired: false });
    expect((Date.parse(quoted.body.request.quote.expiresAt) - Date.parse(quoted.body.request.quote.madeAt)) / DAY).toBe(
      3,
    );

    const seen = (await mine({ token: owner.token })).body.items.find((r: { id: number }) => r.id === id);
    expect(seen).toMatchObject({ status: "quoted", actions: ["accept", "decline", "withdraw"] });

    expect((await accept.post(owner.token, { params: { id } })).body.request).toMatchObject({
      status: "accepted",
    });

    const date = inDays(9);
    const scheduled = await schedule.post(staff.token, {
      params: { id },
      body: { date, note: "09:00–12:00 arası" },
    });
    // Not deliverable before the pick-up day.
    expect(scheduled.body.request).toMatchObject({
      status: "scheduled",
      scheduledDate: date,
      scheduleNote: "09:00–12:00 arası",
      // "feePaid": staff may record the accepted quote as paid from now on (docs/invoices.md).
      actions: ["schedule", "cancel", "feePaid"],
    });

    // A planned pick-up can move to another day.
    const moved = await schedule.post(staff.token, { params: { id }, body: { date: inDays(10) } });
    expect(moved.body.request).toMatchObject({ status: "scheduled", scheduledDate: inDays(10) });
    const early = await deliver.post(staff.token, { params: { id } });
    const [y, m, d] = inDays(10).split("-");
    expect(early).toMatchObject({
      status: 409,
      body: { error: `Teslim alma tarihi (${d}.${m}.${y}) gelmeden taşıma teslim edildi olarak işaretlenemez.` },
    });

    // The pick-up day is moved to today (the truck came early); now it can be delivered.
    expect(
      (await schedule.post(staff.token, { params: { id }, body: { date: inDays(0) } })).body.request.actions,
    ).toContain("deliver");
    const delivered = await deliver.post(staff.token, { params: { id } });
    // Delivered: no transition is left; only the fee, not yet recorded, can still be.
    expect(delivered.body.request).toMatchObject({ status: "delivered", actions: ["feePaid"] });
    expect((await mine({ token: owner.token })).body.items.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: "delivered",
    });

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      "transport_request.quote",
      "transport_request.schedule",
      "transport_request.schedule",
      "transport_request.schedule",
      "transport_request.deliver",
    ]);
    expect(audit.every((a) => a.staffUid === staff.uid)).toBe(true);
    expect(audit[0].details).toMatchObject({ from: "requested", to: "quoted", price: 4_500 });

    expect((await staffDetail({ token: staff.token, params: { id } })).body.request).toMatchObject({
      status: "delivered",
      handledBy: staff.uid,
      owner: { uid: owner.uid },
    });
  });

  it("a won motorcycle can be picked: brand and model come from our record", async () => {
    const owner = await registeredUser();
    const orderId = await wonOrder(owner);
    const { brand: _b, model: _m, ...rest } = form();
    const id = await submit(owner, { ...rest, orderId, brand: "Sahte", model: "Model" });
    expect(await row(id)).toMatchObject({ orderId, brand: "BMW", model: "R 1250 GS" });
    const noBrand = await submit(owner, { ...rest, orderId });
    expect(await row(noBrand)).toMatchObject({ brand: "BMW" });
  });

  it("staff cancel with a reason the user sees; the list filters by state", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "scheduled");
    const cancelled = await cancel.post(staff.token, {
      params: { id },
      body: { reason: "Araç alım adresinde teslim edilmedi." },
    });
    expect(cancelled.body.request).toMatchObject({
      status: "cancelled",
      cancelReason: "Araç alım adresinde teslim edilmedi.",
      cancelledBy: "staff",
    });
    expect((await mine({ token: owner.token })).body.items[0]).toMatchObject({
      id,
      status: "cancelled",
      cancelReason: "Araç alım adresinde teslim edilmedi.",
    });
    const page = await staffList({ token: staff.token, query: { status: "cancelled", pageSize: 100 } });
    expect(page.body.items.map((r: { id: number }) => r.id)).toContain(id);
    expect(page.body.items.every((r: { status: string }) => r.status === "cancelled")).toBe(true);
  });
});

describe("illegal transitions answer 409 and change nothing", () => {
  const ALLOWED: Record<string, string[]> = {
    requested: ["quote", "cancel", "withdraw"],
    quoted: ["accept", "decline", "cancel", "withdraw"],
    accepted: ["schedule", "cancel"],
    declined: [],
    scheduled: ["schedule", "deliver", "cancel"],
    delivered: [],
    cancelled: [],
  };
  lifecycle.refusesIllegalTransitions(flow, ALLOWED, {
    staff: {
      quote: { call: quote, body: () => QUOTE },
      schedule: { call: schedule, body: () => ({ date: inDays(5) }) },
      deliver: { call: deliver },
      cancel: { call: cancel, body: () => ({ reason: "Deneme gerekçesi" }) },
    },
    owner: { accept, decline, withdraw },
  });

  it("a lapsed quote cannot be accepted; staff may quote again", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "quoted");
    await lapseQuote(id);
    const before = await row(id);
    const late = await accept.post(owner.token, { params: { id } });
    expect(late.status).toBe(409);
    expect(late.body.error).toContain("geçerlilik süresi doldu");
    expect(await row(id)).toEqual(before);
    expect((await quote.post(staff.token, { params: { id }, body: { price: 4_200 } })).status).toBe(200);
    expect((await accept.post(owner.token, { params: { id } })).body.request).toMatchObject({
      status: "accepted",
      quote: { price: 4_200 },
    });
  });
});

describe("the user cancels their own request", () => {
  it.each(["requested", "quoted"])("from %s: cancelled by the owner, for the user and for staff", async (state) => {
    const owner = await registeredUser();
    const id = await requestIn(owner, state);
    const auditBefore = (await auditOf(id)).length;
    const response = await withdraw.post(owner.token, { params: { id } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.request).toMatchObject({
      id,
      status: "cancelled",
      cancelledBy: "owner",
      cancelReason: null,
      actions: [],
    });
    expect(await row(id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "owner",
      cancelledAt: expect.any(Date),
      userDecidedAt: expect.any(Date),
    });
    expect((await mine({ token: owner.token })).body.items[0]).toMatchObject({
      id,
      status: "cancelled",
      cancelledBy: "owner",
    });

    expect((await staffDetail({ token: staff.token, params: { id } })).body.request).toMatchObject({
      status: "cancelled",
      cancelledBy: "owner",
      actions: [],
    });
    const page = await staffList({ token: staff.token, query: { status: "cancelled", pageSize: 100 } });
    expect(page.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({ cancelledBy: "owner" });
    expect((await auditOf(id)).length).toBe(auditBefore);
  });

  it("a lapsed quote can still be cancelled", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "quoted");
    await lapseQuote(id);
    expect((await withdraw.post(owner.token, { params: { id } })).body.request).toMatchObject({
      status: "cancelled",
    });
  });

  it.each([
    ["accepted", "Fiyatı onayladığınız için taşımanız planlanıyor; iptal için lütfen bizi arayın"],
    ["scheduled", "Taşımanız planlandı; iptal için lütfen bizi arayın"],
    ["delivered", "Bu taşıma tamamlandı; iptal edilemez."],
    ["declined", "Fiyat teklifini reddettiğinizde bu talep zaten kapandı."],
    ["cancelled", "Bu talep zaten iptal edildi."],
  ])("from %s: 409 in Turkish, nothing changes; staff may still cancel an accepted job", async (state, message) => {
    const owner = await registeredUser();
    const id = await requestIn(owner, state);
    await lifecycle.withdrawalRefused({ withdraw, row }, owner, id, message);
    if (state === "accepted") {
      const byStaff = await cancel.post(staff.token, {
        params: { id },
        body: { reason: "Kullanıcı telefonla iptal istedi." },
      });
      expect(byStaff.body.request).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
    }
  });

  it("a cancelled request no longer counts against the open-request cap", async () => {
    const owner = await registeredUser();
    await lifecycle.withdrawalFreesAnOpenPlace({ mine, withdraw, submit }, owner, form, 2);
  });

  it("another user's id answers 404 like a missing one; bad ids 422; visitors 401; nothing changes", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const id = await requestIn(owner, "quoted");
    await lifecycle.withdrawRefusesForeignAndBadIds(withdraw, { owner, other, id, row }, "Nakliye talebi bulunamadı.");
  });
});

describe("concurrent answers", () => {
  it("of accepts and declines sent at once, exactly one wins", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "quoted");
    await lifecycle.oneOfConcurrentAnswersWins([accept, decline], owner, id, row);
  });

  it.each([
    ["cancel", "requested"],
    ["cancel", "quoted"],
    ["quote", "requested"],
  ] as const)(
    "the user's cancellation racing staff's %s from %s: never both win; the row shows what happened",
    async (action, state) => {
      const step = action === "cancel" ? cancel : quote;
      const body = action === "cancel" ? { reason: "Araç bulunamadı." } : QUOTE;
      await lifecycle.withdrawalRacingStaff(
        flow,
        { withdraw, step, body, state },
        ({ mine: mineResult, staff: staffResult }, saved) => {
          if (action === "quote" && mineResult.status === 200 && staffResult.status === 200) {
            // The quote got the lock first and the user then cancelled the quoted request: two steps
            // in order, not two winners of one step.
            expect(saved).toMatchObject({ status: "cancelled", cancelledBy: "owner", quotePrice: QUOTE.price });
          } else {
            expect([mineResult.status, staffResult.status].sort()).toEqual([200, 409]);
            const winner = mineResult.status === 200 ? mineResult : staffResult;
            expect(saved).toMatchObject({
              status: winner.body.request.status,
              cancelledBy: winner === mineResult ? "owner" : action === "cancel" ? "staff" : null,
            });
            if (staffResult.status === 409) expect(staffResult.body.error).toContain("“İptal edildi”");
            if (mineResult.status === 409)
              expect(mineResult.body).toMatchObject({ code: "conflict", error: "Bu talep zaten iptal edildi." });
          }
        },
      );
    },
  );
});

describe("privacy and permissions", () => {
  it("another user neither sees nor answers someone else's request (404)", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const id = await requestIn(owner, "quoted");
    await lifecycle.othersCannotSeeOrAnswer(
      { mine, accept, decline },
      { other, id, row },
      "Nakliye talebi bulunamadı.",
    );
    expect((await quote.post(staff.token, { params: { id: 999_999_999 }, body: QUOTE })).status).toBe(404);
    expect((await staffDetail({ token: staff.token, params: { id: 999_999_999 } })).status).toBe(404);
  });

  it("staff without transport:write get 403, users 403, visitors 401; nothing changes", async () => {
    const owner = await registeredUser();
    const id = await submit(owner);
    const before = await row(id);
    const sellStaff = await staffAccount({ roles: ["sell:write", "orders:write"] });
    for (const token of [sellStaff.token, owner.token]) {
      expect((await staffList({ token })).status).toBe(403);
      expect((await staffDetail({ token, params: { id } })).status).toBe(403);
      expect((await quote.post(token, { params: { id }, body: QUOTE })).status).toBe(403);
      expect((await schedule.post(token, { params: { id }, body: { date: inDays(3) } })).status).toBe(403);
      expect((await deliver.post(token, { params: { id } })).status).toBe(403);
      expect((await cancel.post(token, { params: { id }, body: { reason: "Yetkisiz deneme" } })).status).toBe(403);
    }
    expect((await staffList({})).status).toBe(401);
    expect((await mine({})).status).toBe(401);
    expect((await mine({ method: "POST", body: form() })).status).toBe(401);
    const bare = await signUp();
    expect((await mine.post(bare.token, { body: form() })).status).toBe(403);
    expect(await row(id)).toEqual(before);
  });
});

describe("bad input answers 422 and stores nothing", () => {
  it.each([
    ["fromCity", { fromCity: "Atlantis" }, "Çıkış için listeden bir il seçin."],
    ["toCity", { toCity: "" }, "Varış için listeden bir il seçin."],
    ["fromDistrict", { fromDistrict: "" }, "Çıkış ilçesi en az 2 karakter olmalıdır."],
    ["toDistrict", { toDistrict: "x".repeat(51) }, "Varış ilçesi en fazla 50 karakter olabilir."],
    ["brand", { brand: "" }, "Motosikletin markasını yazın."],
    ["model", { model: undefined }, "Motosikletin modelini yazın."],
    ["preferredDate", { preferredDate: inDays(-1) }, "Tercih ettiğiniz tarih geçmiş bir gün olamaz."],
    ["preferredDate", { preferredDate: inDays(95) }, "Tercih ettiğiniz tarih en fazla 90 gün sonrası olabilir."],
    ["preferredDate", { preferredDate: "2026-02-30" }, "Tercih ettiğiniz tarih geçerli bir tarih olmalıdır."],
    ["note", { note: "x".repeat(1001) }, "Not en fazla 1000 karakter olabilir."],
    ["orderId", { orderId: "12" }, "Seçilen motosiklet geçersiz."],
    ["status", { status: "delivered" }, undefined],
  ])("%s %j", async (field, patch, message) => {
    const owner = await registeredUser();
    const response = await mine.post(owner.token, { body: { ...form(), ...patch } });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("validation");
    if (message) expect(response.body.fields[field]).toBe(message);
    expect(await requestsOf(owner.uid)).toBe(0);
  });

  it("someone else's order, a cancelled order or a missing one cannot be picked", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const { brand: _b, model: _m, ...rest } = form();
    for (const orderId of [await wonOrder(other), await wonOrder(owner, "cancelled"), 999_999_999]) {
      const response = await mine.post(owner.token, { body: { ...rest, orderId } });
      expect(response.status).toBe(422);
      expect(response.body.fields.orderId).toBe("Seçtiğiniz motosiklet siparişleriniz arasında bulunamadı.");
    }
    expect(await requestsOf(owner.uid)).toBe(0);
  });

  it("bad staff input is 422 with nothing changed", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "requested");
    const before = await row(id);
    for (const body of [{ price: 50 }, { price: "4500" }, { price: 4500.5 }, {}]) {
      expect((await quote.post(staff.token, { params: { id }, body })).status, JSON.stringify(body)).toBe(422);
    }
    for (const body of [{ reason: "" }, {}])
      expect((await cancel.post(staff.token, { params: { id }, body })).status).toBe(422);
    expect(await row(id)).toEqual(before);

    const acceptedId = await requestIn(owner, "accepted");
    const acceptedBefore = await row(acceptedId);
    for (const body of [{ date: inDays(-2) }, { date: "yarın" }, { date: inDays(181) }, {}]) {
      expect(
        (await schedule.post(staff.token, { params: { id: acceptedId }, body })).status,
        JSON.stringify(body),
      ).toBe(422);
    }
    expect(await row(acceptedId)).toEqual(acceptedBefore);
    expect((await auditOf(id)).length + (await auditOf(acceptedId)).length).toBe(1);
  });

  it("a sixth open request is refused until one is answered", async () => {
    const owner = await registeredUser();
    for (let i = 0; i < 5; i++) await submit(owner);
    const sixth = await mine.post(owner.token, { body: form() });
    expect(sixth.status).toBe(409);
    expect(await requestsOf(owner.uid)).toBe(5);
  });
});
