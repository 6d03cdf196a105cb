/**
 * `npm run bench:bids`: a production build on embedded PostgreSQL and the Auth emulator; 200
 * registered users with provision bid on one auction at once for a fixed time. Prints accepted
 * bids/s, p50/p99 latency (target: p99 ≤ 3 × p50) and the invariant check, then the req/s of GET
 * /api/health (a SELECT 1 through the same stack) at the same concurrency, and the ratio (target ≥ 0.9),
 * with the CPU time the server and PostgreSQL spent per answer (steadier than req/s on a shared machine),
 * and the notifications the bids wrote. Options: --no-build, BENCH_SECONDS.
 */
import { bidInvariants, notificationSummary, seedBidders, type User } from "@/scripts/bench/bidSetup";
import { cpuMs, fmt, load, loadAverage, postgresCpuMs, startBench, type LoadResult } from "@/scripts/bench/common";

const BIDDERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const START_PRICE = 10_000;
const STEP = 100;

async function main() {
  const users: User[] = [];
  let auctionId = 0;
  const bench = await startBench(async (env) => {
    const seeded = await seedBidders(env, BIDDERS, { startPrice: START_PRICE, step: STEP });
    users.push(...seeded.users);
    auctionId = seeded.auctionIds[0];
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
    // Every bidder bids during the warm-up, so the measured run is the steady state: each one's token
    // verified once (then cached for a minute, lib/server/auth.ts) like a signed-in bidder's.
    console.log("warming up …");
    await load({ baseUrl: bench.baseUrl, concurrency: BIDDERS, seconds: 3, make: nextBid });
    await load({ baseUrl: bench.baseUrl, concurrency: 10, seconds: 2, make: () => ({ path: "/api/health" }) });

    // CPU per answer of the server and of PostgreSQL over one load run.
    const measured = async (run: () => Promise<LoadResult>) => {
      const server = cpuMs(bench.serverPid);
      const db = postgresCpuMs(bench.dataDir);
      const result = await run();
      const perAnswer = (before: number | undefined, after: number | undefined) =>
        before !== undefined && after !== undefined && result.requests ? (after - before) / result.requests : undefined;
      return {
        ...result,
        serverCpu: perAnswer(server, cpuMs(bench.serverPid)),
        dbCpu: perAnswer(db, postgresCpuMs(bench.dataDir)),
      };
    };
    const cpu = (r: { serverCpu?: number; dbCpu?: number }) =>
      r.serverCpu === undefined
        ? ""
        : `   CPU/answer server ${fmt(r.serverCpu, 2)} ms, PostgreSQL ${fmt(r.dbCpu ?? 0, 2)} ms`;

    console.log(`bidding: ${BIDDERS} concurrent bidders for ${SECONDS} s …`);
    const bids = await measured(() =>
      load({ baseUrl: bench.baseUrl, concurrency: BIDDERS, seconds: SECONDS, make: nextBid }),
    );
    console.log(`health: ${BIDDERS} concurrent clients for ${SECONDS} s …`);
    const health = await measured(() =>
      load({ baseUrl: bench.baseUrl, concurrency: BIDDERS, seconds: SECONDS, make: () => ({ path: "/api/health" }) }),
    );

    Object.assign(process.env, bench.env);
    // Warm-up bids were accepted too; compare everything stored with everything answered 200.
    const { checks, leader: final, storedBids: acceptedTotal } = await bidInvariants(auctionId, bids.statuses);
    const leader = { current_price: final.price, bid_count: final.bidCount };
    // Written in the bid batch's own statement (outbid, maximum reached), e-mailed after commit by the app's worker.
    const notices = await notificationSummary(auctionId);
    const ratio = bids.okRps / health.rps;
    console.log("\n== bench:bids ==");
    const tail = bids.p99 / bids.p50;
    console.log(`load average        ${loadAverage()}`);
    console.log(
      `accepted bids/s     ${fmt(bids.okRps)}   (${bids.ok} accepted of ${bids.requests} in ${fmt(bids.seconds)} s; statuses ${JSON.stringify(bids.statuses)})${cpu(bids)}`,
    );
    console.log(
      `bid latency         p50 ${fmt(bids.p50)} ms   p99 ${fmt(bids.p99)} ms   p99/p50 ${fmt(tail, 2)}   ${tail <= 3 ? "OK  " : "FAIL"} p99 ≤ 3 × p50`,
    );
    console.log(
      `GET /api/health     ${fmt(health.rps)} req/s   p50 ${fmt(health.p50)} ms   p99 ${fmt(health.p99)} ms   (statuses ${JSON.stringify(health.statuses)})${cpu(health)}`,
    );
    console.log(`ratio               ${fmt(ratio, 2)}   ${ratio >= 0.9 ? "OK  " : "LOW "} target ≥ 0.9 (issue 15)`);
    console.log(
      `final price         ${Number(leader.current_price).toLocaleString("tr-TR")} TL, ${leader.bid_count} visible bids, ${acceptedTotal} stored bids incl. warm-up`,
    );
    console.log(
      `notifications       ${notices.total} written (${JSON.stringify(notices.byKind)}); e-mail ${JSON.stringify(notices.email)}`,
    );
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
