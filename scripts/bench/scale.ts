/**
 * `npm run bench:scale`: a successful year (scaleData.ts: 100 000 users, 20 000 auctions, 2 000 000
 * bids, 5 000 000 ledger rows, 10 000 000 notifications, 50 000 orders and their audit rows at
 * BENCH_SCALE=1) loaded inside the embedded PostgreSQL of a throwaway data folder, then a
 * production server on it. For every screen it prints p50/p99 at 1 and at 16 clients
 * (BENCH_SECONDS each), for every CSV export rows/s and the server's memory growth (peak RSS minus
 * RSS before), and EXPLAIN (ANALYZE, BUFFERS) of the slowest SQL statement behind each screen
 * (the screen's API handler run in this process with every statement timed).
 * Targets: p99 ≤ 300 ms at 1 client; exports ≥ 50 000 rows/s with ≤ 50 MB growth.
 * Options: BENCH_SCALE (default 1; 0.01 for a quick run), BENCH_SECONDS (default 5), --no-build,
 * --no-explain, BENCH_ONLY=<comma-separated screen names>.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiHandler, NextApiRequest, NextApiResponse } from "next";
import { Client } from "pg";
import { fmt, load, loadAverage, startBench } from "@/scripts/bench/common";
import { signUp, type User } from "@/scripts/bench/bidSetup";
import { loadYear, sizesFor, type ScaleSizes } from "@/scripts/bench/scaleData";

// Request logs of the server and of the in-process EXPLAIN pass would bury the tables.
process.env.LOG_LEVEL ??= "warn";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const P99_TARGET_MS = 300;
const EXPORT_ROWS_PER_S = 50_000;
const EXPORT_GROWTH_MB = 50;
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);

type Who = "none" | "user" | "staff";
/** A screen: the URL the browser loads, and the API (module + query) whose SQL the EXPLAIN pass times. */
type Screen = {
  name: string;
  who: Who;
  path: (i: number) => string;
  api?: { module: string; query: Record<string, string> };
};

const yearRange = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 366 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

