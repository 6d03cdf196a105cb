/**
 * `npm run bench:pages`: a production build on embedded PostgreSQL with 10 000 auctions; the same
 * server answers, in interleaved rounds (every page once per round, so each round's ratios compare
 * pages measured in the same minute of a shared machine):
 * - /ihaleler, the default view every visitor lands on (live and upcoming, ending soonest), served
 *   from the ISR cache and rebuilt in the background every few seconds;
 * - /ihaleler?brand=Honda&sort=price_asc, a filtered and sorted list (one URL: the page cache answers most);
 * - filtered lists where every request is a URL of its own (brand, sort, kilometre ceiling), and 2 000
 *   such URLs in turn: what buyers filtering really cost, nothing or little answered from a cache;
 * - /hakkimizda, a static page (the baseline of both ratios);
 * - /kurumsal/yasalbilgilendirme, a static page about as large as the list (62 KB vs 66 KB of HTML):
 *   serving costs grow with the bytes (gzip, the ETag hash, the socket, the client's gunzip), so this
 *   says how much of the list's gap to /hakkimizda is its size and how much is ISR.
 * Prints req/s, p50/p99 and the server's CPU time per request (it moves far less with other load
 * than req/s do) of each, the medians of the per-round ratios, and the load average.
 * Options: --no-build, BENCH_SECONDS (per page, split over the rounds), BENCH_ROUNDS, BENCH_CONCURRENCY,
 * BENCH_PAGES (some of isr,filtered,unique,cycle,static,staticLarge: e.g. `unique,static` with
 * BENCH_CPU_PROF to profile the uncached render alone).
 */
import { gzipSync } from "node:zlib";
import { DEFAULT_LIST_REVALIDATE_SECONDS } from "@/lib/auctions/listRoutes";
import { AUCTION_SORTS } from "@/lib/auctions/listParams";
import { cpuMs, fmt, load, loadAverage, median, startBench, type LoadResult } from "@/scripts/bench/common";
import { demoVehicleIdentity } from "@/lib/server/db/seed/vehicleIdentity";

const AUCTIONS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

/** Brands of the seeded catalogue and every sort: the filters a buyer combines. */
const FILTER_BRANDS = ["Honda", "Yamaha", "Kawasaki", "BMW", "Suzuki", "KTM", "Ducati", "CFMoto"];

/** A filtered /ihaleler URL; `n` picks brand, sort and a kilometre ceiling, so every n is a URL of its own. */
function filteredPath(n: number): string {
  const brand = FILTER_BRANDS[n % FILTER_BRANDS.length];
  const sort = AUCTION_SORTS[Math.floor(n / FILTER_BRANDS.length) % AUCTION_SORTS.length];
  const kmMax = 20_000 + ((n * 7919) % 60_000);
  return `/ihaleler?brand=${brand}&sort=${sort}&kmMax=${kmMax}`;
}

let uniqueCounter = 0;
const PAGES = {
  isr: { path: () => "/ihaleler", label: "/ihaleler (ISR)" },
  filtered: { path: () => "/ihaleler?brand=Honda&sort=price_asc", label: "/ihaleler?brand=Honda&sort=price_asc (SSR)" },
  // What a buyer filtering by brand and kilometres does: no two requests share a URL, so no cache answers.
  unique: { path: () => filteredPath(1_000_000 + uniqueCounter++), label: "filtered, every request a new URL" },
  // A realistic spread: 2 000 distinct filtered URLs in turn (each comes back after 1 999 others).
  cycle: { path: () => filteredPath(uniqueCounter++ % 2000), label: "filtered, 2 000 URLs in turn" },
  static: { path: () => "/hakkimizda", label: "/hakkimizda (static)" },
  staticLarge: { path: () => "/kurumsal/yasalbilgilendirme", label: "/kurumsal/yasalbilgilendirme (static)" },
} as const;
type Page = keyof typeof PAGES;

