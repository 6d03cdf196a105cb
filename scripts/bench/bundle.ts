/**
 * `npm run bench:bundle`: the JavaScript each public page makes a first-time visitor download. A
 * production build on the embedded stack with the demo seed; for each public page the HTML's
 * `<script src>` files (not the `nomodule` polyfills, which modern browsers skip) are fetched and
 * their gzip sizes summed. The same for a bare pages-router page built with the same Next.js in a
 * temp folder; the table shows each page and its difference to the bare page. Chunks loaded later
 * (dynamic imports after hydration, e.g. Firebase on submit, AOS) are not counted: they do not hold
 * up the first render.
 * Options: --no-build (reuse NEXT_DIST_DIR, default .next-bench), --chunks (list each page's
 * chunks, biggest first), BENCH_BUNDLE_BUDGET_KB (extra KB over the bare page allowed, default 35).
 */
import zlib from "node:zlib";
import { serveBarePage } from "@/scripts/bench/barePage";
import { fmt, startBench } from "@/scripts/bench/common";
import { benchedPages } from "@/scripts/bench/publicPages";

/**
 * Bare page + the libraries SPEC needs on every page (axios, js-cookie, react-hot-toast ≈ 20 KB)
 * + 15 KB of our own code: issue 10's target (~145 KB).
 */
const BUDGET_KB = Number(process.env.BENCH_BUNDLE_BUDGET_KB ?? 35);

type Measured = { scripts: { src: string; bytes: number }[]; total: number };

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/** The gzip size of every script a page's HTML loads, each file counted once. */
async function measure(baseUrl: string, pagePath: string): Promise<Measured> {
  const res = await fetch(`${baseUrl}${pagePath}`);
  if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
  const html = await res.text();
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src.replace(/&amp;/g, "&"));
  }
  const scripts = await Promise.all(
    [...sources].map(async (src) => {
      const file = await fetch(new URL(src, baseUrl));
      if (!file.ok) throw new Error(`${src} (from ${pagePath}) answered ${file.status}`);
      return { src, bytes: gzipSize(Buffer.from(await file.arrayBuffer())) };
    }),
  );
  return { scripts, total: scripts.reduce((sum, s) => sum + s.bytes, 0) };
}

/** The bare page's scripts, measured the same way. */
async function measureBarePage(): Promise<Measured> {
  const bare = await serveBarePage();
  try {
    return await measure(bare.baseUrl, "/");
  } finally {
    await bare.stop();
  }
}

const kb = (bytes: number) => bytes / 1024;

async function main() {
  const bare = await measureBarePage();
  const bench = await startBench(async () => {
    const { seedDatabase } = await import("@/lib/server/db/seed");
    await seedDatabase(() => undefined);
  });
  try {
    const pages = [...(await benchedPages(bench.baseUrl)), "/borsadasat", "/nakliye"];
    const rows: { page: string; m: Measured }[] = [];
    for (const page of pages) rows.push({ page, m: await measure(bench.baseUrl, page) });

    const limit = bare.total + BUDGET_KB * 1024;
    const width = Math.max(...rows.map((r) => r.page.length), 14);
    console.log("\n== bench:bundle (first-load JS, gzip) ==");
    console.log(`${"page".padEnd(width)}  scripts        KB   vs bare`);
    console.log(
      `${"bare page".padEnd(width)}  ${String(bare.scripts.length).padStart(7)}  ${fmt(kb(bare.total)).padStart(8)}         –`,
    );
    for (const { page, m } of rows) {
      const diff = m.total - bare.total;
      const flag = m.total > limit ? "  over budget" : "";
      console.log(
        `${page.padEnd(width)}  ${String(m.scripts.length).padStart(7)}  ${fmt(kb(m.total)).padStart(8)}  ${(diff >= 0 ? "+" : "") + fmt(kb(diff))}`.padEnd(
          width + 36,
        ) + flag,
      );
    }
    console.log(`budget: bare page + ${BUDGET_KB} KB = ${fmt(kb(limit))} KB (SPEC's every-page libraries + 15 KB)`);
    if (process.argv.includes("--chunks")) {
      for (const { page, m } of rows) {
        console.log(`\n${page}`);
        for (const s of [...m.scripts].sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${fmt(kb(s.bytes)).padStart(8)}  ${s.src}`);
      }
    }
    process.exitCode = rows.every((r) => r.m.total <= limit) ? 0 : 1;
  } finally {
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
