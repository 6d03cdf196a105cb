import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import { BUY_NOW_ERRORS } from "@/lib/buyNow/labels";
import { getDb, schema } from "@/lib/server/db";
import { follow } from "@/lib/server/watchlist/service";
import auctionsHandler from "@/pages/api/management/auctions";
import relistHandler from "@/pages/api/management/auctions/[id]/relist";
import listingsHandler from "@/pages/api/management/listings";
import listingRelistHandler from "@/pages/api/management/listings/[id]/relist";
import { auctionRow, makeAuction } from "@/tests/integration/helpers/auctions";
import { listingRow, makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const relist = serveHandler(relistHandler);
const managed = serveHandler(auctionsHandler);
const relistListing = serveHandler(listingRelistHandler);
const managedListings = serveHandler(listingsHandler);

/** An auction that ran and closed below its reserve. */
async function unsoldAuction() {
  const made = await makeAuction({ startingPrice: 50_000, reservePrice: 80_000, increment: 1_000 });
  await getDb()
    .update(schema.auctions)
    .set({ state: "unsold", endsAt: new Date(Date.now() - 1_000), closedAt: new Date() })
    .where(eq(schema.auctions.id, made.auction.id));
  return made;
}

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const noticeLinks = async (uid: string, kind: string) =>
  (
    await getDb()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, uid), eq(schema.notifications.kind, kind)))
  ).map((n) => n.link);

const followersOf = async (kind: "auction" | "listing", id: number) =>
  (kind === "auction"
    ? await getDb().select().from(schema.auctionFollows).where(eq(schema.auctionFollows.auctionId, id))
    : await getDb().select().from(schema.listingFollows).where(eq(schema.listingFollows.listingId, id))
  )
    .map((f) => f.userUid)
    .sort();

const auditOf = async (targetType: string, id: number) =>
  (
    await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, targetType), eq(schema.auditLog.targetId, String(id))))
      .orderBy(schema.auditLog.id)
  ).map((a) => [a.action, a.staffUid]);

describe("relist an unsold auction (issue 25)", () => {
  it("makes a new auction of the same vehicle, moves the followers to it, notifies them and audits it", async () => {
    const { auction, vehicle } = await unsoldAuction();
    const [staff, fan1, fan2] = await Promise.all([
      staffAccount({ roles: ["auctions:write"] }),
      registeredUser(),
      registeredUser(),
    ]);
    await follow(fan1.uid, "auction", auction.id);
    await follow(fan2.uid, "auction", auction.id);

    const list = await managed({ token: staff.token, query: { state: "unsold", pageSize: "48" } });
    expect(list.body.items.find((a: { id: number }) => a.id === auction.id).actions).toEqual(["relist"]);

    const response = await relist.post(staff.token, {
      params: { id: auction.id },
      body: { startsAt: hours(1), endsAt: hours(49), startingPrice: 45_000, reservePrice: 70_000 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ followers: 2, auction: { state: "scheduled", startingPrice: 45_000 } });
    const fresh = await auctionRow(response.body.auction.id);
    expect(fresh).toMatchObject({
      vehicleId: vehicle.id,
      startingPrice: 45_000,
      currentPrice: 45_000,
      reservePrice: 70_000,
    });

    expect(await followersOf("auction", fresh.id)).toEqual([fan1.uid, fan2.uid].sort());
    for (const fan of [fan1, fan2])
      expect(await noticeLinks(fan.uid, "followed_auction_relisted")).toEqual([`/ihaleler/${fresh.id}`]);
    expect(await auditOf("auction", auction.id)).toEqual([["auction.relist", staff.uid]]);

    // The vehicle now has an open auction: a second relist is refused.
    const again = await relist.post(staff.token, {
      params: { id: auction.id },
      body: { startsAt: hours(1), endsAt: hours(49) },
    });
    expect(again).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.vehicleHasOpenAuction } });
  });

  it("keeps the old prices when none are given, and refuses what is not unsold", async () => {
    const { auction } = await unsoldAuction();
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const kept = await relist.post(staff.token, {
      params: { id: auction.id },
      body: { startsAt: hours(-0.01), endsAt: hours(24) },
    });
    expect(kept.status).toBe(201);
    expect(kept.body.auction).toMatchObject({
      startingPrice: 50_000,
      reservePrice: 80_000,
      increment: 1_000,
      state: "live",
    });

    const { auction: running } = await makeAuction();
    const refused = await relist.post(staff.token, {
      params: { id: running.id },
      body: { startsAt: hours(1), endsAt: hours(24) },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.notRelistable } });

    const bad = await relist.post(staff.token, {
      params: { id: auction.id },
      body: { startsAt: hours(1), endsAt: hours(24), startingPrice: 50_000, buyNowPrice: 40_000 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ buyNowPrice: AUCTION_ERRORS.buyNowBelowStart });

    const clerk = await staffAccount({ roles: ["orders:write"] });
    expect((await relist.post(clerk.token, { params: { id: auction.id }, body: {} })).status).toBe(403);
  });
});

