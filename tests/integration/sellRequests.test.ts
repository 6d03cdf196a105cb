import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import mineHandler from "@/pages/api/me/sell-requests";
import acceptHandler from "@/pages/api/me/sell-requests/[id]/accept";
import declineHandler from "@/pages/api/me/sell-requests/[id]/decline";
import withdrawHandler from "@/pages/api/me/sell-requests/[id]/withdraw";
import staffListHandler from "@/pages/api/management/sell-requests";
import staffDetailHandler from "@/pages/api/management/sell-requests/[id]";
import listHandler from "@/pages/api/management/sell-requests/[id]/list";
import offerHandler from "@/pages/api/management/sell-requests/[id]/offer";
import rejectHandler from "@/pages/api/management/sell-requests/[id]/reject";
import reviewHandler from "@/pages/api/management/sell-requests/[id]/review";
import { serveHandler } from "@/tests/integration/helpers/http";
import { photoUploads, png } from "@/tests/integration/helpers/uploads";
import { registeredUser, signUp, staffAccount, type TestAccount } from "@/tests/integration/helpers/identity";
import * as lifecycle from "@/tests/integration/helpers/requests";
import { sellRequestBody } from "@/tests/integration/helpers/requestBodies";
import { identityBody } from "@/tests/integration/helpers/vehicleIdentity";

const [mine, accept, decline, withdraw, staffList, staffDetail, review, offer, list, reject] = [
  mineHandler,
  acceptHandler,
  declineHandler,
  withdrawHandler,
  staffListHandler,
  staffDetailHandler,
  reviewHandler,
  offerHandler,
  listHandler,
  rejectHandler,
].map(serveHandler);

const { upload, photoOf } = photoUploads();

const form = sellRequestBody;

async function submit(user: TestAccount): Promise<number> {
  const created = await mine.post(user.token, { body: form([await photoOf(user)]) });
  expect(created.status).toBe(201);
  return created.body.request.id;
}

const { row, requestsOf, auditOf } = lifecycle.requestRecords(schema.sellRequests, "sell_request");
/** Our offer on request `id` lapsed a second ago. */
const lapseOffer = (id: number) =>
  getDb()
    .update(schema.sellRequests)
    .set({ offerExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(schema.sellRequests.id, id));

const OFFER = { price: 350_000, method: "auction", reservePrice: 380_000, note: "Yayın gelecek hafta." };
const HOUR = 3_600_000;

/** An auction staff scheduled for `vehicleId` (tomorrow, for a day) at `price`, straight into the table. */
async function scheduledAuction(vehicleId: number, price: number) {
  const [auction] = await getDb()
    .insert(schema.auctions)
    .values({
      vehicleId,
      startsAt: new Date(Date.now() + 24 * HOUR),
      endsAt: new Date(Date.now() + 48 * HOUR),
      startingPrice: price,
      currentPrice: price,
    })
    .returning();
  return auction;
}
/** Put on sale from the request itself: a scheduled auction starting tomorrow. */
const LIST = () => ({
  mode: "create",
  startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 96 * HOUR).toISOString(),
  ...identityBody(),
});

let staff: TestAccount;
beforeAll(async () => {
  // Listing from a request opens an auction or a listing, which needs those permissions too.
  staff = await staffAccount({ roles: ["sell:write", "auctions:write", "listings:write"] });
});

/** Drives a fresh request through the real endpoints into `status`. */
async function requestIn(owner: TestAccount, status: string): Promise<number> {
  const id = await submit(owner);
  const step = lifecycle.stepOn(id);
  if (status === "submitted") return id;
  if (status === "withdrawn") return step(withdraw, owner.token).then(() => id);
  if (status === "rejected") return step(reject, staff.token, { reason: "Evraklar eksik." }).then(() => id);
  await step(review, staff.token);
  if (status === "in_review") return id;
  await step(offer, staff.token, OFFER);
  if (status === "offer_made") return id;
  if (status === "declined") return step(decline, owner.token).then(() => id);
  await step(accept, owner.token);
  if (status === "accepted") return id;
  await step(list, staff.token, LIST());
  return id;
}

