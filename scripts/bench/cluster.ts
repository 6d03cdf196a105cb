/**
 * `npm run bench:cluster`: two instances of one production build (`next start` on two ports) on
 * one embedded PostgreSQL and one Auth emulator, nothing in front of them. Bids sent to both settle
 * with the bench:bids invariants; an SSE client on each instance receives every bid; an auction
 * closes into exactly one order (from the job queue, no page read involved); a photo uploaded
 * through one instance is served by the other. Prints bids/s on one instance vs across two.
 * Options: --no-build (reuse NEXT_DIST_DIR, default .next-bench), BENCH_SECONDS, BENCH_BIDDERS.
 */
import sharp from "sharp";
import type { AuctionLive } from "@/lib/auctions/types";
import { bidInvariants, seedBidders, type User } from "@/scripts/bench/bidSetup";
import { fmt, load, startCluster, type LoadResult } from "@/scripts/bench/common";

const START_PRICE = 10_000;
const STEP = 100;
/** Bids sent one at a time, each waited for on both instances' streams. */
const SEQUENTIAL_BIDS = 10;

export type ClusterReport = {
  one: LoadResult & { checks: Record<string, boolean> };
  two: LoadResult & { checks: Record<string, boolean>; perInstance: number[] };
  sse: { sequentialSeen: number[]; loadDeliveries: number[]; finalVersionSeen: boolean[]; finalVersion: number };
  closing: {
    state: string;
    orders: number;
    dueJobsCompleted: number;
    secondsAfterEnd: number;
    seenByStreams: boolean[];
  };
  photo: { uploadStatus: number; servedByOther: number; sameBytes: boolean; imageByOther: number };
  sigterm: { streamEnded: boolean; exit: string; ms: number; otherStillServes: number };
};

/** A Server-Sent Events reader over fetch that keeps every auction event it receives. */
function watch(baseUrl: string, auctionId: number) {
  const events: AuctionLive[] = [];
  const controller = new AbortController();
  const waiters = new Set<() => void>();
  const ready = (async () => {
    const response = await fetch(`${baseUrl}/api/auctions/${auctionId}/events`, { signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
    return response.body.getReader();
  })();
  let ended = false;
  const pump = (async () => {
    const reader = await ready;
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data:"));
        if (data && block.includes("event: auction")) events.push(JSON.parse(data.slice(5)) as AuctionLive);
      }
      for (const wake of [...waiters]) wake();
    }
  })();
  return {
    events,
    ready,
    /** Resolves true when the server ends the stream (not when we abort it). */
    ended: pump.then(() => ended),
    /** Resolves once an event satisfies `check`; rejects after `timeoutMs`. */
    until(check: (live: AuctionLive) => boolean, what: string, timeoutMs = 30_000): Promise<AuctionLive> {
      return new Promise((resolve, reject) => {
        const test = () => {
          const found = events.find(check);
          if (!found) return false;
          waiters.delete(test);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(test);
          reject(new Error(`${baseUrl}: no event for ${what}`));
        }, timeoutMs);
        if (!test()) waiters.add(test);
      });
    },
    close: async () => {
      controller.abort();
      await pump.catch(() => undefined);
    },
  };
}

