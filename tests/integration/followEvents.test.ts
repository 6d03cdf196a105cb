import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { notifySavedSearchMatches } from "@/lib/server/savedSearches/service";
import { sendFollowReminders } from "@/lib/server/watchlist/reminders";
import auctionsManagementHandler from "@/pages/api/management/auctions";
import listingsManagementHandler from "@/pages/api/management/listings";
import searchesHandler from "@/pages/api/me/saved-searches";
import followHandler from "@/pages/api/me/watchlist/[kind]/[id]";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { eventually } from "@/tests/integration/helpers/runner";
import { jobRunnerForBlock } from "@/tests/integration/helpers/jobs";
import type { VehicleSpecs } from "@/lib/vehicles/types";
import { identifiedVehicle } from "@/tests/integration/helpers/vehicleIdentity";

const manageAuctions = serveHandler(auctionsManagementHandler);
const manageListings = serveHandler(listingsManagementHandler);
const searches = serveHandler(searchesHandler);
const followOne = serveHandler(followHandler);

const vehicle = (values: VehicleSpecs) => identifiedVehicle({ ...values, colour: "Siyah" }, "06FLW");

async function notificationsOf(uid: string, kind: string) {
  return getDb()
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, uid), eq(schema.notifications.kind, kind)));
}

const hour = 60 * 60_000;

describe("saved-search matches", () => {
  it("notifies the owner of a matching search once when an auction is published, and not for one that does not match", async () => {
    const staff = await staffAccount({ isSuper: true });
    const [owner, other] = await Promise.all([registeredUser(), registeredUser()]);
    // Two matching searches of one owner still make one notification per auction.
    const brand = `Kawa${Date.now() % 100000}`;
    for (const body of [
      {
        kind: "auction",
        name: "İzmir Kawasaki",
        filters: { brand, city: "İzmir", yearMin: 2019, ccMax: 700, model: "z6" },
      },
      { kind: "auction", name: "Her Kawasaki", filters: { brand } },
    ])
      expect((await searches.post(owner.token, { body })).status).toBe(201);
    expect(
      (
        await searches.post(other.token, {
          body: { kind: "auction", name: "Ankara", filters: { brand, city: "Ankara" } },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await searches.post(other.token, {
          body: { kind: "auction", name: "Biten", filters: { brand, state: "ended" } },
        })
      ).status,
    ).toBe(201);

    const matching = await vehicle({ brand, model: "Z650", year: 2021, km: 8_000, engineCc: 649, city: "İzmir" });
    const startsAt = new Date(Date.now() + hour).toISOString();
    const endsAt = new Date(Date.now() + 26 * hour).toISOString();
    const created = await manageAuctions.post(staff.token, {
      body: { vehicleId: matching.id, startsAt, endsAt, startingPrice: 100_000 },
    });
    expect(created.status).toBe(201);
    const auctionId = created.body.auction.id;

    const mine = await notificationsOf(owner.uid, "saved_search_match");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      category: "searches",
      link: `/ihaleler/${auctionId}`,
      title: "Kayıtlı aramanıza uyan yeni ilan: İzmir Kawasaki",
    });
    expect(mine[0].body).toContain(`2021 ${brand} Z650`);
    expect(await notificationsOf(other.uid, "saved_search_match")).toEqual([]);

    // Matching the same auction again (a retry, a second path) writes nothing more.
    expect(await getDb().transaction((tx) => notifySavedSearchMatches(tx, "auction", auctionId, "x"))).toBe(0);
    expect(await notificationsOf(owner.uid, "saved_search_match")).toHaveLength(1);

    // Too old for the first search, a different city for the other user: only "Her Kawasaki" matches.
    const older = await vehicle({ brand, model: "Versys 650", year: 2015, km: 30_000, engineCc: 649, city: "Ankara" });
    const second = await manageAuctions.post(staff.token, {
      body: { vehicleId: older.id, startsAt, endsAt, startingPrice: 80_000 },
    });
    expect(second.status).toBe(201);
    const now = await notificationsOf(owner.uid, "saved_search_match");
    expect(now).toHaveLength(2);
    expect(now.find((n) => n.link === `/ihaleler/${second.body.auction.id}`)?.title).toBe(
      "Kayıtlı aramanıza uyan yeni ilan: Her Kawasaki",
    );
    const others = await notificationsOf(other.uid, "saved_search_match");
    expect(others.map((n) => n.link)).toEqual([`/ihaleler/${second.body.auction.id}`]);
  });

  it("matches a new Hemen Al listing by price and year, once per owner", async () => {
    const staff = await staffAccount({ isSuper: true });
    const [cheap, dear] = await Promise.all([registeredUser(), registeredUser()]);
    const brand = `Bajaj${Date.now() % 100000}`;
    await searches.post(cheap.token, {
      body: { kind: "listing", name: "Ucuz", filters: { brand, priceMax: 100_000, yearMin: 2020 } },
    });
    await searches.post(dear.token, {
      body: { kind: "listing", name: "Pahalı", filters: { brand, priceMin: 100_001 } },
    });
    const bike = await vehicle({ brand, model: "Dominar 400", year: 2022, km: 5_000, engineCc: 373, city: "Bursa" });
    const created = await manageListings.post(staff.token, { body: { vehicleId: bike.id, price: 95_000 } });
    expect(created.status).toBe(201);
    expect((await notificationsOf(cheap.uid, "saved_search_match")).map((n) => n.link)).toEqual([
      `/hemenal/${created.body.listing.id}`,
    ]);
    expect(await notificationsOf(dear.uid, "saved_search_match")).toEqual([]);
  });
});

