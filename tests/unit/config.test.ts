// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configProblem, parseConfig } from "@/lib/server/config";
import { loadEnvFiles } from "@/scripts/lib/envFiles";

/** A complete production environment (a real Firebase project, a managed database). */
const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app:secret@db.internal:5432/motoborsa",
  FIREBASE_PROJECT_ID: "motoborsa-prod",
  IP_HASH_SALT: "b5f1c0a7e9d24c3f8a6e1d0c9b8a7f6e",
  TRUST_PROXY_HOPS: "1",
  IDENTITY_ENCRYPTION_KEYS: `2027-01:${Buffer.alloc(32, 7).toString("base64")}`,
  IDENTITY_LOOKUP_SECRET: "c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f0",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExample",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "motoborsa-prod.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "motoborsa-prod",
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "motoborsa-prod.firebasestorage.app",
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123456789012:web:abcdef",
  NEXT_PUBLIC_SITE_URL: "https://www.motoborsa.com.tr",
};
const without = (key: keyof typeof production) =>
  Object.fromEntries(Object.entries(production).filter(([k]) => k !== key));

describe("configuration schema", () => {
  it("accepts a complete production environment and fills the defaults", () => {
    const config = parseConfig(production, { phase: "start" });
    expect(config).toMatchObject({
      production: true,
      TRUST_PROXY_HOPS: 1,
      DATABASE_POOL_SIZE: 10,
      CONTACT_RATE_LIMIT: 5,
      FIREBASE_STORAGE_BUCKET: "motoborsa-prod.firebasestorage.app",
    });
    expect(config.DATABASE_DIRECT_URL).toBe(production.DATABASE_URL);
    expect(configProblem(production, { phase: "build" })).toBeNull();
  });

  it.each([
    "DATABASE_URL",
    "IP_HASH_SALT",
    "TRUST_PROXY_HOPS",
    "IDENTITY_ENCRYPTION_KEYS",
    "IDENTITY_LOOKUP_SECRET",
  ] as const)("refuses a production start without %s, in one line naming it", (key) => {
    const problem = configProblem(without(key), { phase: "start" });
    expect(problem).toMatch(new RegExp(`^Invalid configuration: ${key} is required in production`));
    expect(problem).not.toContain("\n");
  });

  it("refuses a production start without any Firebase project or bucket", () => {
    const env = {
      ...without("FIREBASE_PROJECT_ID"),
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: undefined,
      NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: undefined,
    };
    const problem = configProblem(env, { phase: "start" });
    expect(problem).toContain("FIREBASE_PROJECT_ID is required in production");
    expect(problem).toContain("FIREBASE_STORAGE_BUCKET is required in production");
  });

  it.each(["NEXT_PUBLIC_FIREBASE_API_KEY", "NEXT_PUBLIC_FIREBASE_APP_ID", "NEXT_PUBLIC_FIREBASE_PROJECT_ID"] as const)(
    "refuses a production build without %s",
    (key) => {
      expect(configProblem(without(key), { phase: "build" })).toMatch(
        new RegExp(`^Invalid configuration: ${key} is required at build time in production`),
      );
    },
  );

  it("needs the public site address in production, at build and at start (links are never built from the request)", () => {
    expect(configProblem(without("NEXT_PUBLIC_SITE_URL"), { phase: "build" })).toMatch(
      /^Invalid configuration: NEXT_PUBLIC_SITE_URL is required at build time in production/,
    );
    expect(configProblem(without("NEXT_PUBLIC_SITE_URL"), { phase: "start" })).toMatch(
      /^Invalid configuration: NEXT_PUBLIC_SITE_URL is required in production/,
    );
    // The local demo and development still run without it (links point at the local port).
    expect(
      configProblem(
        {
          NODE_ENV: "production",
          MOTOBORSA_LOCAL_DEMO: "1",
          DATABASE_URL: "postgres://postgres@127.0.0.1:5433/motoborsa",
        },
        { phase: "start" },
      ),
    ).toBeNull();
    expect(configProblem({ NODE_ENV: "development" }, { phase: "start" })).toBeNull();
  });

  it("refuses a production build for a demo-* project", () => {
    expect(
      configProblem({ ...production, NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-motoborsa" }, { phase: "build" }),
    ).toContain("NEXT_PUBLIC_FIREBASE_PROJECT_ID names a demo-* project");
  });

  it.each([
    ["TRUST_PROXY_HOPS", "one"],
    ["TRUST_PROXY_HOPS", "-1"],
    ["CONTACT_RATE_LIMIT", "5 # per window"],
    ["CONTACT_RATE_WINDOW_MINUTES", "0"],
    ["DATABASE_POOL_SIZE", "1.5"],
    ["DATABASE_URL", "mysql://db/motoborsa"],
    ["DATABASE_URL", "db.internal:5432"],
    ["DATABASE_DIRECT_URL", "not a url"],
    ["IP_HASH_SALT", "short"],
    ["NEXT_PUBLIC_SITE_URL", "www.motoborsa.com.tr"],
    ["FIREBASE_STORAGE_BUCKET", "gs://bucket"],
    ["LOG_LEVEL", "loud"],
    ["KPS_URL", "tckimlik.nvi.gov.tr/Service"],
    ["KPS_TIMEOUT_MS", "5 s"],
    ["IDENTITY_ENCRYPTION_KEYS", "2027-01:c2hvcnQ="],
    ["IDENTITY_ENCRYPTION_KEYS", Buffer.alloc(32).toString("base64")],
    ["IDENTITY_LOOKUP_SECRET", "short"],
    ["GIB_INTEGRATOR_URL", "ftp://integrator.example/api"],
  ])("names %s when its value %j is malformed, in any mode", (key, value) => {
    for (const env of [
      { ...production, [key]: value },
      { NODE_ENV: "development", [key]: value },
    ]) {
      const problem = configProblem(env, { phase: "start" });
      expect(problem).toMatch(new RegExp(`^Invalid configuration: ${key}[ =]`));
      expect(problem).not.toContain("\n");
    }
  });

  it("invoices: the embedded PDF archive unless a GİB integrator is configured", () => {
    const config = parseConfig(production, { phase: "start" });
    expect(config.GIB_INTEGRATOR_URL).toBeUndefined();
    expect(config.GIB_INTEGRATOR_TOKEN).toBeUndefined();
    const withIntegrator = parseConfig({
      ...production,
      GIB_INTEGRATOR_URL: "https://entegrator.example/api",
      GIB_INTEGRATOR_TOKEN: "secret-token",
    });
    expect(withIntegrator.GIB_INTEGRATOR_URL).toBe("https://entegrator.example/api");
    expect(withIntegrator.GIB_INTEGRATOR_TOKEN).toBe("secret-token");
  });

  it("identity: the public registry by default, and a production start refuses the demo key", () => {
    const config = parseConfig(production, { phase: "start" });
    expect(config.KPS_URL).toBe("https://tckimlik.nvi.gov.tr/Service");
    expect(config.KPS_TIMEOUT_MS).toBe(5000);
    expect(parseConfig({ ...production, KPS_URL: "http://127.0.0.1:8090/Service/" }).KPS_URL).toBe(
      "http://127.0.0.1:8090/Service",
    );
    const demoKeys = parseConfig({ NODE_ENV: "development" }).IDENTITY_ENCRYPTION_KEYS;
    expect(configProblem({ ...production, IDENTITY_ENCRYPTION_KEYS: demoKeys }, { phase: "start" })).toMatch(
      /^Invalid configuration: IDENTITY_ENCRYPTION_KEYS holds the public demo key/,
    );
  });

  it("accepts a Cloud SQL socket address, which has no host", () => {
    expect(
      parseConfig(
        { ...production, DATABASE_URL: "postgres://motoborsa:pw@/motoborsa?host=/cloudsql/p:europe-west1:db" },
        { phase: "start" },
      ).DATABASE_URL,
    ).toContain("/cloudsql/");
  });

  it("lets the embedded demo leave everything out", () => {
    const config = parseConfig(
      {
        NODE_ENV: "production",
        MOTOBORSA_LOCAL_DEMO: "1",
        DATABASE_URL: "postgres://postgres@127.0.0.1:5433/motoborsa",
      },
      { phase: "start" },
    );
    expect(config).toMatchObject({ production: false, FIREBASE_PROJECT_ID: "demo-motoborsa", TRUST_PROXY_HOPS: 0 });
    expect(configProblem({ NODE_ENV: "production", MOTOBORSA_LOCAL_DEMO: "1" }, { phase: "build" })).toBeNull();
  });

  it("reads the notification e-mail settings and refuses malformed ones", () => {
    expect(
      parseConfig(
        {
          ...production,
          SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
          MAIL_FROM: "MotoBorsa <bildirim@motoborsa.com.tr>",
        },
        { phase: "start" },
      ),
    ).toMatchObject({
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "MotoBorsa <bildirim@motoborsa.com.tr>",
    });
    expect(parseConfig(production, { phase: "start" }).MAIL_FROM).toBe("MotoBorsa <bildirim@motoborsa.com.tr>");
    expect(configProblem({ ...production, SMTP_URL: "http://smtp.example.com" }, { phase: "start" })).toMatch(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(configProblem({ ...production, MAIL_FROM: "MotoBorsa" }, { phase: "start" })).toMatch(
      /MAIL_FROM must be an address/,
    );
    expect(configProblem({ ...production, UNSUBSCRIBE_SECRET: "short" }, { phase: "start" })).toMatch(
      /UNSUBSCRIBE_SECRET must be at least 16 characters/,
    );
  });

  it("treats an empty value (KEY= in a .env file) as not set", () => {
    expect(configProblem({ ...production, TRUST_PROXY_HOPS: "" }, { phase: "start" })).toMatch(
      /TRUST_PROXY_HOPS is required/,
    );
    expect(parseConfig({ NODE_ENV: "development", CONTACT_RATE_LIMIT: " " }).CONTACT_RATE_LIMIT).toBe(5);
  });
});

describe("the Auth emulator in production", () => {
  it("is refused with a remote emulator host", () => {
    const problem = configProblem({ ...production, FIREBASE_AUTH_EMULATOR_HOST: "10.0.0.5:9099" });
    expect(problem).toMatch(
      /^Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST=10\.0\.0\.5:9099 is refused with NODE_ENV=production: the Auth emulator issues unsigned tokens/,
    );
  });

  it("is refused on loopback unless it is the local demo", () => {
    const env = { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(configProblem(env)).not.toBeNull();
    expect(configProblem({ ...env, MOTOBORSA_LOCAL_DEMO: "1" })).toBeNull();
  });

  it("is never accepted remote, even with the local-demo flag", () => {
    expect(
      configProblem({
        NODE_ENV: "production",
        FIREBASE_AUTH_EMULATOR_HOST: "auth.example.com:9099",
        MOTOBORSA_LOCAL_DEMO: "1",
      }),
    ).not.toBeNull();
  });

  it("is fine in development", () => {
    expect(configProblem({ NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBeNull();
  });
});

describe(".env files", () => {
  it("read a value with a trailing comment as the value, not NaN limits", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-env-"));
    const keys = ["CONTACT_RATE_LIMIT", "CONTACT_RATE_WINDOW_MINUTES", "TRUST_PROXY_HOPS", "IP_HASH_SALT"];
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    try {
      for (const k of keys) delete process.env[k];
      fs.writeFileSync(
        path.join(dir, ".env"),
        [
          "CONTACT_RATE_LIMIT=7            # messages per window",
          "CONTACT_RATE_WINDOW_MINUTES=30 # minutes",
          'IP_HASH_SALT="quoted # not a comment"',
          "TRUST_PROXY_HOPS=1",
        ].join("\n"),
      );
      loadEnvFiles(dir, "start");
      const config = parseConfig({ ...process.env, NODE_ENV: "development" });
      expect(config).toMatchObject({
        CONTACT_RATE_LIMIT: 7,
        CONTACT_RATE_WINDOW_MINUTES: 30,
        TRUST_PROXY_HOPS: 1,
        IP_HASH_SALT: "quoted # not a comment",
      });
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
