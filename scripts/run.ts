/**
 * `npm run dev` / `npm start`: the embedded demo — embedded PostgreSQL + Auth emulator + demo data +
 * Next.js in one command. Anything configured from outside (DATABASE_URL, a real Firebase project)
 * is used instead. A production deployment does not use this supervisor: it runs plain `next start`
 * (README, "Deploying").
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import exitHook from "async-exit-hook";
import { configProblem } from "@/lib/server/config";
import { loadEnvFiles } from "@/scripts/lib/envFiles";
import { localConfig, prefixedLog } from "@/scripts/lib/config";
import { isNextProcess, processGroup, stopLeftovers } from "@/scripts/lib/leftovers";
import { describeExit, exited, spawnService, stopAllServices, stopService } from "@/scripts/lib/processes";
import { preferredPort } from "@/scripts/lib/ports";
import { startStack, type Stack } from "@/scripts/lib/stack";

// The services run in their own process groups, so only this process gets the terminal's Ctrl-C
// (or a supervisor's SIGTERM) and stops them in order: Next.js and its database pool first, then
// the Auth emulator (which exports its accounts), PostgreSQL last. async-exit-hook runs the
// shutdown on SIGINT/SIGTERM/SIGHUP and exits when it is done, also while the stack is starting.
let stack: Stack | null = null;
let next: ChildProcess | null = null;
let stopping: Promise<void> | null = null;
const shutdown = () =>
  (stopping ??= (async () => {
    prefixedLog("stack", "stopping…");
    if (next) await stopService(next, "SIGTERM", 10_000);
    await stack?.stop();
    await stopAllServices();
  })());

/**
 * A service that dies on its own (kill -9, the OOM killer) takes the product down: stop the others
 * and exit non-zero, releasing the data folder, so a supervisor (systemd, Docker, a shell loop)
 * starts a fresh stack instead of watching a live process that serves nothing.
 */
function fail(why: string) {
  if (stopping) return;
  prefixedLog("stack", `${why}; stopping the other services`);
  void shutdown().finally(() => process.exit(1));
}

async function main() {
  const mode = process.argv[2] === "start" ? "start" : "dev";
  // The same .env files, in the same order, that Next.js itself reads for this mode.
  loadEnvFiles(process.cwd(), mode);
  // This is the demo: its Next.js process may use the demo defaults and the loopback emulator.
  process.env.MOTOBORSA_LOCAL_DEMO = "1";
  // Checked before anything starts (a malformed value, an emulator production must not trust).
  const problem = configProblem(
    { ...process.env, NODE_ENV: mode === "start" ? "production" : "development" },
    { phase: "start", databaseProvided: true },
  );
  if (problem) {
    console.error(problem);
    process.exit(1);
  }

  exitHook.forceExitTimeout(30_000);
  exitHook((done: () => void) => void shutdown().finally(done));

  const started = Date.now();
  // The mail inbox is a convenience: its default ports give way to a second stack instead of stopping it.
  const smtpPort = localConfig.smtpPort ?? (await preferredPort(1025));
  const mailWebPort = localConfig.mailWebPort ?? (await preferredPort(1080));
  const kpsPort = localConfig.kpsPort ?? (await preferredPort(8090));
  stack = await startStack({
    ...localConfig,
    smtpPort,
    mailWebPort,
    kpsPort,
    persistAccounts: true,
    ownProcessGroups: true,
    log: prefixedLog,
  });
  Object.assign(process.env, stack.env);
  void stack.died.then(fail);

  const { seedDatabase } = await import("@/lib/server/db/seed");
  const { closeDb } = await import("@/lib/server/db");
  await seedDatabase((line) => prefixedLog("seed", line));
  await closeDb();
  if (stopping) return;

  // Next.js of a runner killed with SIGKILL would still hold the port (see scripts/lib/leftovers.ts).
  // Only the lock holder may judge: with DATABASE_URL, several app instances may share the folder.
  const nextPidFile = stack.ownsDataDir ? path.join(localConfig.dataDir, "next.pid") : null;
  const previous = nextPidFile && fs.existsSync(nextPidFile) ? Number(fs.readFileSync(nextPidFile, "utf8")) : 0;
  if (previous)
    await stopLeftovers(processGroup(previous).filter(isNextProcess), "Next.js", "SIGTERM", 10_000, (l) =>
      prefixedLog("stack", l),
    );
  if (stopping) return;

  const nextBin = require.resolve("next/dist/bin/next");
  next = spawnService(process.execPath, [nextBin, mode, "-p", String(localConfig.appPort), "-H", "0.0.0.0"], {
    env: { ...process.env, ...stack.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
    ownGroup: true,
  });
  if (nextPidFile) fs.writeFileSync(nextPidFile, String(next.pid));
  void exited(next).then((e) => {
    if (nextPidFile) fs.rmSync(nextPidFile, { force: true });
    fail(`Next.js ${describeExit(e)}`);
  });

  const { DEMO_ACCOUNTS } = await import("@/lib/server/db/seed/demoAccounts");
  const url = `http://localhost:${localConfig.appPort}`;
  prefixedLog("stack", `services ready in ${Date.now() - started} ms — MotoBorsa: ${url}`);
  if (stack.env.MAIL_INBOX_URL)
    prefixedLog(
      "stack",
      `e-mail inbox (every notification e-mail lands here): ${stack.env.MAIL_INBOX_URL.replace("127.0.0.1", "localhost")}`,
    );
  if (stack.env.FIREBASE_AUTH_EMULATOR_HOST) {
    prefixedLog("stack", "demo accounts:");
    for (const a of DEMO_ACCOUNTS) prefixedLog("stack", `  ${a.email.padEnd(26)} ${a.password}  ${a.description}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown().finally(() => process.exit(1));
});