/** 10 000 auctions (60 % live, 20 % upcoming, the rest ended) on 8 photo sets, then ANALYZE. */
export async function seedCatalogue() {
  const { getDb, schema, closeDb } = await import("@/lib/server/db");
  const { PROVINCES } = await import("@/lib/provinces");
  const { CATALOGUE, prng, valueOf } = await import("@/lib/server/db/seed/motorcycles");
  const { generateVehiclePhotos } = await import("@/lib/server/db/seed/photos");
  const rand = prng(7);
  const photos = await Promise.all(
    CATALOGUE.slice(0, 8).map((m, i) =>
      generateVehiclePhotos(`bench-${i}`, { brand: m.brand, model: m.model, colour: "#ea580c", kind: m.kind }, 1),
    ),
  );
  const db = getDb();
  const now = Date.now();
  for (let start = 0; start < AUCTIONS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const model = CATALOGUE[Math.floor(rand() * CATALOGUE.length)];
      const year = model.years[0] + Math.floor(rand() * (model.years[1] - model.years[0] + 1));
      const km = Math.floor(rand() * 80_000);
      return { model, year, km, i: start + k };
    });
    const vehicles = await db
      .insert(schema.vehicles)
      .values(
        rows.map((r) => ({
          brand: r.model.brand,
          model: r.model.model,
          year: r.year,
          km: r.km,
          engineCc: r.model.cc,
          city: PROVINCES[r.i % PROVINCES.length],
          plate: "34ABC123",
          photos: photos[r.i % photos.length],
          // A full identity (PRODUCT §8.3), as every live auction's vehicle has.
          ...demoVehicleIdentity(`bench-${r.i}`, r.model.brand, r.year),
        })),
      )
      .returning({ id: schema.vehicles.id });
    await db.insert(schema.auctions).values(
      rows.map((r, k) => {
        const kind = r.i % 10;
        const price = Math.max(10_000, Math.round((valueOf(r.model, r.year, r.km) * 0.7) / 1000) * 1000);
        const live = kind < 6;
        const upcoming = kind >= 6 && kind < 8;
        const startsAt = new Date(now + (upcoming ? 1 : -1) * (1 + Math.floor(rand() * 72)) * 3_600_000);
        const endsAt = live
          ? new Date(now + (1 + Math.floor(rand() * 7 * 24 * 60)) * 60_000)
          : upcoming
            ? new Date(startsAt.getTime() + 3 * 86_400_000)
            : new Date(now - (1 + Math.floor(rand() * 500)) * 3_600_000);
        return {
          vehicleId: vehicles[k].id,
          state: live
            ? ("live" as const)
            : upcoming
              ? ("scheduled" as const)
              : kind === 8
                ? ("sold" as const)
                : ("unsold" as const),
          startsAt: live || upcoming ? startsAt : new Date(endsAt.getTime() - 3 * 86_400_000),
          endsAt,
          startingPrice: price,
          currentPrice: price,
        };
      }),
    );
  }
  await db.execute((await import("drizzle-orm")).sql`ANALYZE`);
  await closeDb();
}

type Round = Record<Page, LoadResult & { cpuPerRequest: number | undefined }>;

