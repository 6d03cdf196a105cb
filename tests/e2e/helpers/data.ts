import { randomUUID } from "node:crypto";
import { createStaff, createUser, idToken } from "@/tests/e2e/helpers/accounts";
import type { PublicVehicleDetail, VehicleSpecs } from "@/lib/vehicles/types";
import { api } from "@/tests/e2e/helpers/api";
import { auctionWithPhotosPath, creditProvision, giveIdentity, sql } from "@/tests/e2e/helpers/db";

/**
 * Set-up data each spec makes for itself (SQL and the API, no UI): the suite runs on a fresh stack
 * with only the seed, and must not depend on what the integration suite left in the database.
 */

/** A live auction of our own (vehicle with photos): its id. */
export async function liveAuction(endsInMinutes = 120): Promise<number> {
  return Number((await auctionWithPhotosPath(endsInMinutes)).split("/").pop());
}

/** The columns of a vehicle row a spec chooses (photos are left empty). */
export type VehicleFields = VehicleSpecs & Pick<PublicVehicleDetail, "colour" | "plate" | "description" | "details">;

/**
 * A vehicle of our own, written in SQL (no photos): a 2021 Honda in Bursa unless `fields` say otherwise,
 * with a unique model (`<modelPrefix>-XXXXXX`, E2E by default) so a filtered list or a search finds only
 * it. Its id, model and title as the pages write it (year, brand, model).
 */
export async function testVehicle(
  fields: Partial<VehicleFields> & { modelPrefix?: string } = {},
): Promise<{ id: number; model: string; title: string }> {
  const { modelPrefix = "E2E", ...chosen } = fields;
  const v: VehicleFields = {
    brand: "Honda",
    model: `${modelPrefix}-${randomUUID().slice(0, 6).toUpperCase()}`,
    year: 2021,
    km: 15000,
    engineCc: 649,
    city: "Bursa",
    colour: "Siyah",
    plate: "16ABC123",
    description: "Uçtan uca test aracı.",
    details: [],
    ...chosen,
  };
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{}') RETURNING id`,
    [v.brand, v.model, v.year, v.km, v.engineCc, v.city, v.colour, v.plate, v.description, JSON.stringify(v.details)],
  );
  return { id: vehicle.id, model: v.model, title: `${v.year} ${v.brand} ${v.model}` };
}

/**
 * An auction of `vehicleId` at `price` (its current price too): live from an hour ago for an hour
 * unless the options say otherwise (minutes from now), with a Hemen Al price when `buyNowPrice` is given.
 */
