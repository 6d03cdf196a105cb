import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/scripts/lib/ports";
import { stopService } from "@/scripts/lib/processes";

/**
 * The plain production path: `next build` and `next start` with a real project's configuration, no
 * runner, no demo flag. Builds once into .next-prod-test (several minutes on 2 cores);
 * MOTOBORSA_TEST_PROD_BUILD=<dist dir> reuses a build made with the same public values.
 */
const DIST_DIR = process.env.MOTOBORSA_TEST_PROD_BUILD || ".next-prod-test";

const PUBLIC = {
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleExampleExample",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "motoborsa-prod.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "motoborsa-prod",
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "motoborsa-prod.firebasestorage.app",
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123456789012:web:abcdef0123456789",
  // Required at build time in production: every absolute link is built from it (issue 21 item 8).
  NEXT_PUBLIC_SITE_URL: "https://www.motoborsa.example",
};

/** A clean shell: nothing of the integration stack (emulator address, demo flag) leaks in. */
function shell(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST_DIR,
    ...extra,
  };
}

function serverEnv(): Record<string, string> {
  return {
    DATABASE_URL: process.env.DATABASE_URL!,
    FIREBASE_PROJECT_ID: "motoborsa-prod",
    IP_HASH_SALT: "3f9c2b7a1e6d4c8b9a0f1e2d3c4b5a69",
    TRUST_PROXY_HOPS: "1",
    IDENTITY_ENCRYPTION_KEYS: `2027-01:${Buffer.alloc(32, 7).toString("base64")}`,
    IDENTITY_LOOKUP_SECRET: "c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f0",
    LOG_LEVEL: "warn",
  };
}

const NEXT_BIN = require.resolve("next/dist/bin/next");
const servers: ChildProcess[] = [];

function collect(child: ChildProcess) {
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk) => (output.stdout += chunk));
  child.stderr?.on("data", (chunk) => (output.stderr += chunk));
  return output;
}

beforeAll(async () => {
  if (process.env.MOTOBORSA_TEST_PROD_BUILD && fs.existsSync(path.join(DIST_DIR, "BUILD_ID"))) return;
  const build = spawn(process.execPath, [NEXT_BIN, "build"], { env: shell(PUBLIC), stdio: ["ignore", "pipe", "pipe"] });
  const output = collect(build);
  const code = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output.stdout}\n${output.stderr}`);
}, 900_000);

afterAll(async () => {
  for (const server of servers) await stopService(server, "SIGTERM", 10_000);
});

describe("plain `next start` in production", () => {
  it("serves with the security headers, a request id and both health checks, and seeds nothing", async () => {
    const port = await freePort();
    const started = Date.now();
    const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
      env: shell(serverEnv()),
      stdio: ["ignore", "pipe", "pipe"],
    });
    servers.push(server);
    const output = collect(server);
    const base = `http://127.0.0.1:${port}`;
    let live: Response | null = null;
    while (!live && Date.now() - started < 60_000 && server.exitCode === null) {
      live = await fetch(`${base}/api/health/live`).catch(() => null);
      if (!live) await new Promise((r) => setTimeout(r, 100));
    }
    expect(live?.status, output.stderr).toBe(200);
    console.log(`next start answered /api/health/live ${Date.now() - started} ms after spawn`);

    const ready = await fetch(`${base}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ok", database: { ok: true } });
    expect(ready.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const headers = Object.fromEntries(home.headers);
    console.log(`production response headers of /:\n${JSON.stringify(headers, null, 2)}`);
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    // A build for a real Firebase project lets the browser reach no loopback emulator.
    expect(csp).not.toContain("127.0.0.1");
    expect(headers["x-powered-by"]).toBeUndefined();
    // The browser is told of no emulator: it signs in against the real project.
    expect(await (await fetch(`${base}/api/client-config`)).json()).toEqual({ authEmulatorHost: null });
    // Nothing under the server: no embedded PostgreSQL, no Auth emulator.
    const children = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim();
    const commands = children
      ? children.split(/\s+/).map((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"))
      : [];
    expect(commands.filter((c) => /postgres|firebase/.test(c))).toEqual([]);
    expect(output.stdout + output.stderr).not.toMatch(/seed|demo accounts/i);

    // A forged Host / X-Forwarded-Host never reaches the sitemap or robots.txt a CDN would cache.
    const forged = { Host: "evil.example", "X-Forwarded-Host": "cdn-poison.example", "X-Forwarded-Proto": "http" };
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const answer = await fetch(`${base}${path}`, { headers: forged });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).not.toMatch(/evil\.example|cdn-poison\.example/);
      expect(text).toContain("https://www.motoborsa.example/");
    }
  }, 120_000);

  it.each(["IP_HASH_SALT", "TRUST_PROXY_HOPS", "DATABASE_URL"])(
    "exits non-zero without %s, with one line naming it",
    async (key) => {
      const env = serverEnv();
      delete (env as Record<string, string | undefined>)[key];
      const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(await freePort()), "-H", "127.0.0.1"], {
        env: shell(env),
        stdio: ["ignore", "pipe", "pipe"],
      });
      servers.push(server);
      const output = collect(server);
      const code = await new Promise<number | null>((resolve) => server.once("exit", resolve));
      expect(code).not.toBe(0);
      const line = output.stderr.split("\n").find((l) => l.startsWith("Invalid configuration:"));
      expect(line).toMatch(new RegExp(`^Invalid configuration: ${key} is required in production`));
    },
    120_000,
  );

  it("refuses the Auth emulator in production", async () => {
    const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(await freePort()), "-H", "127.0.0.1"], {
      env: shell({ ...serverEnv(), FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    servers.push(server);
    const output = collect(server);
    expect(await new Promise<number | null>((resolve) => server.once("exit", resolve))).not.toBe(0);
    expect(output.stderr).toContain(
      "Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 is refused with NODE_ENV=production",
    );
  }, 120_000);
});
