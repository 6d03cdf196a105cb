import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUCTION_ERRORS } from "@/lib/auctions/labels";
import { getDb, schema } from "@/lib/server/db";
import { follow } from "@/lib/server/watchlist/service";
import auctionsHandler from "@/pages/api/management/auctions";
import relistHandler from "@/pages/api/management/auctions/[id]/relist";
import { auctionRow, makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const relist = serveHandler(relistHandler);
const managed = serveHandler(auctionsHandler);

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

    const response = await relist({
      method: "POST",
      token: staff.token,
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

    const follows = await getDb()
      .select()
      .from(schema.auctionFollows)
      .where(eq(schema.auctionFollows.auctionId, fresh.id));
    expect(follows.map((f) => f.userUid).sort()).toEqual([fan1.uid, fan2.uid].sort());
    for (const fan of [fan1, fan2]) {
      const notices = await getDb()
        .select()
        .from(schema.notifications)
        .where(
          and(eq(schema.notifications.userId, fan.uid), eq(schema.notifications.kind, "followed_auction_relisted")),
        );
      expect(notices.map((n) => n.link)).toEqual([`/ihaleler/${fresh.id}`]);
    }
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, "auction"), eq(schema.auditLog.targetId, String(auction.id))));
    expect(audit.map((a) => [a.action, a.staffUid])).toEqual([["auction.relist", staff.uid]]);

    // The vehicle now has an open auction: a second relist is refused.
    const again = await relist({
      method: "POST",
      token: staff.token,
      params: { id: auction.id },
      body: { startsAt: hours(1), endsAt: hours(49) },
    });
    expect(again).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.vehicleHasOpenAuction } });
  });

  it("keeps the old prices when none are given, and refuses what is not unsold", async () => {
    const { auction } = await unsoldAuction();
    const staff = await staffAccount({ roles: ["auctions:write"] });
    const kept = await relist({
      method: "POST",
      token: staff.token,
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
    const refused = await relist({
      method: "POST",
      token: staff.token,
      params: { id: running.id },
      body: { startsAt: hours(1), endsAt: hours(24) },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: AUCTION_ERRORS.notRelistable } });

    const bad = await relist({
      method: "POST",
      token: staff.token,
      params: { id: auction.id },
      body: { startsAt: hours(1), endsAt: hours(24), startingPrice: 50_000, buyNowPrice: 40_000 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ buyNowPrice: AUCTION_ERRORS.buyNowBelowStart });

    const clerk = await staffAccount({ roles: ["orders:write"] });
    expect((await relist({ method: "POST", token: clerk.token, params: { id: auction.id }, body: {} })).status).toBe(
      403,
    );
  });
});
