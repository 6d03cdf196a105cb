import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataLock } from "@/scripts/lib/lockfile";
import { freePort } from "@/scripts/lib/ports";
import { startEmbeddedPostgres } from "@/scripts/lib/postgres";

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-pg-"));
  folders.push(dir);
  return dir;
}
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("data folder ownership", () => {
  it("refuses a second owner while the first process lives, with a clear message", async () => {
    const dir = tempDir();
    const owner = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "owner.lock"), String(owner.pid));
      expect(() => acquireDataLock(dir)).toThrow(`already in use by another MotoBorsa process (pid ${owner.pid})`);
    } finally {
      owner.kill();
      await new Promise((r) => owner.once("exit", r));
    }
    // The owner is gone: its stale lock is taken over.
    const release = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, "owner.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "owner.lock"))).toBe(false);
  });
});

describe("embedded PostgreSQL", () => {
  it("keeps committed data across a stop and a restart", async () => {
    const dir = path.join(tempDir(), "postgres");
    const port = await freePort();
    const first = await startEmbeddedPostgres(dir, port, () => {});
    const client = new Client({ connectionString: first.url });
    await client.connect();
    await client.query("CREATE TABLE survivors (name text)");
    await client.query("INSERT INTO survivors VALUES ('Ducati Monster')");
    await client.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dir, port, () => {});
    const again = new Client({ connectionString: second.url });
    await again.connect();
    const { rows } = await again.query("SELECT name FROM survivors");
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ name: "Ducati Monster" }]);
  });
});
