import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import bidsHandler from "@/pages/api/auctions/[id]/bids";
import buyHandler from "@/pages/api/listings/[id]/buy";
import currentHandler from "@/pages/api/me/current";
import provisionRequestsHandler from "@/pages/api/me/provision-requests";
import sellRequestsHandler from "@/pages/api/me/sell-requests";
import followHandler from "@/pages/api/me/watchlist/[kind]/[id]";
import withdrawalsHandler from "@/pages/api/me/withdrawals";
import { balanceOf, makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing, ordersOfListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { photoUploads } from "@/tests/integration/helpers/uploads";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, verifyEmail } from "@/tests/integration/helpers/identity";

const bid = serveHandler(bidsHandler);
const buy = serveHandler(buyHandler);
const current = serveHandler(currentHandler);
const provisionRequests = serveHandler(provisionRequestsHandler);
const sellRequests = serveHandler(sellRequestsHandler);
const follow = serveHandler(followHandler);
const withdrawals = serveHandler(withdrawalsHandler);

const { photoOf } = photoUploads();

const sellForm = (photos: string[]) => ({
  plate: "06 ABC 321",
  brand: "Yamaha",
  model: "MT-07",
  year: 2020,
  km: 18_000,
  engineCc: 689,
  city: "Ankara",
  expectedPrice: 260_000,
  description: "Düzenli bakımlı, hasar kaydı yok. Lastikler yeni değişti.",
  photos,
  phone: "0532 123 45 67",
});

const rowsOf = async (uid: string) => ({
  bids: (await getDb().select({ n: count() }).from(schema.bids).where(eq(schema.bids.bidderUid, uid)))[0].n,
  withdrawals: (await getDb().select({ n: count() }).from(schema.withdrawals).where(eq(schema.withdrawals.uid, uid)))[0]
    .n,
  sellRequests: (
    await getDb().select({ n: count() }).from(schema.sellRequests).where(eq(schema.sellRequests.uid, uid))
  )[0].n,
  ledger: (
    await getDb().select({ n: count() }).from(schema.provisionEntries).where(eq(schema.provisionEntries.uid, uid))
  )[0].n,
});

describe("verified e-mail before money moves", () => {
  it("an unverified user is refused bids, Hemen Al, withdrawals and sell requests with 403 email_unverified, and nothing changes", async () => {
    const user = await registeredUser({ provision: 50_000, verified: false });
    const { auction } = await makeAuction({ startingPrice: 100_000 });
    const { listing } = await makeListing({ price: 150_000 });
    const before = { rows: await rowsOf(user.uid), balance: await balanceOf(user.uid) };

    const refusals = [
      ["Teklif verebilmek için", await bid.post(user.token, { params: { id: auction.id }, body: { amount: 100_000 } })],
      [
        "Hemen Al ile satın alabilmek için",
        await buy.post(user.token, { params: { id: listing.id }, body: { price: 150_000 } }),
      ],
      [
        "Provizyon çekim talebi oluşturabilmek için",
        await withdrawals.post(user.token, { body: { amount: 5_000, iban: testIban() } }),
      ],
      ["Borsa'da Sat talebi oluşturabilmek için", await sellRequests.post(user.token, { body: sellForm([]) })],
    ] as const;
    for (const [action, response] of refusals) {
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      expect(response.body.code).toBe("email_unverified");
      expect(response.body.error).toContain(action);
      expect(response.body.error).toContain("e-posta adresinizi doğrulamanız gerekir");
    }
    expect(await rowsOf(user.uid)).toEqual(before.rows);
    expect(await balanceOf(user.uid)).toEqual(before.balance);
    expect((await ordersOfListing(listing.id)).length).toBe(0);
    expect((await current({ token: user.token })).body.user).toMatchObject({ uid: user.uid, emailVerified: false });
  });

  it("an unverified user may still follow an auction and file a provision request", async () => {
    const user = await registeredUser({ verified: false });
    const { auction } = await makeAuction();
    expect((await follow.put(user.token, { params: { kind: "auction", id: auction.id } })).status).toBeLessThan(300);
    const requested = await provisionRequests.post(user.token, { body: { amount: 1_000 } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  });

  it("after the link is followed, a refreshed token bids, buys, withdraws and files a sell request; the old token is still refused", async () => {
    const user = await registeredUser({ provision: 60_000, verified: false });
    const { auction } = await makeAuction({ startingPrice: 100_000 });
    const { listing } = await makeListing({ price: 150_000 });
    const oldToken = user.token;
    expect((await bid.post(oldToken, { params: { id: auction.id }, body: { amount: 100_000 } })).body.code).toBe(
      "email_unverified",
    );

    const token = await verifyEmail(user);
    const verified = { ...user, token };
    expect((await current({ token })).body.user).toMatchObject({ emailVerified: true });
    // The refused token was verified (and cached) before the change; it still says unverified.
    expect((await bid.post(oldToken, { params: { id: auction.id }, body: { amount: 100_000 } })).body.code).toBe(
      "email_unverified",
    );

    const placed = await bid.post(token, { params: { id: auction.id }, body: { amount: 100_000 } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bought = await buy.post(token, { params: { id: listing.id }, body: { price: 150_000 } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const withdrawal = await withdrawals.post(token, { body: { amount: 1_000, iban: testIban() } });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    const sell = await sellRequests.post(token, { body: sellForm([await photoOf(verified)]) });
    expect(sell.status, JSON.stringify(sell.body)).toBe(201);
    expect(await rowsOf(user.uid)).toMatchObject({ bids: 1, withdrawals: 1, sellRequests: 1 });
  });
});
