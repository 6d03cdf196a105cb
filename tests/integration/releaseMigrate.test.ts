import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run db:migrate`, the production release step: plain node (no tsx, no TypeScript), and safe
 * when several deploys run it against one empty database at the same moment.
 */
describe("npm run db:migrate", () => {
  const sharedUrl = process.env.DATABASE_URL!;
  const name = `motoborsa_release_${randomUUID().slice(0, 8)}`;
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;

  async function query<T>(connectionString: string, text: string): Promise<T[]> {
    const client = new Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    // Only what a release job has: PATH and the database address, nothing of the test stack.
    const child = spawn(process.execPath, ["scripts/db-migrate.mjs"], {
      env: { NODE_ENV: "production", PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
  }

  beforeAll(() => query(sharedUrl, `CREATE DATABASE ${name}`));
  afterAll(() => query(sharedUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("applies every migration exactly once when four deploys run it at once", async () => {
    const runs = await Promise.all([1, 2, 3, 4].map(() => migrate({ DATABASE_URL: url.toString() })));
    for (const run of runs) expect(run.code, run.output).toBe(0);
    const journal = JSON.parse(fs.readFileSync("lib/server/db/migrations/meta/_journal.json", "utf8")) as {
      entries: unknown[];
    };
    const [{ n }] = await query<{ n: number }>(
      url.toString(),
      "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
    );
    expect(n).toBe(journal.entries.length);
    // The schema is there and holds no demo data: migrating never seeds.
    const [{ users }] = await query<{ users: number }>(url.toString(), "SELECT count(*)::int AS users FROM users");
    expect(users).toBe(0);
  }, 120_000);

  it("prefers DATABASE_DIRECT_URL and names the variable when none is set", async () => {
    const direct = await migrate({
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/pooler-that-drops-locks",
      DATABASE_DIRECT_URL: url.toString(),
    });
    expect(direct.code, direct.output).toBe(0);
    const missing = await migrate({});
    expect(missing.code).toBe(1);
    expect(missing.output.trim()).toMatch(/^Invalid configuration: DATABASE_URL is required/);
  }, 60_000);
});
