import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "@/scripts/lib/ports";

/** Whether something accepts TCP connections on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Processes whose command line mentions the folder (PostgreSQL and the emulator are started with it). */
function processesUsing(folder: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmdline.includes(folder)) found.push(`${pid}: ${cmdline}`);
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}

describe("npm run dev", () => {
  it("starts PostgreSQL, the Auth emulator and Next.js, and Ctrl-C stops all three and keeps the accounts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-dev-"));
    const ports = { app: await freePort(), pg: await freePort(), auth: await freePort() };
    const env: NodeJS.ProcessEnv = { ...process.env, MOTOBORSA_DATA_DIR: dataDir, PORT: String(ports.app), PG_PORT: String(ports.pg), AUTH_EMULATOR_PORT: String(ports.auth), NEXT_DIST_DIR: ".next-dev-runner-test" };
    // The test process itself points at the suite's database and emulator; the runner must start its own.
    for (const key of ["DATABASE_URL", "FIREBASE_AUTH_EMULATOR_HOST", "NODE_ENV"]) delete env[key];
    // Its own process group, so the signal reaches every process the way a terminal's Ctrl-C does.
    const runner = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    runner.stdout.on("data", (chunk) => (output += chunk));
    runner.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => runner.once("exit", (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (/services ready/.test(output) && /Ready in/.test(output)) resolve();
          else if (runner.exitCode !== null) reject(new Error(`the runner exited early:\n${output}`));
          else setTimeout(check, 200);
        };
        check();
      });
      expect(output).toContain("alici@motoborsa.test");
      expect(await answers(ports.pg)).toBe(true);
      expect(await answers(ports.auth)).toBe(true);
      expect(await answers(ports.app)).toBe(true);

      process.kill(-runner.pid!, "SIGINT");
      await exited;

      expect(await answers(ports.app)).toBe(false);
      expect(await answers(ports.pg)).toBe(false);
      expect(await answers(ports.auth)).toBe(false);
      expect(processesUsing(dataDir)).toEqual([]);
      // The emulator exported its accounts on the way out, and the data folder lock is gone.
      expect(fs.existsSync(path.join(dataDir, "auth", "firebase-export-metadata.json"))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(false);
    } finally {
      if (runner.exitCode === null) {
        try {
          process.kill(-runner.pid!, "SIGKILL");
        } catch {
          /* already gone */
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
