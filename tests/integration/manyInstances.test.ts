import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { AuctionLive } from "@/lib/auctions/types";
import { subscribeAuction } from "@/lib/server/auctions/events";
import { listenerBackendPid, stopListenHub } from "@/lib/server/live/listenHub";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, getPool, schema } from "@/lib/server/db";
import { startJobs, startJobsOnce, stopJobs, type JobRunner } from "@/lib/server/jobs";
import { updateAuction } from "@/lib/server/auctions/service";
import { auctionRow, makeAuction } from "@/tests/integration/helpers/auctions";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

/** Polls until `check` answers something truthy (the work under test runs in other connections). */
async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("timed closing from the job queue", () => {
  const runners: JobRunner[] = [];
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
  });

  it("two instances' workers close a due auction into exactly one order, with no clock in any process", async () => {
    const { auction } = await makeAuction();
    const buyer = await registeredUser({ provision: 20_000 });
    await placeBid({ auctionId: auction.id, bidderUid: buyer.uid, amount: 50_000 });
    // The end comes close only now: a bid this near the end would have moved it (soft close).
    const endsAt = new Date(Date.now() + 3_000);
    await getDb().update(schema.auctions).set({ endsAt }).where(eq(schema.auctions.id, auction.id));

    // Two instances start at once: both plan the end, the queue keeps one job, one worker runs it.
    runners.push(...(await Promise.all([startJobs(), startJobs()])));
    const closed = await eventually(async () => {
      const row = await auctionRow(auction.id);
      return row.state !== "live" && row;
    }, "the auction to close");
    expect(closed.state).toBe("sold");
    expect(closed.closedAt!.getTime()).toBeGreaterThanOrEqual(endsAt.getTime());

    const orders = await getDb().select().from(schema.orders).where(eq(schema.orders.auctionId, auction.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ buyerUid: buyer.uid, price: 50_000 });
    const { rows } = await getPool().query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'auction-due' AND data->>'auctionId' = $1 GROUP BY state`,
      [String(auction.id)],
    );
    expect(rows).toEqual([{ state: "completed", n: 1 }]);
  });
});

describe("planning when staff change an auction's times", () => {
  afterAll(async () => {
    await stopJobs();
  });

  it("a rescheduled auction ending within the cron's planning window gets its due jobs at once, not at the next minute", async () => {
    // Far away at first: the runner's start-up planning has nothing to plan for it.
    const { auction } = await makeAuction({
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    await startJobsOnce();
    const staff = await staffAccount({ isSuper: true });
    const startsAt = new Date(Date.now() + 60_000);
    const endsAt = new Date(Date.now() + 120_000);
    await updateAuction({ uid: staff.uid, email: staff.email, displayName: "", isSuper: true, roles: [] }, auction.id, {
      startsAt,
      endsAt,
      startingPrice: 50_000,
    });
    const job = await eventually(
      async () => {
        const { rows } = await getPool().query(
          `SELECT start_after FROM pgboss.job WHERE name = 'auction-due' AND data->>'auctionId' = $1`,
          [String(auction.id)],
        );
        return rows[0] as { start_after: Date } | undefined;
      },
      "the due job of the new start",
      5_000,
    );
    expect(new Date(job.start_after).getTime()).toBe(startsAt.getTime());
  });
});

describe("the LISTEN connection", () => {
  afterAll(async () => {
    await stopListenHub();
    delete process.env.DATABASE_DIRECT_URL;
    delete process.env.AUCTION_EVENTS_PING_MS;
  });

  function collect(auctionId: number) {
    const seen: AuctionLive[] = [];
    const until = (check: (live: AuctionLive) => boolean, what: string) =>
      eventually(async () => seen.find(check), what);
    return { seen, until, listener: (live: AuctionLive) => void seen.push(live), auctionId };
  }

  it("reconnects after its backend is terminated, catches up on what it missed and delivers later events", async () => {
    await stopListenHub();
    const { auction } = await makeAuction();
    const [a, b] = await Promise.all([registeredUser({ provision: 20_000 }), registeredUser({ provision: 20_000 })]);
    const watch = collect(auction.id);
    const unsubscribe = await subscribeAuction(auction.id, watch.listener);
    const pid = listenerBackendPid();
    expect(pid).toBeGreaterThan(0);

    await getPool().query("SELECT pg_terminate_backend($1)", [pid]);
    // Committed while the listener is gone: its NOTIFY reaches nobody in this process.
    await placeBid({ auctionId: auction.id, bidderUid: a.uid, amount: 50_000 });
    await watch.until((l) => l.bidCount === 1, "the missed bid after the reconnect");
    expect(listenerBackendPid()).not.toBe(pid);

    await placeBid({ auctionId: auction.id, bidderUid: b.uid, amount: 51_000 });
    await watch.until((l) => l.bidCount === 2 && l.currentPrice === 51_000, "a bid after the reconnect");
    unsubscribe();
  });

  it("notices a connection that went silent (ping) and reconnects through DATABASE_DIRECT_URL", async () => {
    await stopListenHub();
    // A TCP relay standing in for the network path to the database; freezing it drops nothing and
    // answers nothing, like a NAT entry that expired.
    const target = new URL(process.env.DATABASE_URL!);
    const sockets: net.Socket[] = [];
    let frozen: net.Socket[] = [];
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      sockets.push(client, upstream);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const direct = new URL(process.env.DATABASE_URL!);
    direct.hostname = "127.0.0.1";
    direct.port = String((relay.address() as net.AddressInfo).port);
    process.env.DATABASE_DIRECT_URL = direct.toString();
    process.env.AUCTION_EVENTS_PING_MS = "300";
    try {
      const { auction } = await makeAuction();
      const [a, b] = await Promise.all([registeredUser({ provision: 20_000 }), registeredUser({ provision: 20_000 })]);
      const watch = collect(auction.id);
      const unsubscribe = await subscribeAuction(auction.id, watch.listener);
      const pid = listenerBackendPid();
      const { rows } = await getPool().query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'LISTEN%' OR pid = $1 AND query = 'SELECT 1'",
        [pid],
      );
      expect(rows[0].n).toBe(1);
      expect(sockets.length).toBe(2);

      frozen = sockets.splice(0);
      for (const socket of frozen) socket.pause();
      await placeBid({ auctionId: auction.id, bidderUid: a.uid, amount: 50_000 });
      await watch.until((l) => l.bidCount === 1, "the bid made while the connection was silent");
      expect(listenerBackendPid()).not.toBe(pid);
      expect(sockets.length).toBe(2);

      await placeBid({ auctionId: auction.id, bidderUid: b.uid, amount: 51_000 });
      await watch.until((l) => l.bidCount === 2, "a bid after the reconnect");
      unsubscribe();
    } finally {
      await stopListenHub();
      for (const socket of [...frozen, ...sockets]) socket.destroy();
      relay.close();
    }
  });
});