/** The staff member of this file (sell, auction and listing rights) puts request `id` on sale as `body` says. */
const listAs = (id: number, body: Record<string, unknown>) => list.post(staff.token, { params: { id }, body });
const flow = { requestIn, row, auditOf, staffToken: () => staff.token };

lifecycle.suspendedOwnerSuite(
  "Borsa'da Sat: a suspended owner",
  { accept, decline, row, requestIn },
  {
    state: "offer_made",
    reason: "Sahte ilan şüphesi",
    refusal: "Satış teklifini kabul edemezsiniz.",
    refusedTitle: "cannot accept an offer (403 with the reason, nothing changes) but may still decline it",
  },
);

describe("Borsa'da Sat: the whole journey", () => {
  it("submit with photos → review → offer → owner accepts → listed with the auction linked; staff steps audited", async () => {
    const owner = await registeredUser({ name: "Kemal", lastName: "Sunal" });
    const photos = [await photoOf(owner), await photoOf(owner)];
    const created = await mine.post(owner.token, { body: form(photos) });
    expect(created.status).toBe(201);
    const id = created.body.request.id;
    expect(created.body.request).toMatchObject({
      plate: "34ABC123",
      phone: "5321234567",
      status: "submitted",
      photos,
      offer: null,
      actions: ["withdraw"],
    });

    const listed = await mine({ token: owner.token });
    expect(listed.body.items.map((r: { id: number }) => r.id)).toContain(id);

    expect((await review.post(staff.token, { params: { id } })).body.request).toMatchObject({
      status: "in_review",
      actions: ["offer", "reject"],
    });

    const offered = await offer.post(staff.token, { params: { id }, body: OFFER });
    expect(offered.status).toBe(200);
    expect(offered.body.request.offer).toMatchObject({
      price: 350_000,
      method: "auction",
      reservePrice: 380_000,
      note: OFFER.note,
      expired: false,
    });
    const days =
      (Date.parse(offered.body.request.offer.expiresAt) - Date.parse(offered.body.request.offer.madeAt)) / 86_400_000;
    expect(days).toBe(7);

    const seen = (await mine({ token: owner.token })).body.items.find((r: { id: number }) => r.id === id);
    expect(seen).toMatchObject({
      status: "offer_made",
      actions: ["accept", "decline", "withdraw"],
      offer: { price: 350_000, reservePrice: 380_000 },
    });

    const accepted = await accept.post(owner.token, { params: { id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.request).toMatchObject({ status: "accepted", actions: [] });

    const { brand, model, year, km, engineCc, city } = form([]);
    const [vehicle] = await getDb()
      .insert(schema.vehicles)
      .values({ brand, model, year, km, engineCc, city, plate: "34ABC123" })
      .returning();
    const [auction] = await getDb()
      .insert(schema.auctions)
      .values({
        vehicleId: vehicle.id,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 3 * 86_400_000),
        startingPrice: 300_000,
        currentPrice: 300_000,
      })
      .returning();
    const done = await listAs(id, { mode: "link", auctionId: auction.id });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({
      status: "listed",
      listedAuctionId: auction.id,
      listedVehicleId: vehicle.id,
      owner: { name: "Kemal", lastName: "Sunal" },
    });

    const detail = await staffDetail({ token: staff.token, params: { id } });
    expect(detail.body.request).toMatchObject({ status: "listed", handledBy: staff.uid, owner: { uid: owner.uid } });

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.staffUid])).toEqual([
      ["sell_request.review", staff.uid],
      ["sell_request.offer", staff.uid],
      ["sell_request.list", staff.uid],
    ]);
    expect(audit[1].details).toMatchObject({ from: "in_review", to: "offer_made", price: 350_000, method: "auction" });
  });

  it("staff list filters by state and pages", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "in_review");
    const page = await staffList({ token: staff.token, query: { status: "in_review", pageSize: 100 } });
    expect(page.status).toBe(200);
    expect(page.body.items.every((r: { status: string }) => r.status === "in_review")).toBe(true);
    expect(page.body.items.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await staffList({ token: staff.token, query: { status: "listed", pageSize: 100 } })).body.items.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(id);
    expect((await staffList({ token: staff.token, query: { status: "sold" } })).status).toBe(422);
  });

  it("a rejection keeps its reason for the owner", async () => {
    const owner = await registeredUser();
    const id = await submit(owner);
    const rejected = await reject.post(staff.token, {
      params: { id },
      body: { reason: "Ağır hasar kaydı beyan edilmemiş." },
    });
    expect(rejected.body.request).toMatchObject({
      status: "rejected",
      rejectReason: "Ağır hasar kaydı beyan edilmemiş.",
    });
    expect((await mine({ token: owner.token })).body.items[0]).toMatchObject({
      id,
      status: "rejected",
      rejectReason: "Ağır hasar kaydı beyan edilmemiş.",
    });
  });
});

