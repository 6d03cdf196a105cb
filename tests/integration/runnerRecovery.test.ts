import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuctionCard, AuctionDetail } from "@/lib/auctions/types";
import { schema } from "@/lib/server/db";
import { applyLedgerMove } from "@/lib/server/deposits/queries";
import { storeVerifiedIdentity } from "@/lib/server/identity/service";
import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from "@/scripts/lib/chromium";
import { freshTestIdentity } from "@/scripts/lib/kpsServer";
import { USER_TOKEN_COOKIE } from "@/lib/tokens";
import {
  answers,
  commandLine,
  descendants,
  eventually,
  freePorts,
  isAlive,
  killStackOf,
  startRunner,
  untilReady,
  type Ports,
  type Runner,
} from "@/tests/integration/helpers/runner";

/**
 * `npm start` serves a build: one for every case here, kept apart from a developer's `.next`.
 * MOTOBORSA_TEST_NEXT_BUILD names a finished build of this tree to use instead (re-running the file).
 */
const DIST_DIR = process.env.MOTOBORSA_TEST_NEXT_BUILD || ".next-runner-test";
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-runner-"));
  folders.push(dir);
  return dir;
}

beforeAll(async () => {
  if (process.env.MOTOBORSA_TEST_NEXT_BUILD) return;
  // As `npm run build` on a clean shell: no database, no emulator address in the environment.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    MOTOBORSA_LOCAL_DEMO: "1",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const key of ["DATABASE_URL", "FIREBASE_AUTH_EMULATOR_HOST", "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST"])
    delete env[key];
  const build = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  build.stdout.on("data", (chunk) => (output += chunk));
  build.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`);
}, 900_000);

afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

type Acknowledged = { auctionId: number; bidId: number; amount: number };

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function auctionDetail(appPort: number, id: number): Promise<AuctionDetail> {
  return (await json<{ auction: AuctionDetail }>(await fetch(`http://127.0.0.1:${appPort}/api/auctions/${id}`)))
    .auction;
}

/**
 * A new account in the runner's Auth emulator with a profile and provision in the runner's database
 * (the fixture, written directly as tests/integration/helpers/identity.ts does). A new one per start:
 * accounts made after the emulator's last export die with a kill -9 of the emulator.
 */
async function fundedUser(ports: Ports): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: `teklif-${randomUUID().slice(0, 8)}@test.motoborsa.test`,
        password: "Sifre1234!",
        returnSecureToken: true,
      }),
    },
  );
  const account = await json<{ localId: string; idToken: string; email: string }>(response);
  // Bids need a verified e-mail: marked through the emulator's admin API, then a token issued after it.
  const auth = (path: string, body: object, admin = false) =>
    fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
      body: JSON.stringify(body),
    });
  await json(
    await auth("projects/demo-motoborsa/accounts:update", { localId: account.localId, emailVerified: true }, true),
  );
  const verified = await json<{ idToken: string }>(
    await auth("accounts:signInWithPassword?key=demo-api-key", {
      email: account.email,
      password: "Sifre1234!",
      returnSecureToken: true,
    }),
  );
  const pool = new Pool({ connectionString: `postgres://postgres:motoborsa@127.0.0.1:${ports.pg}/motoborsa`, max: 1 });
  try {
    await drizzle(pool, { schema }).transaction(async (tx) => {
      const now = new Date();
      await tx.insert(schema.users).values({
        uid: account.localId,
        email: account.email,
        name: "Test",
        lastName: "Teklifçi",
        phone: "5551112233",
        city: "Ankara",
        kvkkAcceptedAt: now,
        membershipAcceptedAt: now,
      });
      await applyLedgerMove(tx, {
        uid: account.localId,
        kind: "deposit",
        amount: 1_000_000,
        refType: "test",
        refId: "seed",
      });
      // Bids need a verified identity: written as the identity service writes the registry's "true".
      await storeVerifiedIdentity(tx, account.localId, freshTestIdentity(), now);
    });
  } finally {
    await pool.end();
  }
  return verified.idToken;
}

