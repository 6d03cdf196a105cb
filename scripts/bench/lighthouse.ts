/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: the defaults) on every public
 * page of a production build served by the embedded stack with the demo seed, next to a bare
 * pages-router page built with the same Next.js. Each page runs three times; the table shows the
 * medians (performance, LCP, TBT, CLS, accessibility, best practices, SEO), each page's difference to
 * the bare page and whether it meets issue 15's targets. /profil is measured signed in (the demo
 * buyer's ID token in the session cookie). Simulated throttling computes the timings from the page's
 * own trace, so a busy machine moves them less than real throttling would, but it still moves them:
 * the machine load is printed before and after.
 * Lighthouse 13 from npm on the project's Node 24, Debian's Chromium (CHROMIUM_PATH overrides).
 * Options: --no-build (reuse NEXT_DIST_DIR, default .next-bench), --details (each page's diagnostics:
 * LCP element, main-thread work, biggest scripts, unused JS, render-blocking files, console errors
 * and every failed accessibility / best-practices / SEO audit; always printed for a page that misses
 * a target), --only=/a,/b (those pages only), BENCH_LH_RUNS (default 3), BENCH_LH_DIR (where each
 * page's median report is saved as JSON, default <tmp>/motoborsa-lighthouse).
 * BENCH_LH_SERVERS=http://a,http://b measures running servers instead (two builds on one database,
 * e.g. main and a branch): run by run in turn, so both see the same machine load; /profil then needs
 * BENCH_LH_AUTH, their Auth emulator's host:port. Both servers must be on 127.0.0.1 (the session cookie).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HEADLESS_CHROMIUM_ARGS, chromiumPath } from "@/scripts/lib/chromium";
import { serveBarePage } from "@/scripts/bench/barePage";
import { fmt, startBench } from "@/scripts/bench/common";
import { benchedPages } from "@/scripts/bench/publicPages";

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_LH_DIR ?? path.join(os.tmpdir(), "motoborsa-lighthouse");
const SERVERS = (process.env.BENCH_LH_SERVERS ?? "").split(",").filter(Boolean);
const CHROME_FLAGS = ["--headless=new", ...HEADLESS_CHROMIUM_ARGS];
const TARGET = { performance: 90, lcp: 2500, tbt: 200, cls: 0.05, accessibility: 100, bestPractices: 100, seo: 100 };

type Lhr = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Record<string, unknown>[]; overallSavingsBytes?: number; overallSavingsMs?: number };
    }
  >;
  runWarnings: string[];
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
};
type Row = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const rowOf = (lhr: Lhr): Row => ({
  performance: score(lhr, "performance"),
  lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
  tbt: lhr.audits["total-blocking-time"].numericValue ?? NaN,
  cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
  accessibility: score(lhr, "accessibility"),
  bestPractices: score(lhr, "best-practices"),
  seo: score(lhr, "seo"),
});
/** A run can lack a metric (no LCP seen): the median of the runs that have it. */
const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const misses = (r: Row) =>
  [
    r.performance < TARGET.performance && "performance",
    r.lcp > TARGET.lcp && "LCP",
    r.tbt > TARGET.tbt && "TBT",
    r.cls > TARGET.cls && "CLS",
    r.accessibility < TARGET.accessibility && "a11y",
    r.bestPractices < TARGET.bestPractices && "best practices",
    r.seo < TARGET.seo && "SEO",
  ].filter(Boolean) as string[];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** What a page spends its time on, from the median run's diagnostics. */