export async function runCluster(opts: {
  seconds: number;
  bidders: number;
  concurrency: number;
  quiet?: boolean;
  log?: (line: string) => void;
}): Promise<ClusterReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  let users: User[] = [];
  let auctionIds: number[] = [];
  const cluster = await startCluster(
    2,
    async (env) => {
      ({ users, auctionIds } = await seedBidders(env, opts.bidders, {
        auctions: 4,
        startPrice: START_PRICE,
        step: STEP,
      }));
    },
    { quiet: opts.quiet },
  );
  const [a, b] = cluster.baseUrls;
  const [oneAuction, twoAuction, sseAuction, closingAuction] = auctionIds;
  const streams: Array<ReturnType<typeof watch>> = [];
  try {
    const { getDb, schema, closeDb } = await import("@/lib/server/db");
    const { eq } = await import("drizzle-orm");
    const bidRequest = (auctionId: number, user: User, amount: number) => ({
      method: "POST" as const,
      path: `/api/auctions/${auctionId}/bids`,
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ amount }),
    });
    const post = async (baseUrl: string, req: ReturnType<typeof bidRequest>) => {
      const res = await fetch(`${baseUrl}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
      return { status: res.status, body: await res.text() };
    };

    // The auction that will close: a leader now, while its end is far (a bid near the end would
    // move it), then its end brought to 20 s from now, as if the time had passed.
    const closingBid = await post(a, bidRequest(closingAuction, users[0], START_PRICE));
    if (closingBid.status !== 200) throw new Error(`closing auction bid: ${closingBid.status} ${closingBid.body}`);
    const closingEndsAt = new Date(Date.now() + 20_000);
    await getDb().update(schema.auctions).set({ endsAt: closingEndsAt }).where(eq(schema.auctions.id, closingAuction));
    await closeDb();
    const closingStreams = [watch(a, closingAuction), watch(b, closingAuction)];
    streams.push(...closingStreams);

    // Every bid on both streams: one at a time, alternating instances, each waited for on both.
    log(`sse: ${SEQUENTIAL_BIDS} bids alternating between the instances, each awaited on a stream of each …`);
    const sseStreams = [watch(a, sseAuction), watch(b, sseAuction)];
    streams.push(...sseStreams);
    await Promise.all(sseStreams.map((s) => s.ready));
    for (let k = 1; k <= SEQUENTIAL_BIDS; k++) {
      const sent = await post(k % 2 ? a : b, bidRequest(sseAuction, users[k % users.length], START_PRICE + k * STEP));
      if (sent.status !== 200) throw new Error(`sequential bid ${k}: ${sent.status} ${sent.body}`);
      await Promise.all(sseStreams.map((s) => s.until((l) => l.bidCount === k, `bid ${k}`)));
    }
    const sequentialSeen = sseStreams.map((s) => new Set(s.events.map((e) => e.bidCount).filter((n) => n > 0)).size);

    const phase = async (auctionId: number, targets: string[]) => {
      let counter = 0;
      const perInstance = targets.map(() => 0);
      const result = await load({
        baseUrl: "",
        concurrency: opts.concurrency,
        seconds: opts.seconds,
        make: (worker) => {
          const target = worker % targets.length;
          const req = bidRequest(auctionId, users[worker % users.length], START_PRICE + ++counter * STEP);
          return { ...req, path: `${targets[target]}${req.path}` };
        },
        onResponse: (worker, status) => {
          if (status === 200) perInstance[worker % targets.length]++;
        },
      });
      return { ...result, perInstance };
    };

    log("warming up …");
    await load({ baseUrl: "", concurrency: 10, seconds: 2, make: (w) => ({ path: `${w % 2 ? a : b}/api/health` }) });

    log(`one instance: ${opts.concurrency} concurrent bidders for ${opts.seconds} s …`);
    const one = await phase(oneAuction, [a]);
    Object.assign(process.env, cluster.env);
    const oneChecks = (await bidInvariants(oneAuction, one.statuses)).checks;

    log(
      `two instances: ${opts.concurrency} concurrent bidders split over both for ${opts.seconds} s, a stream on each …`,
    );
    const loadStreams = [watch(a, twoAuction), watch(b, twoAuction)];
    streams.push(...loadStreams);
    await Promise.all(loadStreams.map((s) => s.ready));
    const two = await phase(twoAuction, [a, b]);
    const twoResult = await bidInvariants(twoAuction, two.statuses);
    const finalVersion = twoResult.leader.version;
    const finalVersionSeen = await Promise.all(
      loadStreams.map((s) =>
        s
          .until((l) => l.version === finalVersion, "the final state")
          .then(
            () => true,
            () => false,
          ),
      ),
    );

    log("closing: waiting for the job queue to close the auction (no page reads) …");
    const closedSeen = await Promise.all(
      closingStreams.map((s) =>
        s
          .until((l) => l.result !== null, "the close", 120_000)
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    const { getPool: pool } = await import("@/lib/server/db");
    const closingRow = (await pool().query("SELECT state, closed_at FROM auctions WHERE id = $1", [closingAuction]))
      .rows[0] as { state: string; closed_at: Date | null };
    const orders = Number(
      (await pool().query("SELECT count(*) FROM orders WHERE auction_id = $1", [closingAuction])).rows[0].count,
    );
    const dueJobsCompleted = Number(
      (
        await pool().query(
          "SELECT count(*) FROM pgboss.job WHERE name = 'auction-due' AND state = 'completed' AND data->>'auctionId' = $1",
          [String(closingAuction)],
        )
      ).rows[0].count,
    );
    await closeDb();

    log("photo: upload through one instance, read through the other …");
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#f97316" } })
      .png()
      .toBuffer();
    const upload = await fetch(`${a}/api/me/uploads`, {
      method: "POST",
      headers: { Authorization: `Bearer ${users[1].token}`, "Content-Type": "image/png" },
      body: new Uint8Array(png),
    });
    const { url } = (await upload.json()) as { url: string };
    const fromA = Buffer.from(await (await fetch(`${a}${url}`)).arrayBuffer());
    const servedB = await fetch(`${b}${url}`);
    const fromB = Buffer.from(await servedB.arrayBuffer());
    const image = await fetch(`${b}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    await image.arrayBuffer();

    log("SIGTERM: stopping one instance with a stream open on it …");
    const doomed = watch(b, sseAuction);
    streams.push(doomed);
    await doomed.until((l) => l.bidCount === SEQUENTIAL_BIDS, "the stream before SIGTERM");
    const server = cluster.servers[1];
    const t0 = performance.now();
    const exited = new Promise<string>((resolve) =>
      server.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
    );
    server.kill("SIGTERM");
    const timeout = <T>(p: Promise<T>, ms: number, fallback: T) =>
      Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), ms))]);
    const streamEnded = await timeout(doomed.ended, 15_000, false);
    const exit = await timeout(exited, 20_000, "still running after 20 s");
    const sigterm = {
      streamEnded,
      exit,
      ms: performance.now() - t0,
      otherStillServes: (await fetch(`${a}/api/health`)).status,
    };

    return {
      sigterm,
      one: { ...one, checks: oneChecks },
      two: { ...two, checks: twoResult.checks },
      sse: { sequentialSeen, loadDeliveries: loadStreams.map((s) => s.events.length), finalVersionSeen, finalVersion },
      closing: {
        state: closingRow.state,
        orders,
        dueJobsCompleted,
        secondsAfterEnd: closingRow.closed_at
          ? (new Date(closingRow.closed_at).getTime() - closingEndsAt.getTime()) / 1000
          : NaN,
        seenByStreams: closedSeen,
      },
      photo: {
        uploadStatus: upload.status,
        servedByOther: servedB.status,
        sameBytes: fromA.length > 0 && fromA.equals(fromB),
        imageByOther: image.status,
      },
    };
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await cluster.stop();
  }
}

