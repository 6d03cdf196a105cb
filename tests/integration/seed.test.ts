import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/server/db";
import { runMigrations } from "@/lib/server/db/migrate.mjs";

/**
 * `npm run dev` / `npm start` on an empty data folder migrate and seed a brand-new database. The
 * shared test database already holds other tests' users, so the account seed would be skipped there:
 * this runs the whole seed on a database of its own, as a first start does.
 */
describe("the demo seed on an empty database", () => {
  const sharedUrl = process.env.DATABASE_URL!;
  const name = `motoborsa_seed_${randomUUID().slice(0, 8)}`;
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;

  async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    await runMigrations(url.toString());
    await closeDb();
    process.env.DATABASE_URL = url.toString();
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = sharedUrl;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("seeds every part, and the demo buyer's provision is an approved request with its received amount", async () => {
    const { seedDatabase } = await import("@/lib/server/db/seed");
    await seedDatabase(() => undefined);

    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows: requests } = await client.query(
        `SELECT r.amount, r.received_amount, r.status FROM provision_requests r JOIN users u ON u.uid = r.uid WHERE u.email = 'alici@motoborsa.test' AND r.reference_code LIKE 'MB-DEMO%'`,
      );
      expect(requests).toEqual([{ amount: "50000", received_amount: "50000", status: "approved" }]);
      const { rows: counts } = await client.query(
        `SELECT (SELECT count(*) FROM staff)::int AS staff, (SELECT count(*) FROM auctions)::int AS auctions, (SELECT count(*) FROM buy_now_listings)::int AS listings, (SELECT count(*) FROM blog_posts)::int AS posts`,
      );
      expect(counts[0].staff).toBeGreaterThanOrEqual(2);
      expect(counts[0].auctions).toBeGreaterThan(0);
      expect(counts[0].listings).toBeGreaterThan(0);
      expect(counts[0].posts).toBeGreaterThan(0);
      // The demo buyer bids at once (verified identity); yeni@ shows the verification flow. The seeded
      // bidders (no sign-in) hold one too: every bid needs it, and their bids fill the demo histories.
      const { rows: identities } = await client.query(
        `SELECT u.email FROM identity_verifications i JOIN users u ON u.uid = i.uid WHERE i.anonymised_at IS NULL ORDER BY u.email`,
      );
      expect(identities).toEqual([
        { email: "alici@motoborsa.test" },
        ...[1, 2, 3, 4, 5, 6, 7].map((i) => ({ email: `teklifci${i}@motoborsa.test` })),
      ]);
      // The seeded histories: bids were accepted, and the trade seed's model sold (its sold-prices chart).
      const { rows: sold } = await client.query(
        `SELECT (SELECT count(*) FROM bids)::int AS bids, (SELECT count(*) FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.state = 'sold' AND v.model = 'NMAX 155')::int AS nmax, (SELECT count(*) FROM auction_offers o JOIN users u ON u.uid = o.buyer_uid WHERE o.status = 'open' AND o.expires_at > now() AND u.email = 'alici@motoborsa.test')::int AS offers, (SELECT count(*) FROM vehicle_questions)::int AS questions`,
      );
      expect(sold[0].bids).toBeGreaterThan(100);
      expect(sold[0].nmax).toBeGreaterThanOrEqual(5);
      expect(sold[0].offers).toBe(1);
      expect(sold[0].questions).toBe(5);
    } finally {
      await client.end();
    }
  });
});
