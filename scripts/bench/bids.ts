/**
 * `npm run bench:bids`: a production build on embedded PostgreSQL and the Auth emulator; 200
 * registered users with provision bid on one auction at once for a fixed time. Prints accepted
 * bids/s, p50/p99 latency and the invariant check, then the req/s of GET /api/health (a SELECT 1
 * through the same stack) at the same concurrency, and the ratio. Options: --no-build, BENCH_SECONDS.
 */
import { sql } from "drizzle-orm";
import { fmt, load, startBench } from "./common";

const BIDDERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const START_PRICE = 10_000;
const STEP = 100;

type User = { uid: string; token: string };

async function signUp(emulatorHost: string, i: number): Promise<User> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `bench-${i}-${Date.now()}@bench.motoborsa.test`, password: "Bench12345!", returnSecureToken: true }),
  });
  const data = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`signUp failed: ${JSON.stringify(data)}`);
  return { uid: data.localId, token: data.idToken };
}

async function main() {
  const users: User[] = [];
  let auctionId = 0;
  const bench = await startBench(async (env) => {
    const { getDb, schema, closeDb } = await import("../../lib/server/db");
    const { applyLedgerMove } = await import("../../lib/server/deposits/ledger");
    for (let i = 0; i < BIDDERS; i += 20) users.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => signUp(env.FIREBASE_AUTH_EMULATOR_HOST, i + j)))));
    const db = getDb();
    await db.transaction(async (tx) => {
      for (const [i, u] of users.entries()) {
        await tx.insert(schema.users).values({ uid: u.uid, email: `bench-${i}@bench.motoborsa.test`, name: `Teklifçi${i}`, lastName: "Bench", phone: "5550000000", city: "Ankara", kvkkAcceptedAt: new Date(), membershipAcceptedAt: new Date() });
        await applyLedgerMove(tx, { uid: u.uid, kind: "deposit", amount: 100_000, refType: "bench", refId: "seed" });
      }
      const [vehicle] = await tx.insert(schema.vehicles).values({ brand: "Yamaha", model: "MT-09", year: 2023, km: 5_000, engineCc: 890, city: "İstanbul", plate: "34BNC001" }).returning();
      const [auction] = await tx
        .insert(schema.auctions)
        .values({ vehicleId: vehicle.id, state: "live", startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000), startingPrice: START_PRICE, currentPrice: START_PRICE, increment: STEP })
        .returning();
      auctionId = auction.id;
    });
    await closeDb();
  });

  try {
    // Each bid is one step above the last one sent, so most win the lead and the run measures the
    // full path (outbid release + new block), not cheap refusals. Bids that queue behind one batch
    // are decided lowest first; those still refused were sent below a price already committed.
    let counter = 0;
    const nextBid = (worker: number) => ({
      method: "POST" as const,
      path: `/api/auctions/${auctionId}/bids`,
      headers: { Authorization: `Bearer ${users[worker % users.length].token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ amount: START_PRICE + ++counter * STEP }),
    });
    console.log("warming up …");
    await load({ baseUrl: bench.baseUrl, concurrency: 10, seconds: 3, make: nextBid });
    await load({ baseUrl: bench.baseUrl, concurrency: 10, seconds: 2, make: () => ({ path: "/api/health" }) });

    console.log(`bidding: ${BIDDERS} concurrent bidders for ${SECONDS} s …`);
    const bids = await load({ baseUrl: bench.baseUrl, concurrency: BIDDERS, seconds: SECONDS, make: nextBid });
    console.log(`health: ${BIDDERS} concurrent clients for ${SECONDS} s …`);
    const health = await load({ baseUrl: bench.baseUrl, concurrency: BIDDERS, seconds: SECONDS, make: () => ({ path: "/api/health" }) });

    Object.assign(process.env, bench.env);
    const { getDb, closeDb } = await import("../../lib/server/db");
    const db = getDb();
    const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
    const leader = await one<{ leader_uid: string; current_price: string; bid_count: number }>(sql`SELECT leader_uid, current_price, bid_count FROM auctions WHERE id = ${auctionId}`);
    const blocks = await one<{ n: string; uid: string | null }>(sql`SELECT count(*) AS n, min(uid) AS uid FROM deposit_blocks WHERE auction_id = ${auctionId} AND state = 'active'`);
    const books = await one<{ bad: string }>(sql`
      SELECT count(*) AS bad FROM users u
      WHERE u.provision_blocked <> coalesce((SELECT sum(amount) FROM deposit_blocks b WHERE b.uid = u.uid AND b.state = 'active'), 0)
         OR u.provision_blocked <> coalesce((SELECT sum(CASE kind WHEN 'block' THEN amount WHEN 'release' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END) FROM provision_entries e WHERE e.uid = u.uid), 0)
         OR u.provision_total - u.provision_blocked < 0`);
    const falls = await one<{ n: string }>(sql`
      SELECT count(*) AS n FROM (SELECT amount, lag(amount) OVER (ORDER BY id) AS prev FROM bids WHERE auction_id = ${auctionId} AND kind <> 'raise') s WHERE amount < prev`);
    const typed = await one<{ n: string }>(sql`SELECT count(*) AS n FROM bids WHERE auction_id = ${auctionId} AND kind <> 'auto'`);
    await closeDb();

    // Warm-up bids were accepted too; compare everything stored with everything answered 200.
    const acceptedTotal = Number(typed.n);
    const checks = {
      "exactly one leader holding the only active block": Number(blocks.n) === 1 && blocks.uid === leader.leader_uid,
      "price never decreased": Number(falls.n) === 0,
      "every user's blocked = Σ active blocks = ledger, available ≥ 0": Number(books.bad) === 0,
      "no 5xx answers": !Object.keys(bids.statuses).some((s) => Number(s) >= 500 || Number(s) === 0),
    };
    const ratio = bids.okRps / health.rps;
    console.log("\n== bench:bids ==");
    console.log(`accepted bids/s     ${fmt(bids.okRps)}   (${bids.ok} accepted of ${bids.requests} in ${fmt(bids.seconds)} s; statuses ${JSON.stringify(bids.statuses)})`);
    console.log(`bid latency         p50 ${fmt(bids.p50)} ms   p99 ${fmt(bids.p99)} ms`);
    console.log(`GET /api/health     ${fmt(health.rps)} req/s   p50 ${fmt(health.p50)} ms   p99 ${fmt(health.p99)} ms   (statuses ${JSON.stringify(health.statuses)})`);
    console.log(`ratio               ${fmt(ratio, 2)}   (target ≥ 0.5)`);
    console.log(`final price         ${Number(leader.current_price).toLocaleString("tr-TR")} TL, ${leader.bid_count} visible bids, ${acceptedTotal} stored bids incl. warm-up`);
    for (const [name, ok] of Object.entries(checks)) console.log(`invariant           ${ok ? "OK  " : "FAIL"} ${name}`);
    process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
  } finally {
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
