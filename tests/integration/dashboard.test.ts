import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rangeWindow } from "@/lib/server/dashboard/service";
import { getDb } from "@/lib/server/db";
import dashboardHandler from "@/pages/api/management/dashboard";
import mineHandler from "@/pages/api/me/withdrawals";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const dashboard = serveHandler(dashboardHandler);
const mine = serveHandler(mineHandler);

/** Test files run one after the other on one database: the figures are compared before and after seeding. */
describe("management dashboard", () => {
  it("counts the seeded rows in the range (Istanbul days) and leaves out what the range does not hold", async () => {
    const boss = await staffAccount({ isSuper: true });
    const read = async (range = "7d") => {
      const answer = await dashboard({ token: boss.token, query: { range } });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const before = await read();
    const beforeToday = await read("today");

    const buyer = await registeredUser({ provision: 100_000 });
    const live = await makeAuction({ startingPrice: 20_000 });
    await makeAuction({ startsAt: new Date(Date.now() + 3_600_000), endsAt: new Date(Date.now() + 7_200_000) });
    const sold = await makeAuction({ startingPrice: 30_000 });
    const unsold = await makeAuction({ startingPrice: 30_000 });
    const db = getDb();
    await db.execute(
      sql`UPDATE auctions SET state = 'sold', starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour', closed_at = now() - interval '1 hour', leader_uid = ${buyer.uid}, leader_max = current_price WHERE id = ${sold.auction.id}`,
    );
    await db.execute(
      sql`UPDATE auctions SET state = 'unsold', starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour', closed_at = now() - interval '1 hour' WHERE id = ${unsold.auction.id}`,
    );
    // Bids: two today, one three days ago (in 7d, not in today), one 40 days ago (in neither), a raise (never counted).
    await db.execute(sql`
      INSERT INTO bids (auction_id, bidder_uid, amount, kind, created_at) VALUES
        (${live.auction.id}, ${buyer.uid}, 20000, 'bid', now()),
        (${live.auction.id}, ${buyer.uid}, 21000, 'auto', now()),
        (${live.auction.id}, ${buyer.uid}, 22000, 'raise', now()),
        (${live.auction.id}, ${buyer.uid}, 23000, 'bid', now() - interval '3 days'),
        (${live.auction.id}, ${buyer.uid}, 24000, 'bid', now() - interval '40 days')`);
    // Orders: paid (GMV + commission), awaiting (GMV only), cancelled (neither).
    const [{ vehicle_id }] = (
      await db.execute<{ vehicle_id: number }>(sql`SELECT vehicle_id FROM auctions WHERE id = ${sold.auction.id}`)
    ).rows;
    await db.execute(sql`
      INSERT INTO orders (auction_id, vehicle_id, buyer_uid, price, commission, status, payment_due_at) VALUES
        (${sold.auction.id}, ${vehicle_id}, ${buyer.uid}, 30000, 1500, 'paid', now() + interval '3 days'),
        (${live.auction.id}, ${vehicle_id}, ${buyer.uid}, 10000, 700, 'awaiting_payment', now() + interval '3 days')`);
    const cancelled = await makeAuction();
    await db.execute(
      sql`INSERT INTO orders (auction_id, vehicle_id, buyer_uid, price, commission, status, payment_due_at) VALUES (${cancelled.auction.id}, ${cancelled.vehicle.id}, ${buyer.uid}, 99000, 3000, 'cancelled', now())`,
    );
    await mine.post(buyer.token, { body: { amount: 5_000, iban: testIban() } });

    const after = await read();
    const afterToday = await read("today");
    expect(after.auctions.live - before.auctions.live).toBe(1 + 1); // the live one and the cancelled-order fixture
    expect(after.auctions.upcoming - before.auctions.upcoming).toBe(1);
    expect(after.auctions.bids - before.auctions.bids).toBe(3);
    expect(afterToday.auctions.bids - beforeToday.auctions.bids).toBe(2);
    expect(after.auctions.sold - before.auctions.sold).toBe(1);
    expect(after.auctions.unsold - before.auctions.unsold).toBe(1);
    expect(after.sales.gmv - before.sales.gmv).toBe(40_000);
    expect(after.sales.commission - before.sales.commission).toBe(1_500);
    expect(after.sales.ordersByStatus.cancelled - before.sales.ordersByStatus.cancelled).toBe(1);
    expect(after.sales.ordersByStatus.awaiting_payment - before.sales.ordersByStatus.awaiting_payment).toBe(1);
    expect(after.users.newUsers - before.users.newUsers).toBe(1);
    expect(after.provision.pendingWithdrawals - before.provision.pendingWithdrawals).toBe(1);
    expect(after.provision.pendingWithdrawalAmount - before.provision.pendingWithdrawalAmount).toBe(5_000);

    // Charts: one point per Istanbul day of the window, oldest first, today last.
    const window = rangeWindow("7d");
    expect(after.auctions.bidsPerDay).toHaveLength(7);
    expect(after.auctions.bidsPerDay[0].day).toBe(window.from);
    expect(after.auctions.bidsPerDay[6].day).toBe(window.to);
    expect(after.auctions.bidsPerDay[6].value - before.auctions.bidsPerDay[6].value).toBe(2);
    expect(after.sales.gmvPerDay[6].value - before.sales.gmvPerDay[6].value).toBe(40_000);
    // "today" still charts a week.
    expect(afterToday.auctions.bidsPerDay).toHaveLength(7);
    expect(afterToday).toMatchObject({ range: "today", from: window.to, to: window.to });
  });

  it("sends each part only to staff whose permissions cover it", async () => {
    const user = await registeredUser();
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const orders = await staffAccount({ roles: ["orders:write"] });
    const none = await staffAccount({ roles: [] });
    const superStaff = await staffAccount({ isSuper: true });

    expect((await dashboard({ token: null })).status).toBe(401);
    expect((await dashboard({ token: user.token })).status).toBe(403);
    const bare = await dashboard({ token: none.token });
    expect(bare.status).toBe(200);
    expect(Object.keys(bare.body).sort()).toEqual(["from", "range", "to"]);
    const fin = await dashboard({ token: finance.token, query: { range: "30d" } });
    expect(Object.keys(fin.body).sort()).toEqual(["from", "provision", "range", "to"]);
    expect(Object.keys((await dashboard({ token: orders.token })).body).sort()).toEqual([
      "from",
      "range",
      "sales",
      "to",
      // The title transfer's late steps (PRODUCT §7.2) belong to orders:write.
      "transfers",
    ]);
    const all = await dashboard({ token: superStaff.token });
    expect(Object.keys(all.body).sort()).toEqual([
      "auctions",
      "from",
      "messages",
      "provision",
      "range",
      "sales",
      "sellRequests",
      "to",
      "transfers",
      "transportRequests",
      "users",
    ]);
    expect(fin.body.from).toBe(rangeWindow("30d").from);

    const bad = await dashboard({ token: superStaff.token, query: { range: "1y" } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.range).toMatch(/bugün, 7 gün veya 30 gün/);
  });
});