describe("illegal transitions answer 409 and change nothing", () => {
  const ALLOWED: Record<string, string[]> = {
    submitted: ["review", "reject", "withdraw"],
    in_review: ["offer", "reject", "withdraw"],
    offer_made: ["accept", "decline", "reject", "withdraw"],
    accepted: ["list", "reject"],
    declined: [],
    listed: [],
    rejected: [],
    withdrawn: [],
  };
  lifecycle.refusesIllegalTransitions(flow, ALLOWED, {
    staff: {
      review: { call: review },
      offer: { call: offer, body: () => OFFER },
      list: { call: list, body: LIST },
      reject: { call: reject, body: () => ({ reason: "Deneme gerekçesi" }) },
    },
    owner: { accept, decline, withdraw },
  });

  it("an offer cannot be accepted once it has lapsed; staff may then renew it", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "offer_made");
    await lapseOffer(id);
    const before = await row(id);
    const late = await accept.post(owner.token, { params: { id } });
    expect(late.status).toBe(409);
    expect(late.body.error).toContain("geçerlilik süresi doldu");
    expect(await row(id)).toEqual(before);
    expect((await mine({ token: owner.token })).body.items[0]).toMatchObject({
      id,
      offer: { expired: true },
      actions: ["decline", "withdraw"],
    });

    const renewed = await offer.post(staff.token, {
      params: { id },
      body: { ...OFFER, price: 340_000 },
    });
    expect(renewed.status).toBe(200);
    expect((await accept.post(owner.token, { params: { id } })).body.request).toMatchObject({
      status: "accepted",
      offer: { price: 340_000 },
    });
  });
});

