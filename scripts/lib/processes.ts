import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A started embedded service (Auth emulator, maildev) as the stack holds it. */
export type RunningService = {
  /** Resolves with a description when the service exits without being asked to. */
  died: Promise<string>;
  stop: () => Promise<void>;
};

/** The options every embedded service takes from the stack. */
export type ServiceOptions = {
  log: (line: string) => void;
  /** Its own process group (the runner): the terminal's Ctrl-C reaches only the runner. */
  ownGroup?: boolean;
  /** The caller holds the data folder's lock: a service still running on its folder is a leftover. */
  stopLeftovers?: boolean;
};

/** Whether something already answers at `url`: a leftover there would pass the readiness check for ours. */
export function answersHttp(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

/**
 * Whether a child is still running. `exitCode` alone is not enough: a child killed by a signal
 * (kill -9, the OOM killer) keeps `exitCode === null` forever and has `signalCode` set instead.
 */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Resolves once the child has exited, also when it exited before this was called. */
export function exited(child: ChildProcess): Promise<Exit> {
  if (!isRunning(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

export function describeExit({ code, signal }: Exit): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

const groupLeaders = new WeakSet<ChildProcess>();
const live = new Set<ChildProcess>();

/**
 * Spawns a service process. With `ownGroup` it leads its own process group, so the terminal's
 * Ctrl-C reaches only the runner, which then stops the services in order (the app before the
 * database); without it the service shares the caller's group (test runs: a Ctrl-C stops all).
 */
export function spawnService(
  command: string,
  args: string[],
  options: SpawnOptions & { ownGroup: boolean },
): ChildProcess {
  const { ownGroup, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: ownGroup });
  if (ownGroup) groupLeaders.add(child);
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

/**
 * Signals a service (and, for a group leader, everything it started), then waits for it; SIGKILL
 * after `graceMs`. A service that is already gone returns at once, after killing what it left
 * behind in its group (e.g. `next dev`'s worker, PostgreSQL's backends).
 */
export async function stopService(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.pid === undefined) return;
  const pid = child.pid;
  const send = (sig: NodeJS.Signals) => {
    try {
      if (groupLeaders.has(child)) process.kill(-pid, sig);
      else if (isRunning(child)) child.kill(sig);
    } catch {
      /* already gone */
    }
  };
  if (!isRunning(child)) return send("SIGKILL");
  const done = exited(child);
  send(signal);
  const timer = setTimeout(() => send("SIGKILL"), graceMs);
  await done;
  clearTimeout(timer);
}

/** Stops every service still running (a Ctrl-C that arrives while the stack is still starting). */
export async function stopAllServices(): Promise<void> {
  await Promise.all([...live].map((child) => stopService(child, "SIGINT", 10_000)));
}

/** Resolves once `url` answers 2xx (a started server is up), polling every half second until `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Resolves once `url` answers 2xx. Fails at once, with the child's exit, when the service dies while
 * starting, and after `timeoutMs` when it never answers (`where` names the address in that error).
 */
export async function waitForService(
  name: string,
  child: ChildProcess,
  url: string,
  opts: { where: string; timeoutMs: number; pollMs: number },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child))
      throw new Error(`${name} ${describeExit({ code: child.exitCode, signal: child.signalCode })}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, opts.pollMs));
  }
  throw new Error(`${name} did not answer on ${opts.where} within ${opts.timeoutMs / 1000} s`);
}
