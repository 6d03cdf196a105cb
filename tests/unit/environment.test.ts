import { describe, expect, it } from "vitest";
import { assertSafeEnvironment, environmentProblem } from "@/lib/server/environment";

describe("production guard against the Auth emulator", () => {
  it("refuses production with an emulator host", () => {
    const env = { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "10.0.0.5:9099" } as NodeJS.ProcessEnv;
    expect(environmentProblem(env)).toMatch(/Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => assertSafeEnvironment(env)).toThrow(/unsigned tokens/);
  });

  it("refuses production with a loopback emulator unless the local demo runner started it", () => {
    const env = { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } as NodeJS.ProcessEnv;
    expect(environmentProblem(env)).not.toBeNull();
    expect(environmentProblem({ ...env, MOTOBORSA_LOCAL_DEMO: "1" })).toBeNull();
  });

  it("never accepts a remote emulator, even with the local-demo flag", () => {
    const env = { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "auth.example.com:9099", MOTOBORSA_LOCAL_DEMO: "1" } as NodeJS.ProcessEnv;
    expect(environmentProblem(env)).not.toBeNull();
  });

  it("allows development with the emulator and production without it", () => {
    expect(environmentProblem({ NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } as NodeJS.ProcessEnv)).toBeNull();
    expect(environmentProblem({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toBeNull();
  });
});
