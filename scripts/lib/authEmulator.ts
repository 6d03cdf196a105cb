import fs from "node:fs";
import path from "node:path";
import { processesWhere, stopLeftovers } from "@/scripts/lib/leftovers";
import { freePort } from "@/scripts/lib/ports";
import { answersHttp, describeExit, exited, spawnService, stopService, waitForService } from "@/scripts/lib/processes";
import type { RunningService, ServiceOptions } from "@/scripts/lib/processes";

export type RunningEmulator = RunningService & { host: string; pid: number };

const FIREBASE_BIN = path.join(process.cwd(), "node_modules/firebase-tools/lib/bin/firebase.js");

/**
 * Runs the Firebase Auth emulator (firebase-tools, no UI, no Java). With `stateDir` the accounts are
 * imported at start and exported on a clean stop, so they survive restarts like the database does.
 */
export async function startAuthEmulator(
  opts: ServiceOptions & { projectId: string; port: number; workDir: string; stateDir?: string },
): Promise<RunningEmulator> {
  const config = path.join(opts.workDir, "firebase.json");
  // An emulator of this folder still running was left by a runner killed with SIGKILL: SIGINT lets it
  // export its accounts before ours imports them.
  if (opts.stopLeftovers) {
    const leftovers = processesWhere((cmd) => `${cmd} `.includes(` --config ${config} `));
    await stopLeftovers(leftovers, "an Auth emulator", "SIGINT", 15_000, opts.log);
  }
  // Another leftover emulator on the port would answer the readiness check for ours: refuse clearly instead.
  if (await answersHttp(`http://127.0.0.1:${opts.port}/`))
    throw new Error(`Port ${opts.port} is already in use (another Auth emulator?). Stop it or set AUTH_EMULATOR_PORT.`);
  fs.mkdirSync(opts.workDir, { recursive: true });
  // The hub and logging ports default to fixed numbers (4400/4500); free ones let a test run and a
  // dev server (or several developers' test runs) have their own emulators side by side.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: opts.port },
        hub: { host: "127.0.0.1", port: hubPort },
        logging: { host: "127.0.0.1", port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [FIREBASE_BIN, "emulators:start", "--only", "auth", "--project", opts.projectId, "--config", config];
  if (opts.stateDir) {
    if (fs.existsSync(path.join(opts.stateDir, "firebase-export-metadata.json"))) args.push("--import", opts.stateDir);
    args.push("--export-on-exit", opts.stateDir);
  }
  // firebase-tools finds "the" emulator hub of a project through a locator file in the system temp
  // folder. Shared by every stack of demo-motoborsa on the machine, it made a stack's export-on-exit
  // ask another stack's hub and save that stack's accounts as its own. Each emulator gets its own
  // temp folder, emptied first so a locator left by a killed emulator is never followed.
  const tempDir = path.join(opts.workDir, "tmp");
  fs.rmSync(tempDir, { recursive: true, force: true });
  fs.mkdirSync(tempDir, { recursive: true });
  const child = spawnService(process.execPath, args, {
    cwd: opts.workDir,
    env: {
      ...process.env,
      TMPDIR: tempDir,
      CI: "true",
      NO_UPDATE_NOTIFIER: "1",
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
    ownGroup: opts.ownGroup ?? false,
  });
  const forward = (data: Buffer) =>
    data
      .toString()
      .split("\n")
      .filter(Boolean)
      .forEach((line) => opts.log(line));
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  const host = `127.0.0.1:${opts.port}`;
  try {
    // ~15 s on an idle 2-core machine, but minutes when it is shared: a slow start is not a failure.
    await waitForService("Auth emulator", child, `http://${host}/`, { where: host, timeoutMs: 300_000, pollMs: 300 });
  } catch (error) {
    await stopService(child, "SIGKILL", 0);
    throw error;
  }
  let stopping = false;
  return {
    host,
    pid: child.pid!,
    died: exited(child).then((e) =>
      stopping ? new Promise<string>(() => {}) : `the Auth emulator ${describeExit(e)}`,
    ),
    stop: async () => {
      stopping = true;
      // SIGINT lets firebase-tools export the accounts (--export-on-exit) before it exits.
      await stopService(child, "SIGINT", 15_000);
    },
  };
}
