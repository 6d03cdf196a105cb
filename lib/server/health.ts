import { getPool, lastDatabaseAnswerAt } from "@/lib/server/db";
import { firebaseProjectId } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";

/**
 * What the public health answer says about one dependency: up or not, never why (the log says why).
 * `busy`: it answered lately, but not within the check's wait (every pooled connection taken, or the
 * identity service slow under load).
 */
type Check = { ok: boolean; latencyMs?: number; busy?: true };

/** How long the check waits for a pooled connection (the pool's own limit is 10 s). */
const DATABASE_WAIT_MS = 2_000;
/** An answer this recent proves a dependency is up when the check itself only ran out of time. */
const ANSWERED_WITHIN_MS = 10_000;
/** How long the check waits for the identity service (the Auth emulator locally). */
const IDENTITY_WAIT_MS = 2_000;
let identityAnsweredAt = 0;

/**
 * SELECT 1 on a pooled connection, like every request's queries. Under overload (all connections
 * taken, requests queueing for them) the instance is working, not broken: when no connection comes
 * within DATABASE_WAIT_MS but one came back without an error within ANSWERED_WITHIN_MS, the
 * database counts as up and busy (200), so a load balancer does not take a saturated instance out and
 * pile its load onto the others. Refused connections, failing queries, or no answer for that long: 503.
 */
async function databaseCheck(): Promise<Check> {
  const started = performance.now();
  const acquiring = getPool().connect();
  let timer: NodeJS.Timeout | undefined;
  const client = await Promise.race([
    acquiring,
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DATABASE_WAIT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (!client) {
    // Still queued: hand the connection back unused when it comes, so waiting checks cost nothing.
    acquiring.then(
      (late) => late.release(),
      () => {},
    );
    if (Date.now() - lastDatabaseAnswerAt() <= ANSWERED_WITHIN_MS)
      return { ok: true, busy: true, latencyMs: Math.round(performance.now() - started) };
    throw new Error(
      `no pooled connection within ${DATABASE_WAIT_MS} ms and no database answer for ${ANSWERED_WITHIN_MS} ms`,
    );
  }
  try {
    await client.query("SELECT 1");
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  return { ok: true, latencyMs: Math.round(performance.now() - started) };
}

async function timed(name: string, fn: () => Promise<Check | void>): Promise<Check> {
  const started = performance.now();
  try {
    return (await fn()) ?? { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // A failed query's text, a host or a port is for the operator, not for anyone who asks.
    logger.error({ err: error, check: name }, "health check failed");
    return { ok: false };
  }
}

/** Like the database: a timeout right after an answer is a busy service (200), a refusal or an error status is not. */
async function identityCheck(): Promise<Check | void> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulator) return;
  const started = performance.now();
  try {
    // The emulator answers its discovery document only when it is up.
    const response = await fetch(`http://${emulator}/emulator/v1/projects/${firebaseProjectId()}/config`, {
      signal: AbortSignal.timeout(IDENTITY_WAIT_MS),
    });
    if (!response.ok) throw new Error(`Auth emulator answered ${response.status}`);
    identityAnsweredAt = Date.now();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    if (timedOut && Date.now() - identityAnsweredAt <= ANSWERED_WITHIN_MS)
      return { ok: true, busy: true, latencyMs: Math.round(performance.now() - started) };
    throw error;
  }
}

export async function getHealth() {
  const [database, identity] = await Promise.all([timed("database", databaseCheck), timed("identity", identityCheck)]);
  return { status: database.ok && identity.ok ? ("ok" as const) : ("degraded" as const), database, identity };
}
