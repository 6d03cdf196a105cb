import { sql } from "drizzle-orm";
import { getDb } from "./db";
import { firebaseProjectId } from "./environment";

type Check = { ok: boolean; detail?: string; latencyMs?: number };

async function timed(fn: () => Promise<string | undefined>): Promise<Check> {
  const started = performance.now();
  try {
    const detail = await fn();
    return { ok: true, detail, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

async function identityCheck(): Promise<string> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulator) return `firebase:${firebaseProjectId()}`;
  // The emulator answers its discovery document only when it is up.
  const response = await fetch(`http://${emulator}/emulator/v1/projects/${firebaseProjectId()}/config`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status}`);
  return `emulator:${emulator}`;
}

export async function getHealth() {
  const [database, identity] = await Promise.all([
    timed(async () => {
      await getDb().execute(sql`SELECT 1`);
      return undefined;
    }),
    timed(identityCheck),
  ]);
  return { status: database.ok && identity.ok ? "ok" : "degraded", database, identity };
}

/** The cheapest request through the whole stack, for benchmarks. */
export async function pingDatabase() {
  await getDb().execute(sql`SELECT 1`);
  return { ok: true };
}
