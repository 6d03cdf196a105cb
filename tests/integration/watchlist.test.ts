import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import watchlistHandler from "@/pages/api/me/watchlist";
import followHandler from "@/pages/api/me/watchlist/[kind]/[id]";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const watchlist = serveHandler(watchlistHandler);
const followOne = serveHandler(followHandler);

async function followRows(uid: string) {
  const db = getDb();
  const [{ a }] = await db
    .select({ a: count() })
    .from(schema.auctionFollows)
    .where(eq(schema.auctionFollows.userUid, uid));
  const [{ l }] = await db
    .select({ l: count() })
    .from(schema.listingFollows)
    .where(eq(schema.listingFollows.userUid, uid));
  return { auctions: a, listings: l };
}

describe("watchlist API", () => {
  it("answers 401 to a visitor without a token, for reading and for following", async () => {
    const { auction } = await makeAuction();
    expect((await watchlist({})).status).toBe(401);
    expect((await followOne({ method: "PUT", params: { kind: "auction", id: auction.id } })).status).toBe(401);
    expect((await followOne({ method: "DELETE", params: { kind: "auction", id: auction.id } })).status).toBe(401);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.auctionFollows)
      .where(eq(schema.auctionFollows.auctionId, auction.id));
    expect(n).toBe(0);
  });

  it("follows an auction and a listing idempotently and lists them with their cards", async () => {
    const user = await registeredUser();
    const { auction } = await makeAuction();
    const { listing } = await makeListing({ price: 150_000 });

    const first = await followOne.put(user.token, { params: { kind: "auction", id: auction.id } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ kind: "auction", id: auction.id, following: true, followers: 1 });
    const again = await followOne.put(user.token, { params: { kind: "auction", id: auction.id } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ following: true, followers: 1 });
    expect((await followOne.put(user.token, { params: { kind: "listing", id: listing.id } })).body).toMatchObject({
      kind: "listing",
      following: true,
      followers: 1,
    });
    expect(await followRows(user.uid)).toEqual({ auctions: 1, listings: 1 });

    const list = await watchlist({ token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.auctions.map((a: { id: number }) => a.id)).toEqual([auction.id]);
    expect(list.body.auctions[0]).toMatchObject({
      id: auction.id,
      status: "live",
      currentPrice: 50_000,
      title: expect.stringContaining("Honda"),
    });
    expect(list.body.listings.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    expect(list.body.listings[0]).toMatchObject({ price: 150_000, status: "on_sale" });

    const off = await followOne.delete(user.token, { params: { kind: "auction", id: auction.id } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ kind: "auction", id: auction.id, following: false, followers: 0 });
    const offAgain = await followOne.delete(user.token, { params: { kind: "auction", id: auction.id } });
    expect(offAgain.status).toBe(200);
    expect(offAgain.body).toMatchObject({ following: false, followers: 0 });
    expect(await followRows(user.uid)).toEqual({ auctions: 0, listings: 1 });
  });

  it("counts followers across users and keeps one user's follows out of another's list", async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const { auction } = await makeAuction();
    await followOne.put(a.token, { params: { kind: "auction", id: auction.id } });
    const second = await followOne.put(b.token, { params: { kind: "auction", id: auction.id } });
    expect(second.body.followers).toBe(2);
    await followOne.delete(a.token, { params: { kind: "auction", id: auction.id } });
    expect((await watchlist({ token: a.token })).body.auctions).toEqual([]);
    expect((await watchlist({ token: b.token })).body.auctions.map((x: { id: number }) => x.id)).toEqual([auction.id]);
  });

  it("answers a Turkish 404 for an unknown auction or listing and writes nothing", async () => {
    const user = await registeredUser();
    const unknownAuction = await followOne.put(user.token, { params: { kind: "auction", id: 987_654_321 } });
    expect(unknownAuction.status).toBe(404);
    expect(unknownAuction.body.error).toBe("İhale bulunamadı.");
    const unknownListing = await followOne.put(user.token, { params: { kind: "listing", id: 987_654_321 } });
    expect(unknownListing.status).toBe(404);
    expect(unknownListing.body.error).toBe("İlan bulunamadı.");
    expect((await followOne.delete(user.token, { params: { kind: "listing", id: 987_654_321 } })).status).toBe(404);
    expect(await followRows(user.uid)).toEqual({ auctions: 0, listings: 0 });
  });

  it("refuses a bad kind or id with a Turkish 4xx", async () => {
    const user = await registeredUser();
    const { auction } = await makeAuction();
    const kind = await followOne.put(user.token, { params: { kind: "ihale", id: auction.id } });
    expect(kind.status).toBe(422);
    expect(kind.body.error).toMatch(/Takip türü geçersiz/);
    const id = await followOne.put(user.token, { params: { kind: "auction", id: "0x10" } });
    expect(id.status).toBe(422);
    expect(await followRows(user.uid)).toEqual({ auctions: 0, listings: 0 });
  });

  it("does not let a staff account follow (staff have no profile)", async () => {
    const staff = await staffAccount({ isSuper: true });
    const { auction } = await makeAuction();
    const response = await followOne.put(staff.token, { params: { kind: "auction", id: auction.id } });
    expect(response.status).toBe(403);
    const rows = await getDb()
      .select()
      .from(schema.auctionFollows)
      .where(and(eq(schema.auctionFollows.auctionId, auction.id)));
    expect(rows).toEqual([]);
  });
});
