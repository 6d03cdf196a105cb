import path from "node:path";
import { runMigrations } from "@/lib/server/db/migrate.mjs";
import { firebaseProjectId } from "@/lib/server/config";
import { startAuthEmulator } from "@/scripts/lib/authEmulator";
import { acquireDataLock } from "@/scripts/lib/lockfile";
import { startKpsServer } from "@/scripts/lib/kpsServer";
import { startMaildev } from "@/scripts/lib/maildev";
import { freePort } from "@/scripts/lib/ports";
import { startEmbeddedPostgres } from "@/scripts/lib/postgres";

export type Stack = {
  env: Record<string, string>;
  /** Whether this process holds the data folder's lock (embedded PostgreSQL), so nothing else uses it. */
  ownsDataDir: boolean;
  /** Resolves with a description when a started service dies on its own (the runner then stops). */
  died: Promise<string>;
  stop: () => Promise<void>;
};

export type StackOptions = {
  dataDir: string;
  pgPort: number;
  authPort: number;
  /** Keep emulator accounts across restarts (dev/start); tests start empty. */
  persistAccounts: boolean;
  log: (source: string, line: string) => void;
  /** The runner: services in their own process groups, stopped in order by the runner alone. */
  ownProcessGroups?: boolean;
  /** The embedded SMTP server's ports (maildev); free ones when left out. */
  smtpPort?: number;
  mailWebPort?: number;
  /** The local population registry's port (scripts/lib/kpsServer.ts); a free one when left out. */
  kpsPort?: number;
};

function wantsEmulator(): boolean {
  // A real project is configured by naming it; demo-* project ids only ever exist in emulators.
  return !process.env.FIREBASE_AUTH_EMULATOR_HOST && firebaseProjectId().startsWith("demo-");
}

/**
 * Starts what the app needs that is not configured from outside: embedded PostgreSQL unless
 * DATABASE_URL is set, the Auth emulator unless a real Firebase project or an emulator is given.
 * Then migrates. Returns the environment for the Next.js process and a stop function.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((e) => opts.log("stack", `stop failed: ${e}`));
  };
  const deaths: Array<Promise<string>> = [];
  // A started service stops with the stack, and its unexpected exit ends the stack.
  const track = <S extends { stop: () => Promise<void>; died?: Promise<string> }>(service: S): S => {
    stops.push(service.stop);
    if (service.died) deaths.push(service.died);
    return service;
  };
  // Every stack is the embedded demo (dev, npm start, tests, benchmarks): demo defaults are allowed.
  const env: Record<string, string> = {
    FIREBASE_PROJECT_ID: firebaseProjectId(),
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: firebaseProjectId(),
    MOTOBORSA_LOCAL_DEMO: "1",
  };
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const release = acquireDataLock(opts.dataDir);
      stops.push(async () => release());
      const started = Date.now();
      const pg = track(
        await startEmbeddedPostgres(path.join(opts.dataDir, "postgres"), opts.pgPort, (l) => opts.log("postgres", l), {
          ownGroup: opts.ownProcessGroups,
        }),
      );
      databaseUrl = pg.url;
      opts.log("stack", `embedded PostgreSQL ready on 127.0.0.1:${opts.pgPort} in ${Date.now() - started} ms`);
    }
    env.DATABASE_URL = databaseUrl;

    if (wantsEmulator()) {
      const started = Date.now();
      const emulator = track(
        await startAuthEmulator({
          projectId: firebaseProjectId(),
          port: opts.authPort,
          workDir: path.join(opts.dataDir, "firebase"),
          stateDir: opts.persistAccounts ? path.join(opts.dataDir, "auth") : undefined,
          log: (l) => opts.log("auth", l),
          ownGroup: opts.ownProcessGroups,
          // Without DATABASE_URL this process holds the folder's lock; otherwise others may share it.
          stopLeftovers: !process.env.DATABASE_URL,
        }),
      );
      env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
      opts.log("stack", `Auth emulator ready on ${emulator.host} in ${Date.now() - started} ms`);
    } else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      env.FIREBASE_AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }

    // Notification e-mails go to an embedded SMTP server with a web inbox unless SMTP_URL names a real one.
    if (!process.env.SMTP_URL) {
      const maildev = track(
        await startMaildev({
          smtpPort: opts.smtpPort ?? (await freePort()),
          webPort: opts.mailWebPort ?? (await freePort()),
          mailDir: path.join(opts.dataDir, "mail"),
          log: (l) => opts.log("mail", l),
          ownGroup: opts.ownProcessGroups,
          stopLeftovers: !process.env.DATABASE_URL,
        }),
      );
      env.SMTP_URL = maildev.smtpUrl;
      env.MAIL_INBOX_URL = maildev.webUrl;
      opts.log("stack", `mail: SMTP on ${maildev.smtpUrl}, inbox at ${maildev.webUrl}`);
    }

    // Identity checks go to a local registry answering for the demo identities unless KPS_URL names one.
    if (process.env.KPS_URL) env.KPS_URL = process.env.KPS_URL;
    else {
      const kps = track(await startKpsServer({ port: opts.kpsPort ?? (await freePort()) }));
      env.KPS_URL = kps.url;
      opts.log("stack", `population registry (KPS, demo identities): ${kps.url}`);
    }

    // A configured DATABASE_URL may be a pooler; migrations need the direct address (lib/server/db).
    await runMigrations(process.env.DATABASE_URL ? process.env.DATABASE_DIRECT_URL || databaseUrl : databaseUrl);
    return { env, ownsDataDir: !process.env.DATABASE_URL, died: Promise.race(deaths), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
