/** A one-file pages-router app with the project's own Next.js, built and served from a temp folder: the benches' yardstick. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/scripts/lib/ports";
import { stopService } from "@/scripts/lib/processes";
import { run } from "@/scripts/bench/common";
import { waitForServer } from "@/scripts/lib/processes";

export type BarePage = { baseUrl: string; stop: () => Promise<void> };

export async function serveBarePage(): Promise<BarePage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-bare-page-"));
  let server: ChildProcess | null = null;
  const stop = async () => {
    if (server) await stopService(server, "SIGTERM", 10_000);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(path.join(dir, "pages"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true }));
    fs.writeFileSync(
      path.join(dir, "pages/index.js"),
      "export default function Home() {\n  return <p>MotoBorsa</p>;\n}\n",
    );
    // Turbopack compiles only files under its root; the symlinked node_modules lives in this repo.
    fs.writeFileSync(path.join(dir, "next.config.js"), `module.exports = { turbopack: { root: "/" } };\n`);
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    const next = require.resolve("next/dist/bin/next");
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    console.log("building the bare page …");
    if ((await run(process.execPath, [next, "build", dir], env)) !== 0) throw new Error("the bare page's build failed");
    const port = await freePort();
    server = spawn(process.execPath, [next, "start", dir, "-p", String(port), "-H", "127.0.0.1"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(baseUrl, 60_000);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