function screens(): Screen[] {
  const { to } = yearRange();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const all: Screen[] = [
    { name: "/ihaleler", who: "none", path: () => "/ihaleler", api: { module: "auctions/index", query: {} } },
    {
      name: "/ihaleler filtered (every request another kmMax)",
      who: "none",
      path: (i) => `/ihaleler?brand=Honda&sort=price_asc&kmMax=${20_000 + (i % 2000) * 30}`,
      api: { module: "auctions/index", query: { brand: "Honda", sort: "price_asc", kmMax: "50000" } },
    },
    {
      name: "/ihaleler/1 (500 bids)",
      who: "none",
      path: () => "/ihaleler/1",
      api: { module: "auctions/[id]/index", query: { id: "1" } },
    },
    { name: "/profil (page)", who: "none", path: () => "/profil" },
    { name: "/api/me/current", who: "user", path: () => "/api/me/current", api: { module: "me/current", query: {} } },
    {
      name: "/api/me/bids (2 000 bids)",
      who: "user",
      path: () => "/api/me/bids",
      api: { module: "me/bids", query: {} },
    },
    { name: "/api/me/wins", who: "user", path: () => "/api/me/wins", api: { module: "me/wins", query: {} } },
    { name: "/api/me/orders", who: "user", path: () => "/api/me/orders", api: { module: "me/orders", query: {} } },
    {
      name: "notifications list",
      who: "user",
      path: () => "/api/me/notifications?page=1&pageSize=20",
      api: { module: "me/notifications/index", query: { page: "1", pageSize: "20" } },
    },
    {
      name: "notifications unread (count)",
      who: "user",
      path: () => "/api/me/notifications?unread=1&page=1&pageSize=1",
      api: { module: "me/notifications/index", query: { unread: "1", page: "1", pageSize: "1" } },
    },
    {
      name: "dashboard 30 days",
      who: "staff",
      path: () => "/api/management/dashboard?range=30d",
      api: { module: "management/dashboard", query: { range: "30d" } },
    },
    {
      name: "user search (name)",
      who: "staff",
      path: () => "/api/management/users?q=y%C4%B1lmaz&page=1&pageSize=20",
      api: { module: "management/users/index", query: { q: "yılmaz", page: "1", pageSize: "20" } },
    },
    {
      name: "user search (e-mail)",
      who: "staff",
      path: (i) => `/api/management/users?q=kullanici${1000 + (i % 5000)}%40&page=1&pageSize=20`,
      api: { module: "management/users/index", query: { q: "kullanici4321@", page: "1", pageSize: "20" } },
    },
    {
      name: "audit: action",
      who: "staff",
      path: () => "/api/management/audit?action=order.completed&page=1&pageSize=20",
      api: { module: "management/audit/index", query: { action: "order.completed", page: "1", pageSize: "20" } },
    },
    {
      name: "audit: staff + last 30 days",
      who: "staff",
      path: () => `/api/management/audit?staff=bench-staff-2&from=${monthAgo}&to=${to}&page=1&pageSize=20`,
      api: {
        module: "management/audit/index",
        query: { staff: "bench-staff-2", from: monthAgo, to, page: "1", pageSize: "20" },
      },
    },
    {
      name: "audit: target",
      who: "staff",
      path: (i) => `/api/management/audit?targetType=withdrawal&targetId=${1 + (i % 50)}&page=1&pageSize=20`,
      api: {
        module: "management/audit/index",
        query: { targetType: "withdrawal", targetId: "7", page: "1", pageSize: "20" },
      },
    },
    {
      name: "audit: last 30 days, page 50",
      who: "staff",
      path: () => `/api/management/audit?from=${monthAgo}&to=${to}&page=50&pageSize=20`,
      api: { module: "management/audit/index", query: { from: monthAgo, to, page: "50", pageSize: "20" } },
    },
  ];
  return all.filter((s) => !ONLY.length || ONLY.some((o) => s.name.includes(o)));
}

const EXPORTS = (): Array<{ name: string; path: string }> => {
  const { from, to } = yearRange();
  return [
    ...["orders", "ledger", "withdrawals", "consents"].map((kind) => ({
      name: `export ${kind} (a year)`,
      path: `/api/management/exports/${kind}?from=${from}&to=${to}`,
    })),
    { name: "audit CSV (a year)", path: `/api/management/audit?format=csv&from=${from}&to=${to}` },
  ];
};

const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) : 0;
};

/** One export downloaded as a stream: rows (lines after the header), rows/s, and the server's RSS growth. */
async function measureExport(baseUrl: string, path: string, token: string, pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let lines = 0;
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  const rows = Math.max(0, lines - 1);
  return { status: res.status, rows, bytes, seconds, rowsPerS: rows / seconds, growthMb: (peak - before) / 1024 };
}

// ------------------------------------------------------------ the EXPLAIN pass (in this process)

type Captured = { text: string; values: unknown[]; ms: number };

/** Times every statement this process sends (drizzle goes through pg's Client.prototype.query). */
function captureQueries(): { take: () => Captured[] } {
  let captured: Captured[] = [];
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === "string" ? first : (first as { text?: string })?.text;
    const values = (Array.isArray(second) ? second : (first as { values?: unknown[] })?.values) ?? [];
    const t0 = performance.now();
    const record = () => text && captured.push({ text, values, ms: performance.now() - t0 });
    // pg's Pool passes a callback (the answer is then no promise); drizzle's transactions await one.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => (record(), callback(...a));
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function")
      void (result as Promise<unknown>).then(record, () => undefined);
    return result;
  };
  return {
    take: () => {
      const out = captured;
      captured = [];
      return out;
    },
  };
}