describe("relist a withdrawn Hemen Al listing (issue 25)", () => {
  it("makes a new listing of the same vehicle at the new price, moves the followers, notifies them and audits it", async () => {
    const { listing, vehicle } = await makeListing({ price: 180_000, state: "withdrawn" });
    const [staff, fan] = await Promise.all([staffAccount({ roles: ["listings:write"] }), registeredUser()]);
    await follow(fan.uid, "listing", listing.id);
    await getDb()
      .insert(schema.vehicleQuestions)
      .values({ vehicleId: vehicle.id, askerUid: fan.uid, question: "Lastik?" });

    const list = await managedListings({ token: staff.token, query: { state: "withdrawn", pageSize: "48" } });
    expect(list.body.items.find((l: { id: number }) => l.id === listing.id).actions).toEqual(["relist"]);

    const response = await relistListing.post(staff.token, { params: { id: listing.id }, body: { price: 170_000 } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      followers: 1,
      listing: { vehicleId: vehicle.id, status: "on_sale", price: 170_000, actions: ["price", "withdraw"] },
    });
    const freshId = response.body.listing.id as number;
    expect(freshId).not.toBe(listing.id);
    expect(await listingRow(listing.id)).toMatchObject({ state: "withdrawn", price: 180_000 });
    expect(await listingRow(freshId)).toMatchObject({ vehicleId: vehicle.id, sellerUid: null, state: "on_sale" });

    expect(await followersOf("listing", freshId)).toEqual([fan.uid]);
    expect(await noticeLinks(fan.uid, "followed_listing_relisted")).toEqual([`/hemenal/${freshId}`]);
    expect(await auditOf("listing", listing.id)).toEqual([["listing.relist", staff.uid]]);
    // The questions belong to the vehicle: the new listing's page shows the same ones.
    const questions = await getDb()
      .select()
      .from(schema.vehicleQuestions)
      .where(eq(schema.vehicleQuestions.vehicleId, vehicle.id));
    expect(questions).toHaveLength(1);

    // The vehicle is on sale again: relisting the old listing once more is refused.
    const again = await relistListing.post(staff.token, { params: { id: listing.id }, body: {} });
    expect(again).toMatchObject({ status: 409, body: { error: BUY_NOW_ERRORS.vehicleHasListing } });
  });

  it("keeps the old price when none is given, and refuses a listing that is not withdrawn or bad input", async () => {
    const { listing } = await makeListing({ price: 150_000, state: "withdrawn" });
    const staff = await staffAccount({ roles: ["listings:write"] });
    const kept = await relistListing.post(staff.token, { params: { id: listing.id }, body: {} });
    expect(kept.status).toBe(201);
    expect(kept.body.listing).toMatchObject({ price: 150_000, status: "on_sale" });

    const { listing: onSale } = await makeListing();
    expect(await relistListing.post(staff.token, { params: { id: onSale.id }, body: {} })).toMatchObject({
      status: 409,
      body: { error: BUY_NOW_ERRORS.notRelistable },
    });
    const { listing: other } = await makeListing({ state: "withdrawn" });
    const bad = await relistListing.post(staff.token, { params: { id: other.id }, body: { price: 5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ price: "Fiyat en az 1.000 TL olmalıdır." });

    const clerk = await staffAccount({ roles: ["orders:write"] });
    expect((await relistListing.post(clerk.token, { params: { id: other.id }, body: {} })).status).toBe(403);
  });
});