function printDetails(lhr: Lhr) {
  const a = lhr.audits;
  const items = (id: string) => a[id]?.details?.items ?? [];
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");
  const lcpItems =
    (items("largest-contentful-paint-element")[0] as { items?: { node?: { snippet?: string } }[] } | undefined)
      ?.items ?? [];
  const lcpNode =
    lcpItems[0]?.node?.snippet ??
    (items("largest-contentful-paint-element")[0] as { node?: { snippet?: string } } | undefined)?.node?.snippet;
  console.log(`    LCP element: ${lcpNode ?? "–"}${a["lcp-lazy-loaded"]?.score === 0 ? "  (lazy-loaded!)" : ""}`);
  const phases = (
    items("largest-contentful-paint-element")[1] as { items?: { phase: string; timing: number }[] } | undefined
  )?.items;
  if (phases) console.log(`    LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ")}`);
  console.log(
    `    main thread: ${items("mainthread-work-breakdown")
      .map((i) => `${i.groupLabel} ${Math.round(Number(i.duration))}`)
      .join(", ")} ms`,
  );
  const boot = items("bootup-time")
    .slice(0, 4)
    .map((i) => `${short(i.url)} ${Math.round(Number(i.scripting))}`);
  if (boot.length) console.log(`    script evaluation: ${boot.join(", ")} ms`);
  const longTasks = items("long-tasks")
    .slice(0, 4)
    .map((i) => `${short(i.url)} ${Math.round(Number(i.duration))}`);
  if (longTasks.length) console.log(`    long tasks: ${longTasks.join(", ")} ms`);
  const unused = items("unused-javascript").map((i) => `${short(i.url)} ${fmt(Number(i.wastedBytes) / 1024)} KB`);
  if (unused.length) console.log(`    unused JS: ${unused.join(", ")}`);
  const blocking = items("render-blocking-resources").map(
    (i) => `${short(i.url)} ${Math.round(Number(i.wastedMs))} ms`,
  );
  if (blocking.length) console.log(`    render-blocking: ${blocking.join(", ")}`);
  const errors = items("errors-in-console").map((i) => `${i.source}: ${String(i.description).slice(0, 160)}`);
  if (errors.length) console.log(`    console errors: ${errors.join(" | ")}`);
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.weight === 0) continue;
      const audit = a[ref.id];
      if (
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "notApplicable"
      ) {
        const where = items(ref.id)
          .slice(0, 3)
          .map((i) =>
            (
              (i.node as { snippet?: string } | undefined)?.snippet ??
              (typeof i.url === "string" ? short(i.url) : JSON.stringify(i))
            ).slice(0, 120),
          )
          .join(" ; ");
        console.log(`    ${category}: ${audit.title}${where ? ` — ${where}` : ""}`);
      }
    }
  }
  for (const warning of lhr.runWarnings) console.log(`    warning: ${warning.slice(0, 200)}`);
}

/** The demo buyer's ID token from the Auth emulator, as the session cookie holds it. */
async function demoBuyerCookie(emulatorHost: string): Promise<string> {
  const { DEMO_ACCOUNTS } = await import("@/lib/server/db/seed/demoAccounts");
  const buyer = DEMO_ACCOUNTS.find((a) => a.email === "alici@motoborsa.test") ?? DEMO_ACCOUNTS[0];
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: buyer.email, password: buyer.password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`the Auth emulator refused the demo buyer's sign-in (${res.status})`);
  // js-cookie writes the space as %20 (lib/tokens.ts).
  return `Bearer%20${body.idToken}`;
}

