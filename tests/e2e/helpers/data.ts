import { randomUUID } from "node:crypto";
import { createStaff, createUser, idToken } from "@/tests/e2e/helpers/accounts";
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

/** A live 120.000 TL auction of our own with a unique model (no photos), so a filtered list shows only its card. */
export async function modelAuction(): Promise<{ id: number; model: string; title: string }> {
  const model = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Yamaha', $1, 2021, 11000, 689, 'İzmir', 'Mavi', '35ABC123', 'Uçtan uca test aracı.', '[]', '{}') RETURNING id`,
    [model],
  );
  const [row] = await sql<{ id: string }>(
    `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price)
     VALUES ($1, 'live', now() - interval '1 hour', now() + interval '3 hours', 120000, 120000) RETURNING id`,
    [vehicle.id],
  );
  return { id: Number(row.id), model, title: `2021 Yamaha ${model}` };
}

/** A Hemen Al listing of our own at `price`: its id and the vehicle's title. */
export async function buyNowListing(price = 180_000): Promise<{ id: number; title: string }> {
  const model = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [vehicle] = await sql<{ id: number }>(
    `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
     VALUES ('Honda', $1, 2022, 7800, 471, 'Bursa', 'Kırmızı', '16ABC123', 'Uçtan uca test aracı.', '[]', '{}') RETURNING id`,
    [model],
  );
  await giveIdentity(vehicle.id);
  const [listing] = await sql<{ id: string }>(
    `INSERT INTO buy_now_listings (vehicle_id, price) VALUES ($1, $2) RETURNING id`,
    [vehicle.id, price],
  );
  return { id: Number(listing.id), title: `2022 Honda ${model}` };
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
    const [vehicle] = await sql<{ id: number }>(
      `INSERT INTO vehicles (brand, model, year, km, engine_cc, city, colour, plate, description, details, photos)
       VALUES ($1, $2, 2021, 9000, 649, 'Ankara', 'Siyah', '06ABC123', 'Uçtan uca test aracı.', '[]', '{}') RETURNING id`,
      [brand, model],
    );
    const [row] =
      kind === "auction"
        ? await sql<{ id: string }>(
            `INSERT INTO auctions (vehicle_id, state, starts_at, ends_at, starting_price, current_price) VALUES ($1, 'live', now() - interval '1 hour', now() + interval '2 days', $2, $2) RETURNING id`,
            [vehicle.id, 60_000 + i * 1_000],
          )
        : await sql<{ id: string }>(`INSERT INTO buy_now_listings (vehicle_id, price) VALUES ($1, $2) RETURNING id`, [
            vehicle.id,
            100_000 + i * 1_000,
          ]);
    ids.push(Number(row.id));
  }
  return ids;
}
