import { Client } from "pg";

/** One query against the suite's database (npm test passes DATABASE_URL), for set-up and checks. */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A live seeded auction whose vehicle has several photos. Other suites leave auctions of their own
 * (often without photos) in the shared database, so "the first card on /ihaleler" is not one.
 */
export async function auctionWithPhotosPath(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `SELECT a.id FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
     WHERE a.state = 'live' AND a.ends_at > now() + interval '10 minutes' AND cardinality(v.photos) >= 2
     ORDER BY a.id LIMIT 1`,
  );
  if (!row) throw new Error("no live auction with photos in the database");
  return `/ihaleler/${row.id}`;
}
