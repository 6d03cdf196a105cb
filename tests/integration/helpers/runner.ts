import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { freePort } from "@/scripts/lib/ports";

/** Whether something accepts TCP connections on the port. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** A process that exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  const stat = read(`/proc/${pid}/stat`);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

export function commandLine(pid: number): string {
  return (read(`/proc/${pid}/cmdline`) ?? "").replaceAll("\0", " ").trim();
}

/** Every process below `pid` (children, grandchildren, …), read from /proc. */
export function descendants(pid: number): number[] {
  const found: number[] = [];
  const tasks = fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : [];
  for (const task of tasks) {
    for (const child of (read(`/proc/${pid}/task/${task}/children`) ?? "").split(" ").filter(Boolean).map(Number)) {
      found.push(child, ...descendants(child));
    }
  }
  return found;
}

/** Polls `check` until it holds or the deadline passes; never a fixed sleep. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Test clean-up after a failure: every process of the stack on `dataDir` (its command line or its
 * environment names the folder), also services a SIGKILLed runner left behind.
 */
export function killStackOf(dataDir: string): void {
  for (const entry of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    const pid = Number(entry);
    if (pid === process.pid) continue;
    const env = (read(`/proc/${pid}/environ`) ?? "").split("\0");
    if (commandLine(pid).includes(dataDir) || env.includes(`MOTOBORSA_DATA_DIR=${dataDir}`)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  }
}

export type Ports = { app: number; pg: number; auth: number };

export async function freePorts(): Promise<Ports> {
  return { app: await freePort(), pg: await freePort(), auth: await freePort() };
}

export type Runner = {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited: () => boolean;
  /** Kills whatever is left of this runner's processes (test clean-up only). */
  kill: () => void;
};

/**
 * `npm run dev` / `npm start` as a user runs it, on its own data folder and ports, in its own
 * process group (a terminal's Ctrl-C is `process.kill(-pid, "SIGINT")`).
 */
export function startRunner(mode: "dev" | "start", opts: { dataDir: string; ports: Ports; distDir: string }): Runner {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MOTOBORSA_DATA_DIR: opts.dataDir,
    PORT: String(opts.ports.app),
    PG_PORT: String(opts.ports.pg),
    AUTH_EMULATOR_PORT: String(opts.ports.auth),
    NEXT_DIST_DIR: opts.distDir,
  };
  // The test process itself points at the suite's database and emulator; the runner must start its own.
  // Its own mail inbox too (free ports, since the defaults may be taken), not the suite's.
  for (const key of [
    "DATABASE_URL",
    "FIREBASE_AUTH_EMULATOR_HOST",
    "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST",
    "NODE_ENV",
    "SMTP_URL",
    "MAIL_INBOX_URL",
    "SMTP_PORT",
    "MAIL_WEB_PORT",
  ])
    delete env[key];
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", mode], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let exitedFlag = false;
  void exit.then(() => (exitedFlag = true));
  const pid = child.pid!;
  return {
    child,
    output: () => output,
    exit,
    hasExited: () => exitedFlag,
    kill: () => {
      // The services run in process groups of their own: kill them by pid, then the runner's group.
      for (const p of descendants(pid).reverse()) {
        try {
          process.kill(p, "SIGKILL");
        } catch {
          /* gone */
        }
      }
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        /* gone */
      }
    },
  };
}

/** Resolves when the app answers and the runner printed its summary; rejects if the runner exits first. */
export async function untilReady(runner: Runner, appPort: number, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (runner.hasExited()) throw new Error(`the runner exited early:\n${runner.output()}`);
    if (/services ready/.test(runner.output())) {
      const ok = await fetch(`http://127.0.0.1:${appPort}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the stack did not come up in ${timeoutMs / 1000} s:\n${runner.output()}`);
}
