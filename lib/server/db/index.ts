import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "@/lib/server/db/schema";
import { config } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; domain functions take it so several steps share one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type DbGlobal = { pool?: Pool; db?: Db; lastOkAt?: number; lastReportedAt?: number; closing?: boolean };
// One pool per process: Next.js loads pages and API routes as separate bundles (and dev reloads
// modules), so the pool lives on globalThis instead of in module state.
const store = globalThis as typeof globalThis & { __motoborsaDb?: DbGlobal };

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/**
 * The unpooled address for LISTEN, pg-boss and migrations. Through PgBouncer or Neon's pooler
 * (transaction pooling) LISTEN silently receives nothing and advisory locks do not hold, so those
 * need a direct connection; without one configured, DATABASE_URL is direct anyway.
 */
export function databaseDirectUrl(): string {
  const url = process.env.DATABASE_DIRECT_URL?.trim() || process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm run dev` (embedded PostgreSQL) or set DATABASE_URL.",
    );
  return url;
}

export function getPool(): Pool {
  const holder = (store.__motoborsaDb ??= {});
  if (!holder.pool) {
    const { DATABASE_URL: connectionString, DATABASE_POOL_SIZE } = config();
    if (!connectionString) {
      throw new Error(
        "DATABASE_URL is not set. Start the app with `npm run dev` (embedded PostgreSQL) or set DATABASE_URL.",
      );
    }
    holder.pool = new Pool({
      connectionString,
      max: DATABASE_POOL_SIZE,
      // A saturated pool or an unreachable server answers a request with an error within seconds
      // instead of holding it (and its instance) until the platform's own timeout.
      connectionTimeoutMillis: positiveInt(process.env.DATABASE_CONNECT_TIMEOUT_MS, 10_000),
      // No query may hold a connection (and its row locks) for longer; bids lock the auction row.
      statement_timeout: positiveInt(process.env.DATABASE_STATEMENT_TIMEOUT_MS, 15_000),
      // Load balancers and NATs drop idle TCP connections silently; keep-alive notices.
      keepAlive: true,
    });
    // An idle connection that PostgreSQL ends (a restart, kill -9) is replaced on the next query; each
    // of the pool's clients reports it, so one line per burst instead of a dump per client.
    // A connection handed back without an error: the database answered (read by the health check).
    holder.pool.on("release", (err) => {
      if (!err) holder.lastOkAt = Date.now();
    });
    holder.pool.on("error", reportPoolError);
  }
  return holder.pool;
}

/**
 * An idle pooled connection ended (the pool's "error" event). Only the message and PostgreSQL's code
 * are logged: the event's error carries the pg client (connection parameters, kilobytes per line).
 * While we are shutting down ourselves (SIGTERM, closeDb) PostgreSQL ending its connections is
 * expected and logged at info; otherwise an error, at most one line per 10 s per burst.
 */
export function reportPoolError(err: unknown): void {
  const holder = (store.__motoborsaDb ??= {});
  const { message, code } = (err ?? {}) as { message?: unknown; code?: unknown };
  const fields = {
    error: {
      message: typeof message === "string" ? message : String(err),
      ...(typeof code === "string" ? { code } : {}),
    },
  };
  if (holder.closing) {
    logger.info(fields, "database connection closed during shutdown");
    return;
  }
  const now = Date.now();
  if (now - (holder.lastReportedAt ?? 0) > 10_000) logger.error(fields, "lost idle database connections");
  holder.lastReportedAt = now;
}

/** We are closing: from now on the pool's lost connections are expected (lib/server/shutdown.ts). */
export function markDatabaseClosing(): void {
  (store.__motoborsaDb ??= {}).closing = true;
}

/** When a pooled connection last came back without an error (0: never since the pool started). */
export function lastDatabaseAnswerAt(): number {
  return store.__motoborsaDb?.lastOkAt ?? 0;
}

export function getDb(): Db {
  const holder = (store.__motoborsaDb ??= {});
  if (!holder.db) holder.db = drizzle(getPool(), { schema });
  return holder.db;
}

/** Closes the process pool (tests and scripts). */
export async function closeDb(): Promise<void> {
  const holder = store.__motoborsaDb;
  markDatabaseClosing();
  if (holder?.pool) await holder.pool.end();
  store.__motoborsaDb = {};
}

export { schema };
