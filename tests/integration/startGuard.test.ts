import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The environment of a clean shell: none of the values the integration stack put into process.env. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

describe("npm start guard", () => {
  it("exits with a clear message before starting anything when production would trust emulator tokens", () => {
    const result = spawnSync(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "start"],
      {
        env: {
          ...process.env,
          FIREBASE_AUTH_EMULATOR_HOST: "10.1.2.3:9099",
          MOTOBORSA_DATA_DIR: "/nonexistent/never-created",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST=10.1.2.3:9099 is refused with NODE_ENV=production",
    );
  });

  it("names a malformed value before starting anything", () => {
    const result = spawnSync(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "dev"],
      {
        env: { ...process.env, CONTACT_RATE_LIMIT: "5 # per hour", MOTOBORSA_DATA_DIR: "/nonexistent/never-created" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Invalid configuration: CONTACT_RATE_LIMIT must be a whole number from 1 to 10000",
    );
  });
});

/** Every browser value a production `next build` needs, all present. */
const PUBLIC_BUILD_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleExampleExample",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "motoborsa-prod.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "motoborsa-prod",
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "motoborsa-prod.firebasestorage.app",
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123456789012:web:abcdef",
  NEXT_PUBLIC_SITE_URL: "https://www.motoborsa.example",
};

/** `next build` (into a folder never used) with every production browser value but `missing`. */
function buildWithout(missing: keyof typeof PUBLIC_BUILD_ENV) {
  const env: Record<string, string> = { NEXT_DIST_DIR: ".next-never-built", ...PUBLIC_BUILD_ENV };
  delete env[missing];
  return spawnSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
    env: cleanEnv(env),
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("production build guard", () => {
  it.each([
    {
      name: "stops `next build` without the browser's Firebase config, in one line naming the variable",
      missing: "NEXT_PUBLIC_FIREBASE_API_KEY" as const,
    },
    {
      name: "stops `next build` without NEXT_PUBLIC_SITE_URL: links and the sitemap are never built from the request",
      missing: "NEXT_PUBLIC_SITE_URL" as const,
    },
  ])("$name", ({ missing }) => {
    const result = buildWithout(missing);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid configuration: ${missing} is required at build time in production`);
    expect(result.stdout).not.toContain("Compiled");
  });
});