export async function testAuction(
  vehicleId: number,
  price: number,
  {
    state = "live",
    startsInMinutes = -60,
    endsInMinutes = 60,
    buyNowPrice = null,
  }: { state?: string; startsInMinutes?: number; endsInMinutes?: number; buyNowPrice?: number | null } = {},
): Promise<number> {
  const [auction] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price, buy_now_price)
     VALUES ($1, $2, now() + make_interval(mins => $3), now() + make_interval(mins => $4), $5, $5, $6) RETURNING id`,
    [vehicleId, state, startsInMinutes, endsInMinutes, price, buyNowPrice],
  );
  return Number(auction.id);
}

/** A live auction at `price` (see testAuction) of a new vehicle (see testVehicle): its id and page path. */
export async function liveTestAuction(
  price: number,
  vehicle: Parameters<typeof testVehicle>[0] = {},
): Promise<{ id: number; path: string }> {
  const id = await testAuction((await testVehicle(vehicle)).id, price);
  return { id, path: `/ihaleler/${id}` };
}

/** A Hemen Al listing (on sale) of `vehicleId` at `price`: its id. */
export async function testListing(vehicleId: number, price: number): Promise<number> {
  const [listing] = await sql<{ id: string }>(
    `INSERT INTO buy_now_listings (vehicle_id, price) VALUES ($1, $2) RETURNING id`,
    [vehicleId, price],
  );
  return Number(listing.id);
}

/** A live 120.000 TL auction of our own with a unique model (no photos), so a filtered list shows only its card. */
export async function modelAuction(): Promise<{ id: number; model: string; title: string }> {
  const vehicle = await testVehicle({
    brand: "Yamaha",
    km: 11000,
    engineCc: 689,
    city: "İzmir",
    colour: "Mavi",
    plate: "35ABC123",
  });
  const id = await testAuction(vehicle.id, 120000, { endsInMinutes: 180 });
  return { id, model: vehicle.model, title: vehicle.title };
}

/** A Hemen Al listing of our own at `price`: its id and the vehicle's title. */
export async function buyNowListing(price = 180_000): Promise<{ id: number; title: string }> {
  const vehicle = await testVehicle({ year: 2022, km: 7800, engineCc: 471, colour: "Kırmızı" });
  await giveIdentity(vehicle.id);
  return { id: await testListing(vehicle.id, price), title: vehicle.title };
}

/**
 * A buyer with 20.000 TL provision who bought a fresh 180.000 TL listing through the API: its order
 * awaits payment with 8.000 TL blocked. `overdue` moves its payment due date into the past (a cayma
 * bedeli needs that).
 */
export async function unpaidOrder(baseURL: string, { overdue = true } = {}) {
  const listing = await buyNowListing(180_000);
  const buyer = await createUser({ name: "Kerem", lastName: "Alıcı" });
  await creditProvision(buyer.uid, 20000);
  const response = await fetch(`${baseURL}/api/listings/${listing.id}/buy`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await idToken(buyer)}`, "Content-Type": "application/json" },
    body: "{}",
  });
  if (response.status !== 201) throw new Error(`purchase failed: ${response.status} ${await response.text()}`);
  const { order } = (await response.json()) as { order: { id: number } };
  if (overdue) await sql(`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE id = $1`, [order.id]);
  return { buyer, orderId: order.id, title: listing.title, listingId: listing.id };
}

/** At least `n` vehicles in stock (adds plain ones when the database has fewer). */
export async function atLeastVehicles(n: number): Promise<void> {
  const [{ count }] = await sql<{ count: string }>(`SELECT count(*) AS count FROM vehicles`);
  const missing = n - Number(count);
  if (missing <= 0) return;
  await sql(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     SELECT 'Yamaha', 'MT-07 E2E ' || i, 2020, 10000, 689, 'İzmir', 'Mavi', '35ABC' || lpad(i::text, 3, '0'), 'Uçtan uca test aracı.', '[]', '{}'
     FROM generate_series(1, $1) AS i`,
    [missing],
  );
}

/**
 * A blog post of our own, written and published through the management API (which revalidates the
 * blog pages it touches): its id and slug. The demo seed's posts are not in npm test's database.
 */
export async function publishedPost(
  baseURL: string,
  fields: { title?: string; excerpt?: string; body?: string } = {},
): Promise<{ id: number; slug: string }> {
  const token = await idToken(await createStaff({ roles: ["blog:write"] }));
  const { post } = await api<{ post: { id: number; slug: string } }>(baseURL, token, "POST", "/api/management/blog", {
    title: fields.title ?? `Uçtan uca deneme yazısı ${randomUUID().slice(0, 6)}`,
    excerpt: fields.excerpt ?? "Uçtan uca testin kendi yazdığı ve yayınladığı kısa bir deneme yazısı.",
    body: fields.body ?? "## Bölüm\n\nDeneme paragrafı.",
    authorName: "Editör",
  });
  await api(baseURL, token, "POST", `/api/management/blog/${post.id}/publish`);
  return { id: post.id, slug: post.slug };
}

/** `count` vehicles of brand `brand` (model `model`), each live in an auction or on sale in Hemen Al: their ids. */
export async function catalogue(
  kind: "auction" | "listing",
  count: number,
  { brand = "Honda", model = "CB650R" } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const vehicle = await testVehicle({ brand, model, km: 9000, city: "Ankara", plate: "06ABC123" });
    ids.push(
      kind === "auction"
        ? await testAuction(vehicle.id, 60_000 + i * 1_000, { endsInMinutes: 2 * 24 * 60 })
        : await testListing(vehicle.id, 100_000 + i * 1_000),
    );
  }
  return ids;
}
