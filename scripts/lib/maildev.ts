import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { processesWhere, stopLeftovers } from "@/scripts/lib/leftovers";
import { describeExit, exited, isRunning, spawnService, stopService } from "@/scripts/lib/processes";

export type RunningMaildev = {
  smtpUrl: string;
  /** The web inbox; its REST API is under /api (GET /api/email, DELETE /api/email/all). */
  webUrl: string;
  died: Promise<string>;
  stop: () => Promise<void>;
};

const MAILDEV_BIN = path.join(process.cwd(), "node_modules/maildev/dist/bin/maildev.js");

async function waitUntilUp(webUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child))
      throw new Error(`maildev ${describeExit({ code: child.exitCode, signal: child.signalCode })}`);
    try {
      const response = await fetch(`${webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`maildev did not answer on ${webUrl} within ${timeoutMs / 1000} s`);
}

/**
 * The embedded SMTP server with a web inbox (maildev, a devDependency): the demo's and the tests'
 * notification e-mails land there instead of anyone's mailbox. Mail is kept in `mailDir`.
 */
export async function startMaildev(opts: {
  smtpPort: number;
  webPort: number;
  mailDir: string;
  log: (line: string) => void;
  ownGroup?: boolean;
  stopLeftovers?: boolean;
}): Promise<RunningMaildev> {
  fs.mkdirSync(opts.mailDir, { recursive: true });
  // One left running by a runner killed with SIGKILL (matched by its mail folder) holds the ports.
  if (opts.stopLeftovers) {
    const leftovers = processesWhere((cmd) => `${cmd} `.includes(` --mail-directory ${opts.mailDir} `));
    await stopLeftovers(leftovers, "maildev", "SIGTERM", 5_000, opts.log);
  }
  const webUrl = `http://127.0.0.1:${opts.webPort}`;
  const occupied = await fetch(`${webUrl}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (occupied)
    throw new Error(
      `Port ${opts.webPort} is already in use. Stop what runs there or set MAIL_WEB_PORT (and SMTP_PORT).`,
    );
  const child = spawnService(
    process.execPath,
    [
      MAILDEV_BIN,
      "--smtp",
      String(opts.smtpPort),
      "--web",
      String(opts.webPort),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
      "--mail-directory",
      opts.mailDir,
      "--max-emails",
      "500",
    ],
    { stdio: ["ignore", "pipe", "pipe"], ownGroup: opts.ownGroup ?? false },
  );
  child.stderr?.on("data", (chunk: Buffer) => chunk.toString().split("\n").filter(Boolean).forEach(opts.log));
  child.stdout?.resume();
  let stopping = false;
  const died = exited(child).then((exit) =>
    stopping ? new Promise<string>(() => undefined) : `maildev ${describeExit(exit)}`,
  );
  try {
    await waitUntilUp(webUrl, child, 30_000);
  } catch (error) {
    await stopService(child, "SIGTERM", 5_000);
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${opts.smtpPort}`,
    webUrl,
    died,
    stop: async () => {
      stopping = true;
      await stopService(child, "SIGTERM", 5_000);
    },
  };
}
