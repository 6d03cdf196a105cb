import { sql } from "drizzle-orm";
import { getDb } from "./db";
import { firebaseProjectId } from "./config";
import { logger } from "./logger";

/** What the public health answer says about one dependency: up or not, never why (the log says why). */
type Check = { ok: boolean; latencyMs?: number };

async function timed(name: string, fn: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await fn();
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // A failed query's text, a host or a port is for the operator, not for anyone who asks.
    logger.error({ err: error, check: name }, "health check failed");
    return { ok: false };
  }
}

async function identityCheck(): Promise<void> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulator) return;
  // The emulator answers its discovery document only when it is up.
  const response = await fetch(`http://${emulator}/emulator/v1/projects/${firebaseProjectId()}/config`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status}`);
}

export async function getHealth() {
  const [database, identity] = await Promise.all([timed("database", () => getDb().execute(sql`SELECT 1`)), timed("identity", identityCheck)]);
  return { status: database.ok && identity.ok ? ("ok" as const) : ("degraded" as const), database, identity };
}
