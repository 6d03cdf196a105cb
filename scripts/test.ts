/**
 * `npm test`: lint, then every test against real parts. Runs ESLint (`npm run lint`, zero warnings),
 * starts embedded PostgreSQL and the Auth emulator once (fresh folder, free ports), runs vitest
 * (unit + integration), builds the app and runs the Playwright suite in Chromium against
 * `next start`, then prints one summary line. A lint failure fails the run but the tests still run.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "@/scripts/lib/chromium";
import { freePort } from "@/scripts/lib/ports";
import { stopService, waitForServer } from "@/scripts/lib/processes";
import { startStack } from "@/scripts/lib/stack";

type Counts = { passed: number; failed: number };
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

/** The failed files and tests, one line each: CI keeps only the log's tail, where the summary line is. */
function vitestFailures(report: VitestReport | null): string[] {
  const lines: string[] = [];
  for (const file of report?.testResults ?? []) {
    if (file.status !== "failed") continue;
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
    for (const test of failed) lines.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return lines;
}

function firstLine(text: string | undefined): string {
  return (
    (text ?? "(no message)")
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? "(no message)"
  );
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function main() {
  const onlyUnit = process.argv.includes("--unit");
  const skipE2e = process.argv.includes("--no-e2e") || onlyUnit;
  // The integration suite also opens Chromium (the runner tests sign in through a real page).
  if (!onlyUnit) {
    try {
      ensureChromium();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-test-"));
  fs.mkdirSync("test-results", { recursive: true });
  const quiet = (source: string, line: string) => {
    if (/\b(error|fatal|panic)\b/i.test(line) && !/database system is shut down/.test(line))
      console.error(`[${source}] ${line}`);
  };
  // The stack starts while lint runs: neither needs the other, and ESLint and Prettier each keep
  // one core busy (on the shared 2-core machine the two side by side took 70 s instead of 97 in a row).
  const stackStarting = onlyUnit
    ? Promise.resolve(null)
    : startStack({
        dataDir,
        pgPort: await freePort(),
        authPort: await freePort(),
        persistAccounts: false,
        log: quiet,
      });
  // Awaited below; until then a failed start must not end the process as an unhandled rejection.
  stackStarting.catch(() => undefined);
  // Lint needs no stack and fails fast. `--unit` stays the quick unit-only loop.
  let lintCode = 0;
  if (!onlyUnit) {
    const [eslintCode, formatCode] = await Promise.all([
      run(
        process.execPath,
        [path.resolve("node_modules/eslint/bin/eslint.js"), ".", "--max-warnings", "0"],
        process.env,
      ),
      // The same check as `npm run lint`: the formatter's verdict fails the run like a lint error.
      run(
        process.execPath,
        [path.resolve("node_modules/prettier/bin/prettier.cjs"), "--check", ".", "--log-level", "warn"],
        process.env,
      ),
    ]);
    lintCode = eslintCode || formatCode;
    console.log(lintCode === 0 ? "lint: no problems" : `lint: failed (${lintCode}), see above`);
  }
  const stack = await stackStarting;
  // Uploads and other files of the run go to its own temporary folder, never into a developer's .data.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(stack?.env ?? {}),
    MOTOBORSA_DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const counts: Counts = { passed: 0, failed: 0 };
  let exitCode = 0;
  const reasons: string[] = [];
  const failures: string[] = [];
  let server: ReturnType<typeof spawn> | null = null;

  const distDir = process.env.NEXT_DIST_DIR || ".next-test";
  try {
    if (!skipE2e) {
      // One production build serves the browser suite and the integration files that start
      // `next start` (runnerRecovery, cluster), which otherwise build their own. Built as on a clean
      // build machine (no database or emulator address), which is what those files require.
      // NEXT_PUBLIC_ANALYTICS: the browser suite checks that analytics mounts only after consent.
      const buildEnv: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        MOTOBORSA_LOCAL_DEMO: "1",
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_PUBLIC_ANALYTICS: "1",
      };
      for (const key of ["DATABASE_URL", "FIREBASE_AUTH_EMULATOR_HOST", "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST"])
        delete buildEnv[key];
      const buildCode = await run(process.execPath, [require.resolve("next/dist/bin/next"), "build"], buildEnv);
      if (buildCode !== 0) throw new Error(`next build failed (${buildCode})`);
      // A copy: `next start` writes regenerated pages into its build folder, and those files'
      // servers run on other databases than the browser suite's.
      const integrationBuild = `${distDir}-integration`;
      fs.rmSync(integrationBuild, { recursive: true, force: true });
      fs.cpSync(distDir, integrationBuild, {
        recursive: true,
        filter: (source) => path.relative(distDir, source).split(path.sep)[0] !== "cache",
      });
      env.MOTOBORSA_TEST_NEXT_BUILD = integrationBuild;
    }
    const vitestJson = path.resolve("test-results/vitest.json");
    const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`];
    if (onlyUnit) vitestArgs.push("--project", "unit", "--project", "unit-dom");
    const vitestCode = await run(
      process.execPath,
      [path.resolve("node_modules/vitest/vitest.mjs"), ...vitestArgs],
      env,
    );
    const vitest = readJson<VitestReport>(vitestJson);
    counts.passed += vitest?.numPassedTests ?? 0;
    counts.failed += vitest?.numFailedTests ?? 0;
    if (vitestCode !== 0) {
      exitCode = vitestCode;
      // A file that fails to load or an unhandled error fails the run with no failed test: say so.
      reasons.push(`vitest exited ${vitestCode} (${vitest?.numFailedTestSuites ?? "?"} failed files; see its summary)`);
      failures.push(...vitestFailures(vitest));
    }

    if (!skipE2e) {
      const appPort = await freePort();
      // LOG_LEVEL warn: an access line per request would bury the test output.
      const appEnv = {
        LOG_LEVEL: "warn",
        ...env,
        NEXT_DIST_DIR: distDir,
        NODE_ENV: "production" as const,
        NEXT_PUBLIC_ANALYTICS: "1",
      };
      const nextBin = require.resolve("next/dist/bin/next");
      server = spawn(process.execPath, [nextBin, "start", "-p", String(appPort), "-H", "127.0.0.1"], {
        env: appEnv,
        stdio: ["ignore", "inherit", "inherit"],
      });
      const baseUrl = `http://127.0.0.1:${appPort}`;
      await waitForServer(`${baseUrl}/api/health`, 60_000);
      const e2eCode = await run(process.execPath, [path.resolve("node_modules/@playwright/test/cli.js"), "test"], {
        ...env,
        E2E_BASE_URL: baseUrl,
      });
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
        "test-results/e2e.json",
      );
      counts.passed += (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0);
      counts.failed += report?.stats.unexpected ?? 0;
      if (e2eCode !== 0) {
        exitCode = e2eCode;
        reasons.push(`playwright exited ${e2eCode}`);
      }
    }
  } catch (error) {
    console.error(error);
    exitCode = 1;
    reasons.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (server) await stopService(server, "SIGTERM", 10_000);
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (lintCode !== 0) reasons.push("lint failed");
  if (failures.length) console.log(`\nfailed in vitest:\n${failures.map((line) => `  ${line}`).join("\n")}`);
  console.log(
    `\ntests: ${counts.passed} passed, ${counts.failed} failed${reasons.length ? `; ${reasons.join("; ")}` : ""}`,
  );
  process.exit(exitCode || lintCode || (counts.failed > 0 ? 1 : 0));
}

main();
