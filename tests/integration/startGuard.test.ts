import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("npm start guard", () => {
  it("exits with a clear message before starting anything when production would trust emulator tokens", () => {
    const result = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "start"], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: "10.1.2.3:9099", MOTOBORSA_DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST=10.1.2.3:9099");
  });
});
