import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  answers,
  commandLine,
  descendants,
  eventually,
  freePorts,
  isAlive,
  startRunner,
} from "@/tests/integration/helpers/runner";

/** The status next dev answers a browser's websocket handshake with (101 when accepted), 0 when no valid HTTP (a refusal). */
function websocketStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, {
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        Origin: new URL(url).origin,
      },
    });
    request.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve(0));
  });
}

describe("npm run dev", () => {
  it("starts PostgreSQL, the Auth emulator and Next.js, and Ctrl-C stops all three and keeps the accounts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-dev-"));
    const ports = await freePorts();
    const runner = startRunner("dev", { dataDir, ports, distDir: ".next-dev-runner-test" });
    try {
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (/services ready/.test(runner.output()) && /Ready in/.test(runner.output())) resolve();
          else if (runner.hasExited()) reject(new Error(`the runner exited early:\n${runner.output()}`));
          else setTimeout(check, 200);
        };
        check();
      });
      expect(runner.output()).toContain("alici@motoborsa.test");
      expect(await answers(ports.pg)).toBe(true);
      expect(await answers(ports.auth)).toBe(true);
      expect(await answers(ports.app)).toBe(true);
      // The app's pool holds idle connections when Ctrl-C arrives.
      expect((await fetch(`http://127.0.0.1:${ports.app}/api/auctions`)).status).toBe(200);
      // A page opened on 127.0.0.1 (the address the stack and the e2e suite use) gets its HMR websocket:
      // next dev refuses any host but localhost unless allowedDevOrigins names it.
      expect(await websocketStatus(`http://127.0.0.1:${ports.app}/_next/hmr`)).toBe(101);
      const processes = descendants(runner.child.pid!);

      const before = runner.output().length;
      process.kill(-runner.child.pid!, "SIGINT");
      await runner.exit;

      expect(await answers(ports.app)).toBe(false);
      expect(await answers(ports.pg)).toBe(false);
      expect(await answers(ports.auth)).toBe(false);
      expect(
        (
          await eventually(
            () => processes.filter(isAlive),
            (left) => left.length === 0,
            5_000,
          )
        ).map(commandLine),
      ).toEqual([]);
      // The emulator exported its accounts on the way out, and the data folder lock is gone.
      expect(fs.existsSync(path.join(dataDir, "auth", "firebase-export-metadata.json"))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(false);
      // Next.js stops before PostgreSQL: no "terminating connection" dumps from its pool (issue 13).
      expect(runner.output().slice(before)).not.toMatch(/idle client error|terminating connection/);
    } finally {
      runner.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
