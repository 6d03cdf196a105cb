// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { siteOrigin } from "@/lib/server/siteUrl";

// The test stack sets FIREBASE_AUTH_EMULATOR_HOST, which the production configuration refuses on its own.
const KEYS = [
  "NEXT_PUBLIC_SITE_URL",
  "NODE_ENV",
  "MOTOBORSA_LOCAL_DEMO",
  "PORT",
  "FIREBASE_AUTH_EMULATOR_HOST",
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  // NODE_ENV is typed read-only; the config reads it per call, so the tests set it like any other.
  const env = process.env as Record<string, string | undefined>;
  for (const k of KEYS) {
    if (values[k] === undefined) delete env[k];
    else env[k] = values[k];
  }
}

describe("siteOrigin: the origin of every absolute link", () => {
  afterEach(() => setEnv(saved as Record<string, string>));

  it("is the configured address without a trailing slash", () => {
    setEnv({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://www.motoborsa.com.tr/" });
    expect(siteOrigin()).toBe("https://www.motoborsa.com.tr");
  });

  it("never falls back to localhost in production", () => {
    setEnv({ NODE_ENV: "production", PORT: "3000" });
    expect(() => siteOrigin()).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it("is the local port in development and in the local demo", () => {
    setEnv({ NODE_ENV: "development", PORT: "3104" });
    expect(siteOrigin()).toBe("http://localhost:3104");
    setEnv({ NODE_ENV: "production", MOTOBORSA_LOCAL_DEMO: "1" });
    expect(siteOrigin()).toBe("http://localhost:3000");
  });
});