describe("the owner withdraws an application", () => {
  it.each(["submitted", "in_review", "offer_made"])(
    "from %s: withdrawn for the owner and for staff, the open slot is freed",
    async (state) => {
      const owner = await registeredUser();
      const id = await requestIn(owner, state);
      const auditBefore = (await auditOf(id)).length;
      const response = await withdraw.post(owner.token, { params: { id } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.request).toMatchObject({ id, status: "withdrawn", actions: [] });
      expect(await row(id)).toMatchObject({ status: "withdrawn", ownerDecidedAt: expect.any(Date) });
      expect((await mine({ token: owner.token })).body.items[0]).toMatchObject({
        id,
        status: "withdrawn",
        actions: [],
      });

      expect((await staffDetail({ token: staff.token, params: { id } })).body.request).toMatchObject({
        status: "withdrawn",
        actions: [],
      });
      const page = await staffList({ token: staff.token, query: { status: "withdrawn", pageSize: 100 } });
      expect(page.body.items.map((r: { id: number }) => r.id)).toContain(id);
      expect(page.body.items.every((r: { status: string }) => r.status === "withdrawn")).toBe(true);
      // The owner's own step is not a staff action: the audit log is unchanged.
      expect((await auditOf(id)).length).toBe(auditBefore);
    },
  );

  it("an expired offer can still be withdrawn", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "offer_made");
    await lapseOffer(id);
    expect((await withdraw.post(owner.token, { params: { id } })).body.request).toMatchObject({
      status: "withdrawn",
    });
  });

  it.each([
    ["accepted", "Teklifimizi kabul ettiğiniz için başvuru artık geri çekilemez"],
    ["listed", "Aracınız yayına alındığı için"],
    ["declined", "Teklifimizi reddettiğinizde bu başvuru zaten kapandı."],
    ["rejected", "ekibimiz tarafından reddedildiği için"],
    ["withdrawn", "Bu başvuruyu zaten geri çektiniz."],
  ])("from %s: 409 in Turkish, nothing changes", async (state, message) => {
    const owner = await registeredUser();
    await lifecycle.withdrawalRefused({ withdraw, row }, owner, await requestIn(owner, state), message);
  });

  it("a withdrawn application no longer counts against the open-request cap", async () => {
    const owner = await registeredUser();
    await lifecycle.withdrawalFreesAnOpenPlace(
      { mine, withdraw, submit },
      owner,
      async () => form([await photoOf(owner)]),
      0,
    );
  });

  it("another user's id answers 404 like a missing one; bad ids 422; visitors 401; nothing changes", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const id = await requestIn(owner, "in_review");
    await lifecycle.withdrawRefusesForeignAndBadIds(withdraw, { owner, other, id, row }, "Satış talebi bulunamadı.");
  });
});