/** A pages/api handler served over HTTP in this process (query parameters as Next passes them). */
async function serveInProcess(handler: NextApiHandler, query: Record<string, string>, token: string | null) {
  const server = http.createServer((req, res) => {
    const apiReq = Object.assign(req, { query, cookies: {}, body: undefined }) as unknown as NextApiRequest;
    const apiRes = res as unknown as NextApiResponse;
    apiRes.status = (code: number) => ((res.statusCode = code), apiRes);
    apiRes.json = (data: unknown) => res.end(JSON.stringify(data));
    apiRes.send = (data: unknown) => res.end(typeof data === "string" ? data : JSON.stringify(data));
    Promise.resolve(handler(apiReq, apiRes)).catch((error) => ((res.statusCode = 500), res.end(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await res.text();
    return res.status;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function explainScreens(list: Screen[], tokens: Record<Who, string | null>, databaseUrl: string) {
  const capture = captureQueries();
  const explainer = new Client({ connectionString: databaseUrl });
  await explainer.connect();
  try {
    for (const screen of list) {
      if (!screen.api) continue;
      const handler = (await import(`@/pages/api/${screen.api.module}`)).default as NextApiHandler;
      await serveInProcess(handler, screen.api.query, tokens[screen.who]); // warm: connections, caches
      capture.take();
      const status = await serveInProcess(handler, screen.api.query, tokens[screen.who]);
      await new Promise((r) => setImmediate(r));
      const statements = capture.take().filter((q) => /^\s*(select|with)/i.test(q.text));
      if (!statements.length) {
        console.log(`\n-- ${screen.name}: no SELECT (status ${status})`);
        continue;
      }
      // Wall time in this process is noisy on a shared machine: every statement is explained and the
      // one PostgreSQL spent longest executing is printed.
      let slowest: { q: Captured; ms: number; plan: string[] } | null = null;
      for (const q of statements) {
        const { rows } = await explainer.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
        const plan = rows.map((r) => String(r["QUERY PLAN"]));
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan[plan.length - 1])?.[1] ?? 0);
        if (!slowest || ms > slowest.ms) slowest = { q, ms, plan };
      }
      console.log(
        `\n-- ${screen.name}: ${statements.length} statements, slowest executes in ${fmt(slowest!.ms, 2)} ms (status ${status})\n${slowest!.q.text.replace(/\s+/g, " ").slice(0, 400)}\n${slowest!.plan.map((line) => `   ${line}`).join("\n")}`,
      );
    }
  } finally {
    await explainer.end();
  }
}

// ------------------------------------------------------------------------------------------ main

async function main() {
  const sizes: ScaleSizes = sizesFor(SCALE);
  let heavy: User | null = null;
  let staff: User | null = null;
  const loadStarted = performance.now();
  const bench = await startBench(async (env) => {
    const { CATALOGUE } = await import("@/lib/server/db/seed/motorcycles");
    const { PROVINCES } = await import("@/lib/provinces");
    heavy = await signUp(env.FIREBASE_AUTH_EMULATOR_HOST, 1);
    staff = await signUp(env.FIREBASE_AUTH_EMULATOR_HOST, 2);
    console.log(`loading a year at BENCH_SCALE=${SCALE}: ${JSON.stringify(sizes)} …`);
    await loadYear(
      env.DATABASE_URL,
      sizes,
      { heavyUid: heavy.uid, staffUid: staff.uid, staffEmail: `bench-yonetici@bench.motoborsa.test` },
      CATALOGUE.map((m) => ({ brand: m.brand, model: m.model, cc: m.cc })),
      PROVINCES,
    );
    console.log(`loaded in ${fmt((performance.now() - loadStarted) / 1000)} s (load average ${loadAverage()})`);
  });
  try {
    const tokens: Record<Who, string | null> = { none: null, user: heavy!.token, staff: staff!.token };
    const pid = bench.serverPid!;
    const list = screens();
    console.log(`\n== bench:scale (BENCH_SCALE=${SCALE}) ==  ${SECONDS} s per screen and client count`);
    console.log(
      `${"screen".padEnd(52)} ${"1 client p50/p99 ms".padStart(22)} ${"16 clients p50/p99 ms".padStart(24)}   req/s@16  statuses`,
    );
    const failures: string[] = [];
    for (const screen of list) {
      const headers: Record<string, string> = tokens[screen.who]
        ? { authorization: `Bearer ${tokens[screen.who]}` }
        : {};
      let i = 0;
      const make = () => ({ path: screen.path(i++), headers });
      await load({ baseUrl: bench.baseUrl, concurrency: 2, seconds: 1, make });
      const one = await load({ baseUrl: bench.baseUrl, concurrency: 1, seconds: SECONDS, make });
      const many = await load({ baseUrl: bench.baseUrl, concurrency: 16, seconds: SECONDS, make });
      const statuses = { ...one.statuses };
      for (const [s, n] of Object.entries(many.statuses)) statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
      const miss = one.p99 > P99_TARGET_MS || one.ok !== one.requests;
      if (miss) failures.push(screen.name);
      console.log(
        `${screen.name.padEnd(52)} ${`${fmt(one.p50)} / ${fmt(one.p99)}`.padStart(22)} ${`${fmt(many.p50)} / ${fmt(many.p99)}`.padStart(24)}   ${fmt(many.rps).padStart(8)}  ${JSON.stringify(statuses)}${miss ? "  ← over target" : ""}`,
      );
    }
    console.log(
      `\n${"export".padEnd(30)} ${"rows".padStart(11)} ${"s".padStart(7)} ${"rows/s".padStart(10)} ${"RSS growth MB".padStart(14)}`,
    );
    const exportList = ONLY.length ? EXPORTS().filter((e) => ONLY.some((o) => e.name.includes(o))) : EXPORTS();
    // The first request of a route loads its modules (hundreds of MB of RSS on the first export):
    // each export is asked once for a day without rows first, so the table measures the export.
    for (const exp of exportList)
      await (
        await fetch(`${bench.baseUrl}${exp.path.replace(/from=[^&]+&to=[^&]+/, "from=2001-01-01&to=2001-01-01")}`, {
          headers: { authorization: `Bearer ${staff!.token}` },
        })
      ).text();
    for (const exp of exportList) {
      const r = await measureExport(bench.baseUrl, exp.path, staff!.token, pid);
      // A tiny export (consents: none generated) says nothing about throughput.
      const miss =
        r.status !== 200 || (r.rows >= 10_000 && r.rowsPerS < EXPORT_ROWS_PER_S) || r.growthMb > EXPORT_GROWTH_MB;
      if (miss) failures.push(exp.name);
      console.log(
        `${exp.name.padEnd(30)} ${r.rows.toLocaleString("en-US").padStart(11)} ${fmt(r.seconds, 2).padStart(7)} ${fmt(r.rowsPerS, 0).padStart(10)} ${fmt(r.growthMb).padStart(14)}   (${fmt(r.bytes / 1048576)} MB, status ${r.status})${miss ? "  ← over target" : ""}`,
      );
    }
    console.log(
      `\nload average ${loadAverage()}; targets: p99 ≤ ${P99_TARGET_MS} ms at 1 client, exports ≥ ${EXPORT_ROWS_PER_S} rows/s and ≤ ${EXPORT_GROWTH_MB} MB growth`,
    );
    console.log(failures.length ? `over target: ${failures.join("; ")}` : "every screen and export within target");
    if (!process.argv.includes("--no-explain")) {
      console.log("\n== EXPLAIN (ANALYZE, BUFFERS) of the slowest statement behind each screen ==");
      await explainScreens(list, tokens, bench.env.DATABASE_URL);
    }
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await bench.stop();
  }
}

if (process.argv[1]?.endsWith("scale.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