async function main() {
  const bench = await startBench(async () => seedCatalogue());
  try {
    const only = process.env.BENCH_PAGES?.split(",");
    const pages = (Object.keys(PAGES) as Page[]).filter((page) => !only || only.includes(page));
    const sizes = {} as Record<Page, { bytes: number; gzip: number }>;
    console.log("warming up …");
    for (const page of pages) {
      const { path } = PAGES[page];
      await load({ baseUrl: bench.baseUrl, concurrency: 4, seconds: 3, make: () => ({ path: path() }) });
      const html = await (await fetch(`${bench.baseUrl}${path()}`)).text();
      sizes[page] = { bytes: Buffer.byteLength(html), gzip: gzipSync(html).length };
    }
    const rounds: Round[] = [];
    const seconds = SECONDS / ROUNDS;
    for (let r = 0; r < ROUNDS; r++) {
      console.log(`round ${r + 1}/${ROUNDS}: each page ${fmt(seconds)} s with ${CONCURRENCY} concurrent clients …`);
      const round = {} as Round;
      for (const page of pages) {
        const { path } = PAGES[page];
        const before = cpuMs(bench.serverPid);
        const result = await load({
          baseUrl: bench.baseUrl,
          concurrency: CONCURRENCY,
          seconds,
          make: () => ({ path: path() }),
        });
        const after = cpuMs(bench.serverPid);
        round[page] = {
          ...result,
          cpuPerRequest:
            before !== undefined && after !== undefined && result.requests
              ? (after - before) / result.requests
              : undefined,
        };
      }
      rounds.push(round);
    }
    const ratio = (page: Page, base: Page) =>
      pages.includes(page) && pages.includes(base) ? median(rounds.map((r) => r[page].rps / r[base].rps)) : NaN;
    // The same ratio from server CPU per request (static / page): what one core would serve of each.
    const cpuRatio = (page: Page, base: Page) => {
      const values = rounds
        .filter((r) => r[page] && r[base])
        .map((r) =>
          r[page].cpuPerRequest && r[base].cpuPerRequest ? r[base].cpuPerRequest! / r[page].cpuPerRequest! : undefined,
        )
        .filter((v): v is number => v !== undefined);
      return values.length ? `; by server CPU per request ${fmt(median(values), 2)}` : "";
    };
    const cpu = (page: Page) => {
      const values = rounds.map((r) => r[page].cpuPerRequest).filter((v): v is number => v !== undefined);
      return values.length ? `${fmt(median(values), 2)} ms CPU/req` : "";
    };
    console.log("\n== bench:pages ==");
    console.log(
      `auctions            ${AUCTIONS.toLocaleString("tr-TR")}; ${ROUNDS} interleaved rounds of ${fmt(seconds)} s per page; load average ${loadAverage()}`,
    );
    for (const page of pages) {
      const all = rounds.map((r) => r[page]);
      const statuses: Record<number, number> = {};
      for (const r of all)
        for (const [s, n] of Object.entries(r.statuses)) statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
      console.log(
        `${PAGES[page].label.padEnd(46)} ${fmt(median(all.map((r) => r.rps)))} req/s (rounds ${all.map((r) => fmt(r.rps, 0)).join(" / ")})   p50 ${fmt(median(all.map((r) => r.p50)))} ms   p99 ${fmt(median(all.map((r) => r.p99)))} ms   ${cpu(page)}   ${fmt(sizes[page].bytes / 1024)} KB HTML, ${fmt(sizes[page].gzip / 1024)} KB gzip   (statuses ${JSON.stringify(statuses)})`,
      );
    }
    console.log(
      `ISR list / static               ${fmt(ratio("isr", "static"), 2)}${cpuRatio("isr", "static")}   (issue 4 target ≥ 0.4; the default view from the ISR cache, rebuilt in the background every ${DEFAULT_LIST_REVALIDATE_SECONDS} s)`,
    );
    console.log(
      `ISR list / static of its size   ${fmt(ratio("isr", "staticLarge"), 2)}${cpuRatio("isr", "staticLarge")}   (near 1 when serving from the ISR cache costs what a static page of the same bytes does)`,
    );
    console.log(
      `filtered list / static          ${fmt(ratio("filtered", "static"), 2)}${cpuRatio("filtered", "static")}   (issue 15 target ≥ 0.5)`,
    );
    console.log(
      `new URL each / static           ${fmt(ratio("unique", "static"), 2)}${cpuRatio("unique", "static")}   (issue 26 target ≥ 0.40: nothing cached)`,
    );
    console.log(
      `2 000 URLs in turn / static     ${fmt(ratio("cycle", "static"), 2)}${cpuRatio("cycle", "static")}   (issue 26 target ≥ 0.40)`,
    );
    const ok = rounds.every((r) => pages.every((page) => r[page].ok === r[page].requests));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await bench.stop();
  }
}

if (process.argv[1]?.endsWith("pages.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