describe("concurrent answers", () => {
  it("of accepts and declines sent at once, exactly one wins", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "offer_made");
    await lifecycle.oneOfConcurrentAnswersWins([decline, accept], owner, id, row);
  });

  it.each([
    ["reject", "submitted"],
    ["reject", "in_review"],
    ["reject", "offer_made"],
    ["offer", "in_review"],
  ] as const)(
    "a withdrawal racing staff's %s from %s: never both win; the row shows what happened",
    async (action, state) => {
      const step = action === "reject" ? reject : offer;
      const body = action === "reject" ? { reason: "Evraklar eksik." } : OFFER;
      await lifecycle.withdrawalRacingStaff(
        flow,
        { withdraw, step, body, state },
        ({ mine: mineResult, staff: staffResult }, saved) => {
          if (action === "offer" && mineResult.status === 200 && staffResult.status === 200) {
            // The offer got the lock first and the owner then withdrew from "offer made": two steps in
            // order, not two winners of one step.
            expect(saved).toMatchObject({ status: "withdrawn", offerPrice: OFFER.price });
          } else {
            expect([mineResult.status, staffResult.status].sort()).toEqual([200, 409]);
            const winner = mineResult.status === 200 ? mineResult : staffResult;
            expect(saved.status).toBe(winner.body.request.status);
            if (staffResult.status === 409) expect(staffResult.body.error).toContain("“Geri çekildi”");
            if (mineResult.status === 409)
              expect(mineResult.body).toMatchObject({
                code: "conflict",
                error: "Bu başvuru ekibimiz tarafından reddedildiği için zaten kapandı.",
              });
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
    const id = await requestIn(owner, "offer_made");
    await lifecycle.othersCannotSeeOrAnswer({ mine, accept, decline }, { other, id, row }, "Satış talebi bulunamadı.");
    expect((await accept.post(owner.token, { params: { id: 999_999_999 } })).status).toBe(404);
    expect((await review.post(staff.token, { params: { id: 999_999_999 } })).status).toBe(404);
    expect((await staffDetail({ token: staff.token, params: { id: 999_999_999 } })).status).toBe(404);
  });

  it("staff without sell:write get 403, users 403, visitors 401; nothing changes", async () => {
    const owner = await registeredUser();
    const id = await submit(owner);
    const before = await row(id);
    const transportStaff = await staffAccount({ roles: ["transport:write", "listings:write"] });
    for (const token of [transportStaff.token, owner.token]) {
      expect((await staffList({ token })).status).toBe(403);
      expect((await staffDetail({ token, params: { id } })).status).toBe(403);
      expect((await review.post(token, { params: { id } })).status).toBe(403);
      expect((await offer.post(token, { params: { id }, body: OFFER })).status).toBe(403);
      expect((await list.post(token, { params: { id }, body: LIST() })).status).toBe(403);
      expect((await reject.post(token, { params: { id }, body: { reason: "Yetkisiz deneme" } })).status).toBe(403);
    }
    expect((await staffList({})).status).toBe(401);
    expect((await mine({})).status).toBe(401);
    expect((await mine({ method: "POST", body: form([]) })).status).toBe(401);
    const superUser = await staffAccount({ isSuper: true });
    expect((await staffDetail({ token: superUser.token, params: { id } })).status).toBe(200);
    expect(await row(id)).toEqual(before);
  });

  it("an account without a profile cannot submit or upload (403)", async () => {
    const bare = await signUp();
    expect((await mine.post(bare.token, { body: form([]) })).status).toBe(403);
    expect((await upload(bare.token, await png())).status).toBe(403);
  });
});

describe("bad input answers 422 and stores nothing", () => {
  it.each([
    ["plate", { plate: "00 ABC 123" }, "Geçerli bir plaka girin (ör. 34 ABC 123)."],
    ["plate", { plate: "" }, "Plaka zorunludur."],
    ["brand", { brand: "" }, "Marka zorunludur."],
    ["model", { model: 42 }, undefined],
    ["year", { year: 1900 }, "Model yılı 1950'den eski olamaz."],
    ["km", { km: -5 }, "Kilometre negatif olamaz."],
    ["engineCc", { engineCc: 99_999 }, "Motor hacmi en fazla 3.000 cc olabilir."],
    ["city", { city: "Paris" }, "Geçerli bir il seçin."],
    ["expectedPrice", { expectedPrice: 0 }, "Beklenen fiyat en az 1.000 TL olmalıdır."],
    ["expectedPrice", { expectedPrice: "385000" }, "Beklenen fiyat bir sayı olmalıdır."],
    ["description", { description: "kısa" }, undefined],
    ["photos", { photos: [] }, "En az 1 fotoğraf yükleyin."],
    ["photos.0", { photos: ["/api/uploads/deneme.jpg"] }, "Fotoğraf adresi geçersiz; fotoğrafı yeniden yükleyin."],
    ["phone", { phone: "123" }, "Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)."],
    ["status", { status: "listed" }, undefined],
  ])("%s %j", async (field, patch, message) => {
    const owner = await registeredUser();
    const photo = await photoOf(owner);
    const response = await mine.post(owner.token, { body: { ...form([photo]), ...patch } });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("validation");
    if (message) expect(response.body.fields[field]).toBe(message);
    expect(await requestsOf(owner.uid)).toBe(0);
  });

  it("someone else's photo cannot be attached", async () => {
    const owner = await registeredUser();
    const other = await registeredUser();
    const theirs = await photoOf(other);
    const response = await mine.post(owner.token, { body: form([await photoOf(owner), theirs]) });
    expect(response.status).toBe(422);
    expect(response.body.fields.photos).toContain("size ait değil");
    expect(await requestsOf(owner.uid)).toBe(0);
  });

  it("malformed JSON is a clear 400", async () => {
    const owner = await registeredUser();
    const response = await mine.post(owner.token, { rawBody: "{plate:" });
    expect(response.status).toBe(400);
    expect(await requestsOf(owner.uid)).toBe(0);
  });

  it("bad staff input: offer, listing and rejection fields are 422 with nothing changed", async () => {
    const owner = await registeredUser();
    const id = await requestIn(owner, "in_review");
    const before = await row(id);
    const bad: [ReturnType<typeof serveHandler>, unknown][] = [
      [offer, { price: 500, method: "auction" }],
      [offer, { price: 350_000, method: "takas" }],
      [offer, { price: 350_000.5, method: "buy_now" }],
      [offer, {}],
      [offer, { price: 350_000, method: "auction" }],
      [offer, { price: 350_000, method: "auction", reservePrice: 300_000 }],
      [offer, { price: 350_000, method: "buy_now", reservePrice: 400_000 }],
      [reject, { reason: "" }],
      [reject, {}],
    ];
    for (const [call, body] of bad) {
      const response = await call({ method: "POST", token: staff.token, params: { id }, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await row(id)).toEqual(before);
    expect((await auditOf(id)).length).toBe(1);

    const acceptedId = await requestIn(owner, "accepted");
    const acceptedBefore = await row(acceptedId);
    for (const body of [
      {},
      { vehicleId: 3 },
      { mode: "link", auctionId: 999_999_999 },
      { mode: "link", listingId: 5 },
      { mode: "link", auctionId: "x" },
      { mode: "create" },
      { mode: "create", startsAt: "dün" },
    ]) {
      const response = await list.post(staff.token, { params: { id: acceptedId }, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await row(acceptedId)).toEqual(acceptedBefore);
  });

  it("a sixth open request is refused until one is settled", async () => {
    const owner = await registeredUser();
    for (let i = 0; i < 5; i++) await submit(owner);
    const sixth = await mine.post(owner.token, { body: form([await photoOf(owner)]) });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toContain("Sonuçlanmamış 5 satış talebiniz var");
    expect(await requestsOf(owner.uid)).toBe(5);
  });
});

describe("photo upload", () => {
  it("re-encodes a JPEG, PNG or WebP to WebP and records who uploaded it", async () => {
    const owner = await registeredUser();
    for (const [type, bytes] of [
      ["image/png", await png()],
      [
        "image/jpeg",
        await sharp(await png())
          .jpeg()
          .toBuffer(),
      ],
      [
        "image/webp",
        await sharp(await png())
          .webp()
          .toBuffer(),
      ],
    ] as const) {
      const response = await upload(owner.token, bytes, type);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/),
        width: 40,
        height: 30,
      });
      const name = response.body.url.split("/").pop();
      const [owned] = await getDb().select().from(schema.userUploads).where(eq(schema.userUploads.name, name));
      expect(owned).toMatchObject({ uid: owner.uid, purpose: "sell" });
      expect(fs.existsSync(path.join(process.env.MOTOBORSA_DATA_DIR!, "uploads", name))).toBe(true);
    }
  });

  it("refuses other types, non-images, empty and oversized bodies, and visitors", async () => {
    const owner = await registeredUser();
    const gif = await upload(owner.token, Buffer.from("GIF89a"), "image/gif");
    expect(gif.status).toBe(422);
    expect(gif.body.error).toBe("Yalnızca JPEG, PNG veya WebP fotoğraf yüklenebilir.");
    const fake = await upload(owner.token, Buffer.from("bu bir fotoğraf değil"), "image/jpeg");
    expect(fake.status).toBe(422);
    expect(fake.body.error).toBe("Dosya geçerli bir görsel değil.");
    expect((await upload(owner.token, Buffer.alloc(0), "image/png")).status).toBe(422);
    const huge = await upload(owner.token, Buffer.alloc(8 * 1024 * 1024 + 1), "image/png");
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe("Dosya en fazla 8 MB olabilir.");
    expect((await upload(null, await png())).status).toBe(401);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.userUploads)
      .where(eq(schema.userUploads.uid, owner.uid));
    expect(n).toBe(0);
  });

  it("stops a user at 40 photos a day with 429; others are unaffected", async () => {
    const owner = await registeredUser();
    const bytes = await png();
    for (let i = 0; i < 40; i++) expect((await upload(owner.token, bytes)).status).toBe(201);
    const over = await upload(owner.token, bytes);
    expect(over.status).toBe(429);
    expect(over.body.error).toContain("en fazla 40 fotoğraf");
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.userUploads)
      .where(eq(schema.userUploads.uid, owner.uid));
    expect(n).toBe(40);
    const other = await registeredUser();
    expect((await upload(other.token, bytes)).status).toBe(201);
  });
});

