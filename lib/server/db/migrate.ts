import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client } from "pg";
import { databaseDirectUrl } from "./index";

export const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");

/**
 * Applies the drizzle-kit migrations; safe to run from several processes at once. Over the direct
 * connection: the advisory lock below means nothing through a transaction-pooling proxy.
 */
export async function runMigrations(databaseUrl: string = databaseDirectUrl()): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Serialise concurrent starters (two app instances, parallel test workers) on one lock.
    await client.query("SELECT pg_advisory_lock(727001)");
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock(727001)").catch(() => undefined);
    await client.end();
  }
}