/** A bid at the minimum on a live auction that runs well past the test, through the real API. */
async function placeBid(ports: Ports, used: Set<number>): Promise<Acknowledged> {
  const list = await json<{ items: AuctionCard[] }>(
    await fetch(`http://127.0.0.1:${ports.app}/api/auctions?state=live&sort=price_asc`),
  );
  const auction = list.items.find((a) => !used.has(a.id) && new Date(a.endsAt).getTime() > Date.now() + 30 * 60_000);
  if (!auction)
    throw new Error(`no live auction left to bid on: ${JSON.stringify(list.items.map((a) => [a.id, a.endsAt]))}`);
  used.add(auction.id);
  const { minimumBid } = await auctionDetail(ports.app, auction.id);
  const response = await fetch(`http://127.0.0.1:${ports.app}/api/auctions/${auction.id}/bids`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await fundedUser(ports)}` },
    body: JSON.stringify({ amount: minimumBid }),
  });
  const { bidId } = await json<{ bidId: number }>(response);
  return { auctionId: auction.id, bidId, amount: minimumBid };
}

async function storedBids(appPort: number, acknowledged: Acknowledged[]): Promise<Acknowledged[]> {
  const found: Acknowledged[] = [];
  for (const bid of acknowledged) {
    const detail = await auctionDetail(appPort, bid.auctionId);
    const row = detail.bids.find((b) => b.id === bid.bidId);
    if (row) found.push({ auctionId: bid.auctionId, bidId: row.id, amount: row.amount });
  }
  return found;
}

const SERVICES = [
  { name: "Next.js", isIt: (cmd: string) => cmd.startsWith("next-server") },
  { name: "PostgreSQL", isIt: (cmd: string) => / -D \S+\/postgres /.test(cmd) && cmd.includes("/bin/postgres") },
  { name: "the Auth emulator", isIt: (cmd: string) => cmd.includes("firebase.js emulators:start") },
];

/** Signs the demo buyer in on /giris in a real Chromium and expects the session cookie. */
async function signInThroughBrowser(baseURL: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: HEADLESS_CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL, locale: "tr-TR" });
    await context.addCookies([
      {
        name: "cookie-consent",
        value: JSON.stringify({ necessary: true, analytics: false, functionality: false, marketing: false }),
        url: baseURL,
      },
    ]);
    const page = await context.newPage();
    await page.goto("/giris");
    await page.getByLabel("E-posta adresi").fill("alici@motoborsa.test");
    await page.getByLabel("Şifre", { exact: true }).fill("MotoBorsa2026!");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/giris"), { timeout: 30_000 });
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toContain(USER_TOKEN_COOKIE);
  } finally {
    await browser.close();
  }
}

describe("npm start after a service dies", () => {
  it("stops the others and exits non-zero within 10 s for kill -9 of each service, the next start serves every acknowledged bid and signs the browser in against its own emulator port", async () => {
    const dataDir = tempDir();
    const ports = await freePorts();
    const acknowledged: Acknowledged[] = [];
    const used = new Set<number>();
    let runner: Runner | null = null;
    try {
      for (const service of SERVICES) {
        runner = startRunner("start", { dataDir, ports, distDir: DIST_DIR });
        await untilReady(runner, ports.app);
        expect(await storedBids(ports.app, acknowledged), `bids after restarting on the folder`).toEqual(acknowledged);
        acknowledged.push(await placeBid(ports, used));

        const tree = descendants(runner.child.pid!);
        const victim = tree.find((pid) => service.isIt(commandLine(pid)));
        expect(victim, `${service.name} among ${tree.map(commandLine).join("\n")}`).toBeDefined();
        process.kill(victim!, "SIGKILL");

        // A generous bound on behaviour, polled: a hanging runner never gets there.
        const gone = await eventually(() => runner!.hasExited(), Boolean, 10_000);
        expect(gone, `the runner still runs 10 s after kill -9 of ${service.name}:\n${runner.output()}`).toBe(true);
        expect((await runner.exit).code, runner.output()).not.toBe(0);
        expect(runner.output()).toContain(`${service.name} was killed by SIGKILL`);
        const left = await eventually(
          () => tree.filter(isAlive),
          (pids) => pids.length === 0,
          5_000,
        );
        expect(left.map(commandLine), `left running after kill -9 of ${service.name}`).toEqual([]);
        expect([await answers(ports.app), await answers(ports.pg), await answers(ports.auth)]).toEqual([
          false,
          false,
          false,
        ]);
        expect(fs.existsSync(path.join(dataDir, "owner.lock")), "the data folder lock is released").toBe(false);
      }

      // The runner itself killed with SIGKILL (nothing can stop its services then): the next start
      // stops what it left on the folder and takes over.
      runner = startRunner("start", { dataDir, ports, distDir: DIST_DIR });
      await untilReady(runner, ports.app);
      expect(await storedBids(ports.app, acknowledged)).toEqual(acknowledged);
      acknowledged.push(await placeBid(ports, used));
      const runnerProcesses = [
        runner.child.pid!,
        ...descendants(runner.child.pid!).filter((pid) => commandLine(pid).includes("scripts/run.ts")),
      ];
      runnerProcesses.forEach((pid) => process.kill(pid, "SIGKILL"));
      await runner.exit;
      expect(
        await eventually(
          () => runnerProcesses.filter(isAlive),
          (pids) => pids.length === 0,
          5_000,
        ),
      ).toEqual([]);

      runner = startRunner("start", { dataDir, ports, distDir: DIST_DIR });
      await untilReady(runner, ports.app);
      expect(runner.output()).toContain("left running by a runner that was killed");
      expect(await storedBids(ports.app, acknowledged)).toEqual(acknowledged);
      expect(acknowledged).toHaveLength(4);

      // The build knew no emulator address (a clean build machine) and this start runs the Auth emulator on
      // a free port: the browser signs in against the port the server runs, not the SDK's default 9099.
      expect(ports.auth).not.toBe(9099);
      await signInThroughBrowser(`http://127.0.0.1:${ports.app}`);

      // Ctrl-C right after the app used its pool: the app stops before PostgreSQL, so its idle
      // connections are not terminated under it (issue 13: ~90 lines of error dumps).
      const before = runner.output().length;
      process.kill(-runner.child.pid!, "SIGINT");
      expect((await runner.exit).code).not.toBeNull();
      const stopOutput = runner.output().slice(before);
      expect(stopOutput).not.toMatch(/idle client error|terminating connection/);
      // Node 24's one-time DEP0169 notice (Next.js's own url.parse) says "prone to errors"; it is no error dump.
      const errorLines = stopOutput
        .split("\n")
        .filter((line) => /error/i.test(line) && !/DeprecationWarning/.test(line));
      expect(errorLines).toEqual([]);
      expect(descendants(runner.child.pid!)).toEqual([]);
    } finally {
      runner?.kill();
      killStackOf(dataDir);
    }
  }, 900_000);
});
