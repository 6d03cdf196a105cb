import fs from "node:fs";
import path from "node:path";
import { processesWhere, stopLeftovers } from "@/scripts/lib/leftovers";
import { answersHttp, describeExit, exited, spawnService, stopService, waitForService } from "@/scripts/lib/processes";
import type { RunningService, ServiceOptions } from "@/scripts/lib/processes";

export type RunningMaildev = RunningService & {
  smtpUrl: string;
  /** The web inbox; its REST API is under /api (GET /api/email, DELETE /api/email/all). */
  webUrl: string;
};

const MAILDEV_BIN = path.join(process.cwd(), "node_modules/maildev/dist/bin/maildev.js");

/**
 * The embedded SMTP server with a web inbox (maildev, a devDependency): the demo's and the tests'
 * notification e-mails land there instead of anyone's mailbox. Mail is kept in `mailDir`.
 */
export async function startMaildev(
  opts: ServiceOptions & { smtpPort: number; webPort: number; mailDir: string },
): Promise<RunningMaildev> {
  fs.mkdirSync(opts.mailDir, { recursive: true });
  // One left running by a runner killed with SIGKILL (matched by its mail folder) holds the ports.
  if (opts.stopLeftovers) {
    const leftovers = processesWhere((cmd) => `${cmd} `.includes(` --mail-directory ${opts.mailDir} `));
    await stopLeftovers(leftovers, "maildev", "SIGTERM", 5_000, opts.log);
  }
  const webUrl = `http://127.0.0.1:${opts.webPort}`;
  if (await answersHttp(`${webUrl}/`))
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
    await waitForService("maildev", child, `${webUrl}/api/healthz`, { where: webUrl, timeoutMs: 30_000, pollMs: 200 });
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
