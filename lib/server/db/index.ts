import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";
import { config } from "../config";
import { logger } from "../logger";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; domain functions take it so several steps share one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type DbGlobal = { pool?: Pool; db?: Db };
// One pool per process: Next.js loads pages and API routes as separate bundles (and dev reloads
// modules), so the pool lives on globalThis instead of in module state.
const store = globalThis as typeof globalThis & { __motoborsaDb?: DbGlobal };

export function getPool(): Pool {
  const holder = (store.__motoborsaDb ??= {});
  if (!holder.pool) {
    const { DATABASE_URL: connectionString, DATABASE_POOL_SIZE } = config();
    if (!connectionString) {
      throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` (embedded PostgreSQL) or set DATABASE_URL.");
    }
    holder.pool = new Pool({ connectionString, max: DATABASE_POOL_SIZE });
    // An idle connection that PostgreSQL ends (a restart, kill -9) is replaced on the next query; each
    // of the pool's clients reports it, so one line per burst instead of a dump per client.
    let lastReported = 0;
    holder.pool.on("error", (err) => {
      if (Date.now() - lastReported > 10_000) logger.error({ err }, "lost idle database connections");
      lastReported = Date.now();
    });
  }
  return holder.pool;
}

export function getDb(): Db {
  const holder = (store.__motoborsaDb ??= {});
  if (!holder.db) holder.db = drizzle(getPool(), { schema });
  return holder.db;
}

/** Closes the process pool (tests and scripts). */
export async function closeDb(): Promise<void> {
  const holder = store.__motoborsaDb;
  if (holder?.pool) await holder.pool.end();
  store.__motoborsaDb = {};
}

export { schema };
