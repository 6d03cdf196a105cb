/** Shared parts of the benchmarks: a production build and server on the real stack, and a load loop. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/scripts/lib/ports";
import { stopService, waitForServer } from "@/scripts/lib/processes";
import { startStack, type Stack } from "@/scripts/lib/stack";

export type Bench = {
  baseUrl: string;
  env: Record<string, string>;
  dataDir: string;
  serverPid: number | undefined;
  stop: () => Promise<void>;
};

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * Embedded PostgreSQL + Auth emulator in a throwaway folder, a production build (`--no-build`
 * reuses the last one in NEXT_DIST_DIR, default .next-bench), then `seed` and `next start`.
 */
export async function startBench(
  seed: (env: Record<string, string>, dataDir: string) => Promise<void>,
): Promise<Bench> {
  const cluster = await startCluster(1, seed);
  return {
    baseUrl: cluster.baseUrls[0],
    env: cluster.env,
    dataDir: cluster.dataDir,
    serverPid: cluster.servers[0]?.pid,
    stop: cluster.stop,
  };
}

export type Cluster = {
  baseUrls: string[];
  servers: ChildProcess[];
  env: Record<string, string>;
  dataDir: string;
  distDir: string;
  stop: () => Promise<void>;
};

/**
 * `count` instances of one production build (`next start` on their own ports) on one embedded
 * PostgreSQL, one Auth emulator and one data folder, as behind a load balancer with nothing shared
 * but the database (and, for the local photo storage, the folder). MOTOBORSA_TEST_NEXT_BUILD names
 * an existing build to reuse.
 */
export async function startCluster(
  count: number,
  seed: (env: Record<string, string>, dataDir: string) => Promise<void>,
  opts: { quiet?: boolean } = {},
): Promise<Cluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-bench-"));
  const distDir = process.env.MOTOBORSA_TEST_NEXT_BUILD || process.env.NEXT_DIST_DIR || ".next-bench";
  const log = (source: string, line: string) => {
    if (/error|fatal/i.test(line)) console.error(`[${source}] ${line}`);
  };
  let stack: Stack | null = null;
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => stopService(server, "SIGTERM", 10_000)));
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const reuse =
      (process.argv.includes("--no-build") || process.env.MOTOBORSA_TEST_NEXT_BUILD) &&
      fs.existsSync(path.join(distDir, "BUILD_ID"));
    const building = reuse
      ? Promise.resolve(0)
      : (console.log(`building (NEXT_DIST_DIR=${distDir}) …`),
        run(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
          ...process.env,
          NEXT_DIST_DIR: distDir,
          NODE_ENV: "production",
          MOTOBORSA_LOCAL_DEMO: "1",
          NEXT_TELEMETRY_DISABLED: "1",
        }));
    const [buildCode, started] = await Promise.all([
      building,
      (async () => {
        // Always the embedded stack: a benchmark must never write into a configured database.
        delete process.env.DATABASE_URL;
        delete process.env.DATABASE_DIRECT_URL;
        delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
        delete process.env.FIREBASE_STORAGE_BUCKET;
        return startStack({
          dataDir,
          pgPort: await freePort(),
          authPort: await freePort(),
          persistAccounts: false,
          log,
        });
      })(),
    ]);
    stack = started;
    if (buildCode !== 0) throw new Error(`next build failed (${buildCode})`);
    const env = { ...stack.env, MOTOBORSA_DATA_DIR: dataDir };
    Object.assign(process.env, env);
    await seed(env, dataDir);
    const baseUrls: string[] = [];
    // BENCH_PORTS=3206,3216 pins the instances' ports (several engineers on one machine).
    const pinned = (process.env.BENCH_PORTS ?? "")
      .split(",")
      .map(Number)
      .filter((n) => n > 0);
    for (let i = 0; i < count; i++) {
      const port = pinned[i] ?? (await freePort());
      // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
      const profile = process.env.BENCH_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
        : [];
      servers.push(
        spawn(
          process.execPath,
          [...profile, require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
          {
            env: {
              ...process.env,
              ...env,
              NEXT_DIST_DIR: distDir,
              NODE_ENV: "production",
              NEXT_TELEMETRY_DISABLED: "1",
              DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "20",
            },
            stdio: ["ignore", "ignore", opts.quiet ? "ignore" : "inherit"],
          },
        ),
      );
      baseUrls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(baseUrls.map((baseUrl) => waitForServer(`${baseUrl}/hakkimizda`, 120_000)));
    return { baseUrls, servers, env, dataDir, distDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type LoadResult = {
  requests: number;
  ok: number;
  seconds: number;
  rps: number;
  okRps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * `concurrency` workers each send one request after the other for `seconds`; answers throughput
 * and latency. `make` builds each request (it may read state the previous answers left).
 */
export async function load(opts: {
  baseUrl: string;
  concurrency: number;
  seconds: number;
  make: (worker: number) => { method?: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };
  onResponse?: (worker: number, status: number, body: string, sent: ReturnType<typeof opts.make>) => void;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let ok = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const req = opts.make(worker);
        const t0 = performance.now();
        try {
          // Node's fetch keeps connections alive per origin, like a browser or a load balancer would.
          const res = await fetch(`${opts.baseUrl}${req.path}`, {
            method: req.method ?? "GET",
            headers: req.headers,
            body: req.body,
          });
          const text = await res.text();
          latencies.push(performance.now() - t0);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.ok) ok++;
          opts.onResponse?.(worker, res.status, text, req);
        } catch {
          statuses[0] = (statuses[0] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    ok,
    seconds,
    rps: latencies.length / seconds,
    okRps: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc on Linux; undefined elsewhere.
 * CPU per request moves far less with other load on a shared machine than requests per second do.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) of the embedded PostgreSQL serving `dataDir`: its postmaster and every backend
 * (its children), found through /proc on Linux; undefined elsewhere.
 */
export function postgresCpuMs(dataDir: string): number | undefined {
  try {
    const stats = fs
      .readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
          return {
            pid: Number(pid),
            ppid: Number(stat[1]),
            ms: ((Number(stat[11]) + Number(stat[12])) * 1000) / 100,
            cmd: fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"),
          };
        } catch {
          return null;
        }
      })
      .filter((s) => s !== null);
    const postmaster = stats.find((s) => s.cmd.includes(path.join(dataDir, "postgres")) && s.cmd.includes("-D"));
    if (!postmaster) return undefined;
    return stats.filter((s) => s.pid === postmaster.pid || s.ppid === postmaster.pid).reduce((sum, s) => sum + s.ms, 0);
  } catch {
    return undefined;
  }
}

/** The load averages (1, 5, 15 min) as `uptime` prints them: how busy the machine was during a run. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
