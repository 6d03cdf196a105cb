/**
 * `npm run bench:pages`: a production build on embedded PostgreSQL with 10 000 auctions; /ihaleler
 * (the default view every visitor lands on: live and upcoming, ending soonest, served from the ISR
 * cache and rebuilt in the background every few seconds) against a static page of the same server
 * (/hakkimizda). Prints req/s and p99 of both and the ratio. Filtered, sorted or paged lists
 * (/ihaleler?…) are still rendered per request and not measured here.
 * Options: --no-build, BENCH_SECONDS, BENCH_CONCURRENCY.
 */
import { DEFAULT_LIST_REVALIDATE_SECONDS } from "../../lib/auctions/listRoutes";
import { fmt, load, startBench } from "./common";

const AUCTIONS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function seedCatalogue() {
  const { getDb, schema, closeDb } = await import("../../lib/server/db");
  const { PROVINCES } = await import("../../lib/provinces");
  const { CATALOGUE, prng, valueOf } = await import("../../lib/server/db/seed/motorcycles");
  const { generateVehiclePhotos } = await import("../../lib/server/db/seed/photos");
  const rand = prng(7);
  const photos = await Promise.all(CATALOGUE.slice(0, 8).map((m, i) => generateVehiclePhotos(`bench-${i}`, { brand: m.brand, model: m.model, colour: "#ea580c", kind: m.kind }, 1)));
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
      .values(rows.map((r) => ({ brand: r.model.brand, model: r.model.model, year: r.year, km: r.km, engineCc: r.model.cc, city: PROVINCES[r.i % PROVINCES.length], plate: "34ABC123", photos: photos[r.i % photos.length] })))
      .returning({ id: schema.vehicles.id });
    await db.insert(schema.auctions).values(
      rows.map((r, k) => {
        const kind = r.i % 10;
        const price = Math.max(10_000, Math.round((valueOf(r.model, r.year, r.km) * 0.7) / 1000) * 1000);
        const live = kind < 6;
        const upcoming = kind >= 6 && kind < 8;
        const startsAt = new Date(now + (upcoming ? 1 : -1) * (1 + Math.floor(rand() * 72)) * 3_600_000);
        const endsAt = live ? new Date(now + (1 + Math.floor(rand() * 7 * 24 * 60)) * 60_000) : upcoming ? new Date(startsAt.getTime() + 3 * 86_400_000) : new Date(now - (1 + Math.floor(rand() * 500)) * 3_600_000);
        return {
          vehicleId: vehicles[k].id,
          state: live ? ("live" as const) : upcoming ? ("scheduled" as const) : kind === 8 ? ("sold" as const) : ("unsold" as const),
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

async function main() {
  const bench = await startBench(async () => seedCatalogue());
  try {
    console.log("warming up …");
    for (const path of ["/ihaleler", "/hakkimizda"]) await load({ baseUrl: bench.baseUrl, concurrency: 4, seconds: 3, make: () => ({ path }) });
    console.log(`/ihaleler: ${CONCURRENCY} concurrent clients for ${SECONDS} s …`);
    const list = await load({ baseUrl: bench.baseUrl, concurrency: CONCURRENCY, seconds: SECONDS, make: () => ({ path: "/ihaleler" }) });
    console.log(`/hakkimizda: ${CONCURRENCY} concurrent clients for ${SECONDS} s …`);
    const page = await load({ baseUrl: bench.baseUrl, concurrency: CONCURRENCY, seconds: SECONDS, make: () => ({ path: "/hakkimizda" }) });
    console.log("\n== bench:pages ==");
    console.log(`auctions            ${AUCTIONS.toLocaleString("tr-TR")}`);
    console.log(`/ihaleler (ISR)     ${fmt(list.rps)} req/s   p50 ${fmt(list.p50)} ms   p99 ${fmt(list.p99)} ms   (statuses ${JSON.stringify(list.statuses)})`);
    console.log(`                    the default view from the ISR cache, rebuilt in the background every ${DEFAULT_LIST_REVALIDATE_SECONDS} s; /ihaleler?… (filters, sort, pages) is rendered per request and not measured`);
    console.log(`/hakkimizda (static) ${fmt(page.rps)} req/s   p50 ${fmt(page.p50)} ms   p99 ${fmt(page.p99)} ms   (statuses ${JSON.stringify(page.statuses)})`);
    console.log(`ratio               ${fmt(list.rps / page.rps, 2)}   (target ≥ 0.4)`);
    process.exitCode = list.ok === list.requests && page.ok === page.requests ? 0 : 1;
  } finally {
    await bench.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