export function clusterChecks(r: ClusterReport): Record<string, boolean> {
  return {
    ...Object.fromEntries(Object.entries(r.one.checks).map(([k, v]) => [`one instance: ${k}`, v])),
    ...Object.fromEntries(Object.entries(r.two.checks).map(([k, v]) => [`two instances: ${k}`, v])),
    "two instances: both accepted bids": r.two.perInstance.every((n) => n > 0),
    [`sse: the stream on each instance saw all ${SEQUENTIAL_BIDS} sequential bids`]: r.sse.sequentialSeen.every(
      (n) => n === SEQUENTIAL_BIDS,
    ),
    "sse: the stream on each instance reached the final state under load": r.sse.finalVersionSeen.every(Boolean),
    "closing: sold into exactly one order": r.closing.state === "sold" && r.closing.orders === 1,
    // Nothing in this run reads the auction's page or list (streams do not settle), so the close came
    // from the job queue: its due job, or the minute sweep when the end fell before the job was planned.
    "closing: from the job queue, at most one due job": r.closing.dueJobsCompleted <= 1,
    "closing: both instances' streams saw it": r.closing.seenByStreams.every(Boolean),
    "photo: uploaded on one, served by the other (same bytes, next/image too)":
      r.photo.uploadStatus === 201 &&
      r.photo.servedByOther === 200 &&
      r.photo.sameBytes &&
      r.photo.imageByOther === 200,
    // next start exits 143 after SIGTERM once every request has ended; an open stream kept it waiting.
    "SIGTERM: the instance ended its stream and exited by itself; the other still serves":
      r.sigterm.streamEnded && r.sigterm.exit === "code 143" && r.sigterm.otherStillServes === 200,
  };
}

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const bidders = Number(process.env.BENCH_BIDDERS ?? 100);
  const r = await runCluster({ seconds, bidders, concurrency: bidders });
  const checks = clusterChecks(r);
  console.log("\n== bench:cluster ==");
  console.log(
    `one instance        ${fmt(r.one.okRps)} accepted bids/s   p50 ${fmt(r.one.p50)} ms   p99 ${fmt(r.one.p99)} ms   (statuses ${JSON.stringify(r.one.statuses)})`,
  );
  console.log(
    `two instances       ${fmt(r.two.okRps)} accepted bids/s   p50 ${fmt(r.two.p50)} ms   p99 ${fmt(r.two.p99)} ms   (per instance ${r.two.perInstance.join(" + ")}; statuses ${JSON.stringify(r.two.statuses)})`,
  );
  console.log(
    `two / one           ${fmt(r.two.okRps / r.one.okRps, 2)}   (one machine, 2 cores: both instances share the same CPUs and database)`,
  );
  console.log(
    `SSE deliveries      sequential ${r.sse.sequentialSeen.join(" / ")} of ${SEQUENTIAL_BIDS} per instance; under load ${r.sse.loadDeliveries.join(" / ")} events, final version ${r.sse.finalVersion} seen: ${r.sse.finalVersionSeen.join(" / ")}`,
  );
  console.log(
    `closing             ${r.closing.state}, ${r.closing.orders} order, by ${r.closing.dueJobsCompleted ? "its due job" : "the minute sweep job"}, ${fmt(r.closing.secondsAfterEnd)} s after its end`,
  );
  console.log(
    `SIGTERM             stream ended ${r.sigterm.streamEnded}, instance exited (${r.sigterm.exit}) in ${fmt(r.sigterm.ms / 1000)} s, other instance /api/health ${r.sigterm.otherStillServes}`,
  );
  console.log(
    `photo               upload ${r.photo.uploadStatus}, other instance ${r.photo.servedByOther}, same bytes ${r.photo.sameBytes}, /_next/image ${r.photo.imageByOther}`,
  );
  for (const [name, ok] of Object.entries(checks)) console.log(`check               ${ok ? "OK  " : "FAIL"} ${name}`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
}

if (process.argv[1]?.endsWith("cluster.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