describe("putting an accepted request on sale", () => {
  /** A request accepted on `offerBody`, with a plate of its own so vehicle counts are exact. */
  async function accepted(offerBody: Record<string, unknown>, plate: string) {
    const owner = await registeredUser();
    const photos = [await photoOf(owner), await photoOf(owner)];
    const created = await mine.post(owner.token, { body: { ...form(photos), plate } });
    expect(created.status).toBe(201);
    const id = created.body.request.id as number;
    for (const [call, token, body] of [
      [review, staff.token, undefined],
      [offer, staff.token, offerBody],
      [accept, owner.token, undefined],
    ] as const) {
      const response = await call({ method: "POST", token, params: { id }, body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    return { owner, id, photos, plate: plate.replace(/\s/g, "").toUpperCase() };
  }
  const vehiclesWith = async (plate: string) =>
    getDb().select().from(schema.vehicles).where(eq(schema.vehicles.plate, plate));

  it("an accepted auction offer becomes the request's own vehicle and a scheduled auction at the offer's start and reserve, in one audited step", async () => {
    const { owner, id, photos, plate } = await accepted(OFFER, "06 SRA 101");
    const body = LIST();
    const done = await list.post(staff.token, { params: { id }, body });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const request = done.body.request;
    expect(request).toMatchObject({ status: "listed", listedListingId: null });

    const [vehicle] = await vehiclesWith(plate);
    const { brand, model, year, km, engineCc, city, description } = form([]);
    expect(vehicle).toMatchObject({
      id: request.listedVehicleId,
      brand,
      model,
      year,
      km,
      engineCc,
      city,
      description,
      photos,
    });
    const [auction] = await getDb()
      .select()
      .from(schema.auctions)
      .where(eq(schema.auctions.id, request.listedAuctionId));
    expect(auction).toMatchObject({
      vehicleId: vehicle.id,
      state: "scheduled",
      startingPrice: 350_000,
      currentPrice: 350_000,
      reservePrice: 380_000,
      sellerUid: owner.uid,
    });
    expect(auction.startsAt.toISOString()).toBe(body.startsAt);

    const audit = await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.staffUid, staff.uid));
    const mineOnly = audit
      .filter((a) =>
        [`vehicle:${vehicle.id}`, `auction:${auction.id}`, `sell_request:${id}`].includes(
          `${a.targetType}:${a.targetId}`,
        ),
      )
      .map((a) => a.action);
    expect(mineOnly).toEqual([
      "sell_request.review",
      "sell_request.offer",
      "vehicle.create",
      "auction.create",
      "sell_request.list",
    ]);

    const seen = (await mine({ token: owner.token })).body.items.find((r: { id: number }) => r.id === id);
    expect(seen).toMatchObject({ status: "listed", listedAuctionId: auction.id });
  });

  it("Yayına al without the vehicle's identity is refused naming what is missing; with it the vehicle is consigned by the owner", async () => {
    const { owner, id, plate } = await accepted({ price: 280_000, method: "buy_now", note: "" }, "06 SRB 109");
    const { eidsReference: _eids, ...noEids } = identityBody();
    const refused = await listAs(id, { mode: "create", ...noEids });
    expect(refused).toMatchObject({ status: 409, body: { error: "Araç yayına alınamaz; eksik: EİDS doğrulaması." } });
    // Nothing of the refused step stayed: no vehicle, and the request is still accepted.
    expect(await vehiclesWith(plate)).toEqual([]);
    const done = await listAs(id, { mode: "create", ...identityBody() });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [vehicle] = await vehiclesWith(plate);
    expect(vehicle).toMatchObject({
      vin: identityBody().vin,
      engineNumber: identityBody().engineNumber,
      registrationSerial: identityBody().registrationSerial,
      ownership: "consigned",
      consignedSellRequestId: id,
      consignorUid: owner.uid,
      eidsReference: identityBody().eidsReference,
      eidsVerifiedBy: staff.uid,
    });
  });

  it("an accepted Hemen Al offer becomes a listing at the accepted price with the owner as seller", async () => {
    const { owner, id, plate } = await accepted({ price: 290_000, method: "buy_now", note: "" }, "06 SRB 102");
    const done = await listAs(id, { mode: "create", ...identityBody() });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [vehicle] = await vehiclesWith(plate);
    const [listing] = await getDb()
      .select()
      .from(schema.buyNowListings)
      .where(eq(schema.buyNowListings.id, done.body.request.listedListingId));
    expect(listing).toMatchObject({ vehicleId: vehicle.id, price: 290_000, state: "on_sale", sellerUid: owner.uid });
    expect(done.body.request).toMatchObject({ status: "listed", listedAuctionId: null, listedVehicleId: vehicle.id });
  });

  it("refuses, with nothing created: no auction times, times out of order, another vehicle's auction, the wrong kind, a missing permission", async () => {
    const { id, plate } = await accepted(OFFER, "06 SRC 103");
    const before = await row(id);
    const [otherVehicle] = await getDb()
      .insert(schema.vehicles)
      .values({ brand: "Yamaha", model: "R25", year: 2020, km: 9_000, engineCc: 249, city: "Bursa", plate: "16YMH204" })
      .returning();
    const otherAuction = await scheduledAuction(otherVehicle.id, 100_000);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ mode: "create" }, 422, "İhalenin başlangıç ve bitiş zamanını girin."],
      [
        {
          mode: "create",
          startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
          endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
        },
        422,
        "Bitiş zamanı başlangıçtan sonra olmalıdır.",
      ],
      [
        { mode: "link", auctionId: otherAuction.id },
        422,
        "Seçilen ihale bu talebin aracına (06SRC103) ait değil; plakası farklı.",
      ],
      [{ mode: "link", listingId: 1 }, 422, "Kabul edilen teklif İhale içindi; bir ihale numarası girin."],
    ];
    for (const [body, status, error] of cases) {
      const response = await list.post(staff.token, { params: { id }, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error).toBe(error);
    }
    const sellOnly = await staffAccount({ roles: ["sell:write"] });
    const forbidden = await list.post(sellOnly.token, { params: { id }, body: LIST() });
    expect(forbidden).toMatchObject({
      status: 403,
      body: { error: "İhale oluşturmak için ihale yönetimi yetkisi gerekir." },
    });
    expect(await vehiclesWith(plate)).toEqual([]);
    expect(await row(id)).toEqual(before);
  });

  it("links an open auction staff already made for this very vehicle", async () => {
    const { owner, id, plate } = await accepted(OFFER, "06 SRD 104");
    const [vehicle] = await getDb()
      .insert(schema.vehicles)
      .values({ brand: "Honda", model: "CBR650R", year: 2021, km: 12_500, engineCc: 649, city: "İstanbul", plate })
      .returning();
    const auction = await scheduledAuction(vehicle.id, 350_000);
    const done = await listAs(id, { mode: "link", auctionId: auction.id });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({ listedAuctionId: auction.id, listedVehicleId: vehicle.id });
    const [linked] = await getDb().select().from(schema.auctions).where(eq(schema.auctions.id, auction.id));
    expect(linked.sellerUid).toBe(owner.uid);
  });
});
