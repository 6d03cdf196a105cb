// Plain JavaScript on purpose: `npm run db:migrate` is the production release step and must run
// with the production dependencies alone (no tsx, no TypeScript). Types: migrate.d.mts.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");

/** Every migrator (release steps of several deploys, app test workers) waits on this one lock. */
export const MIGRATION_LOCK_ID = 727001;

/**
 * Applies the drizzle-kit migrations. Safe to run from several processes at once: a session-level
 * PostgreSQL advisory lock serialises them, and the later ones find nothing left to apply.
 * Use an unpooled address (DATABASE_DIRECT_URL): a transaction-mode pooler may hand the unlock to
 * another server connection than the lock.
 * @param {string} databaseUrl
 * @returns {Promise<void>}
 */
export async function runMigrations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