async function main() {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const puppeteer = (await import("puppeteer-core")).default;
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const details = process.argv.includes("--details");
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  console.log(`machine load (1/5/15 min) at start: ${load()} on ${os.cpus().length} cores`);

  const bare = await serveBarePage();
  const bench = SERVERS.length
    ? {
        baseUrl: SERVERS[0],
        env: { FIREBASE_AUTH_EMULATOR_HOST: process.env.BENCH_LH_AUTH ?? "" },
        stop: async () => undefined,
      }
    : await startBench(async () => {
        const { seedDatabase } = await import("@/lib/server/db/seed");
        await seedDatabase(() => undefined);
      }).catch(async (error) => {
        await bare.stop();
        throw error;
      });
  const servers = SERVERS.length ? SERVERS : [bench.baseUrl];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    // The filtered catalogue too, right after the plain one: its server-side filtering is measured as well.
    const pages = (await benchedPages(bench.baseUrl))
      .flatMap((p) => (p === "/ihaleler" ? [p, "/ihaleler?brand=Honda&sort=price_asc"] : [p]))
      .filter((p) => !only || only.includes(p) || only.some((o) => p.startsWith(`${o}/`) && o !== "/"));
    // Warm the server (ISR pages, first-request compilation of route handlers) before measuring.
    for (const server of servers) for (const page of pages) await fetch(`${server}${page}`).then((r) => r.text());

    const lighthouseRun = async (label: string, url: string): Promise<Lhr> => {
      for (let failed = 0; ; failed++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const lhr = result.lhr as unknown as Lhr;
        // A failed run (no paint seen, page hung) scores 0: report it, measure once more instead.
        if (!lhr.runtimeError || failed >= RUNS) return lhr;
        console.log(
          `  ${label}: run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message.slice(0, 160)}), once more`,
        );
      }
    };
    /** The page on every server, run by run in turn. */
    const measureAll = async (label: string, urls: string[]) => {
      const runs: Lhr[][] = urls.map(() => []);
      for (let i = 0; i < RUNS; i++)
        for (const [j, url] of urls.entries()) runs[j].push(await lighthouseRun(label, url));
      return runs.map((serverRuns, j) => summary(urls.length > 1 ? `${label} @ ${urls[j]}` : label, serverRuns));
    };
    const benchmarkIndexes: number[] = [];
    const summary = (label: string, runs: Lhr[]): { row: Row; lhr: Lhr; version: string } => {
      const rows = runs.map(rowOf);
      for (const run of runs)
        if (run.environment?.benchmarkIndex) benchmarkIndexes.push(run.environment.benchmarkIndex);
      const row: Row = {
        performance: median(rows.map((r) => r.performance)),
        lcp: median(rows.map((r) => r.lcp)),
        tbt: median(rows.map((r) => r.tbt)),
        cls: median(rows.map((r) => r.cls)),
        accessibility: median(rows.map((r) => r.accessibility)),
        bestPractices: median(rows.map((r) => r.bestPractices)),
        seo: median(rows.map((r) => r.seo)),
      };
      // The run whose performance score is the median one stands for the page in the diagnostics.
      const lhr =
        runs[rows.indexOf([...rows].sort((x, y) => x.performance - y.performance)[Math.floor(rows.length / 2)])];
      fs.writeFileSync(
        path.join(REPORT_DIR, `${label.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`),
        JSON.stringify(lhr),
      );
      console.log(`  ${label}: ${rows.map((r) => r.performance).join(" / ")}`);
      return { row, lhr, version: (lhr as Lhr).lighthouseVersion };
    };

    console.log(`Lighthouse: ${RUNS} runs per page (mobile, simulated throttling) …`);
    const [base] = await measureAll("bare page", [`${bare.baseUrl}/`]);
    const results: { page: string; server: string; row: Row; lhr: Lhr }[] = [];
    for (const page of pages) {
      if (page === "/profil") {
        const cookie = await demoBuyerCookie(bench.env.FIREBASE_AUTH_EMULATOR_HOST);
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        await browser.setCookie({
          name: "bearer_token",
          value: cookie,
          domain: "127.0.0.1",
          path: "/",
          sameSite: "Lax",
        });
        await browser.disconnect();
      }
      const measured = await measureAll(
        page,
        servers.map((server) => `${server}${page}`),
      );
      for (const [j, m] of measured.entries())
        results.push({ page: page === "/profil" ? "/profil (signed in)" : page, server: servers[j], ...m });
    }

    const width = Math.max(...results.map((r) => r.page.length), 20);
    const signed = (n: number, digits: number) => (n >= 0 ? "+" : "") + fmt(n, digits);
    const line = (page: string, r: Row, vsBare: string, note: string) =>
      `${page.padEnd(width)}  ${String(r.performance).padStart(4)}  ${fmt(r.lcp / 1000).padStart(5)} s  ${String(Math.round(r.tbt)).padStart(5)} ms  ${fmt(r.cls, 3).padStart(6)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${vsBare.padEnd(34)}${note}`;
    console.log(
      `\n== bench:lighthouse (Lighthouse ${base.version}, mobile, simulated throttling, median of ${RUNS}) ==`,
    );
    for (const server of servers) {
      if (servers.length > 1) console.log(`\n${server}`);
      console.log(
        `${"page".padEnd(width)}  perf    LCP        TBT     CLS  a11y    BP   SEO  vs bare (perf, LCP, TBT)`,
      );
      console.log(line("bare page", base.row, "–", ""));
      for (const { page, row } of results.filter((r) => r.server === server)) {
        const vs = `${signed(row.performance - base.row.performance, 0)}, ${signed((row.lcp - base.row.lcp) / 1000, 1)} s, ${signed(row.tbt - base.row.tbt, 0)} ms`;
        const missed = misses(row);
        console.log(line(page, row, vs, missed.length ? `misses: ${missed.join(", ")}` : ""));
      }
    }
    console.log(
      `targets: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcp / 1000} s, TBT ≤ ${TARGET.tbt} ms, CLS ≤ ${TARGET.cls}, accessibility / best practices / SEO ${TARGET.seo}`,
    );
    console.log(`Lighthouse ${base.version} from npm on Node ${process.versions.node}; reports: ${REPORT_DIR}`);
    console.log(`machine load (1/5/15 min) at end: ${load()} on ${os.cpus().length} cores`);
    // Lighthouse's own CPU score of the host, taken before every run: TBT is main-thread time × 4, so a
    // host half as fast doubles it. Compare runs only at a similar index (the bare page shows the same).
    if (benchmarkIndexes.length)
      console.log(
        `host CPU (Lighthouse benchmarkIndex, median of ${benchmarkIndexes.length} runs): ${Math.round(median(benchmarkIndexes))}`,
      );
    for (const { page, server, row, lhr } of results) {
      if (details || misses(row).length) {
        console.log(`\n  ${page}${servers.length > 1 ? ` @ ${server}` : ""}`);
        printDetails(lhr);
      }
    }
    if (details) {
      console.log("\n  bare page");
      printDetails(base.lhr);
    }
    process.exitCode = results.every((r) => misses(r.row).length === 0) ? 0 : 1;
  } finally {
    chrome.kill();
    await bench.stop();
    await bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
