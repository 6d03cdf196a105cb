import fs from "node:fs";

function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Processes whose command line satisfies `matches` (Linux /proc; elsewhere none are found). */
export function processesWhere(matches: (commandLine: string) => boolean): number[] {
  if (!fs.existsSync("/proc")) return [];
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => pid !== process.pid && matches(commandLine(pid) ?? ""));
}

/** Processes in process group `pgid` (a service the runner started as a group leader and its children). */
export function processGroup(pgid: number): number[] {
  return processesWhere(() => true).filter((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === pgid;
    } catch {
      return false;
    }
  });
}

/** Whether a process is part of a Next.js server (`next start`, `next dev` and its worker). */
export function isNextProcess(pid: number): boolean {
  const cmd = commandLine(pid) ?? "";
  return (
    cmd.startsWith("next-server") ||
    cmd.includes("next/dist/bin/next") ||
    cmd.includes("next/dist/server/lib/start-server")
  );
}

/**
 * The services run in process groups of their own, so a runner killed with SIGKILL (the only signal
 * it cannot handle) leaves them running on its data folder. The next runner takes over the folder's
 * stale lock and then stops them through this, politely first (the emulator still exports its
 * accounts, PostgreSQL shuts down cleanly), so it can start its own on the same ports.
 */
export async function stopLeftovers(
  pids: number[],
  what: string,
  signal: NodeJS.Signals,
  graceMs: number,
  log: (line: string) => void,
): Promise<void> {
  const running = pids.filter(isAlive);
  if (running.length === 0) return;
  log(`stopping ${what} left running by a runner that was killed (pid ${running.join(", ")})`);
  const send = (sig: NodeJS.Signals) =>
    running.forEach((pid) => {
      try {
        process.kill(pid, sig);
      } catch {
        /* gone */
      }
    });
  send(signal);
  const deadline = Date.now() + graceMs;
  while (running.some(isAlive)) {
    if (Date.now() > deadline) send("SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
  }
}