describe("follow reminders", () => {
  it("tells the leader and the followers once that the auction ends within an hour, then once within 10 minutes", async () => {
    const [follower, leader, bystander] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
    const endsAt = new Date(Date.now() + 30 * 60_000);
    const { auction } = await makeAuction({ endsAt });
    await getDb()
      .update(schema.auctions)
      .set({ leaderUid: leader.uid, leaderMax: 60_000, currentPrice: 51_000, bidCount: 1 })
      .where(eq(schema.auctions.id, auction.id));
    expect((await followOne.put(follower.token, { params: { kind: "auction", id: auction.id } })).status).toBe(200);

    expect(await sendFollowReminders(auction.id)).toBe(2);
    expect(await sendFollowReminders(auction.id)).toBe(0);
    await sendFollowReminders(null);
    for (const user of [follower, leader]) {
      const sent = await notificationsOf(user.uid, "auction_ending_soon");
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        title: "İhale 1 saat içinde bitiyor",
        link: `/ihaleler/${auction.id}`,
        category: "bids",
      });
    }
    expect((await notificationsOf(leader.uid, "auction_ending_soon"))[0].body).toContain(
      "Şu an en yüksek teklif sizde.",
    );
    expect(await notificationsOf(bystander.uid, "auction_ending_soon")).toEqual([]);

    const tenBefore = new Date(endsAt.getTime() - 8 * 60_000);
    expect(await sendFollowReminders(auction.id, tenBefore)).toBe(2);
    expect(await sendFollowReminders(null, tenBefore)).toBe(0);
    const titles = (await notificationsOf(follower.uid, "auction_ending_soon")).map((n) => n.title).sort();
    expect(titles).toEqual(["İhale 1 saat içinde bitiyor", "İhale 10 dakika içinde bitiyor"]);
  });

  it("tells followers once that a followed auction started, not those who followed after the start", async () => {
    const [early, late] = await Promise.all([registeredUser(), registeredUser()]);
    const startsAt = new Date(Date.now() - 30_000);
    const { auction } = await makeAuction({ startsAt, endsAt: new Date(Date.now() + 5 * hour), state: "scheduled" });
    await getDb()
      .insert(schema.auctionFollows)
      .values([
        { userUid: early.uid, auctionId: auction.id, createdAt: new Date(startsAt.getTime() - hour) },
        { userUid: late.uid, auctionId: auction.id, createdAt: new Date() },
      ]);
    expect(await sendFollowReminders(auction.id)).toBe(1);
    expect(await sendFollowReminders(null)).toBe(0);
    const sent = await notificationsOf(early.uid, "followed_auction_started");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: "Takip ettiğiniz ihale başladı",
      link: `/ihaleler/${auction.id}`,
      category: "following",
    });
    expect(await notificationsOf(late.uid, "followed_auction_started")).toEqual([]);
  });

  describe("through the job queue", () => {
    const startRunner = jobRunnerForBlock();

    it("sends the one-hour reminder from a pg-boss job planned at its moment", async () => {
      const follower = await registeredUser();
      // The one-hour moment is two minutes away (inside the planning horizon, far beyond any start-up
      // time): the start-up sweep finds nothing to send and plans a job at exactly that moment.
      const endsAt = new Date(Date.now() + hour + 120_000);
      const { auction } = await makeAuction({ endsAt });
      await getDb().insert(schema.auctionFollows).values({ userUid: follower.uid, auctionId: auction.id });
      await startRunner();
      expect(await notificationsOf(follower.uid, "auction_ending_soon")).toEqual([]);
      const moment = endsAt.getTime() - hour;
      const jobs = await getDb().execute(
        sql`SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = 'follow-due' AND singleton_key = ${`${auction.id}:${moment}`}`,
      );
      expect(jobs.rows.map((r) => new Date((r as { startAfter: string | Date }).startAfter).getTime())).toEqual([
        moment,
      ]);
      // Instead of waiting for the wall clock, the moment arrives now: the auction ends within the hour
      // and the planned job is due. Only the job (or the minute cron) can write the reminder.
      await getDb().execute(sql`UPDATE auctions SET ends_at = now() + interval '59 minutes' WHERE id = ${auction.id}`);
      await getDb().execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'follow-due' AND singleton_key = ${`${auction.id}:${moment}`}`,
      );
      const sent = await eventually(
        () => notificationsOf(follower.uid, "auction_ending_soon"),
        (rows) => rows.length > 0,
        30_000,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0].dedupeKey).toBe(`auction_ending_soon:${auction.id}:60:${follower.uid}`);
    });
  });
});
