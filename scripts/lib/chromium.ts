import { spawnSync } from "node:child_process";
import fs from "node:fs";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** The Chromium the tests and benches drive: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

/** How that Chromium runs headless in a container: no sandbox or GPU, no background traffic or first-run steps. */
export const HEADLESS_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PACKAGES = ["chromium", "fonts-dejavu-core"];
const HOW = `Install it with \`sudo apt-get install -y ${PACKAGES.join(" ")}\`, or set CHROMIUM_PATH to a Chromium binary.`;

export type ChromiumFacts = {
  chromiumPath: string | undefined;
  exists: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** `sudo -n true` succeeds: sudo works without asking for a password. */
  passwordlessSudo: boolean;
};

export type ChromiumPlan =
  | { kind: "use"; path: string }
  | { kind: "install"; path: string; commands: string[][] }
  | { kind: "stop"; message: string };

/**
 * What the test runner does about the browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium; a
 * missing default is installed with apt-get when this user may (root, or sudo without a password:
 * a password prompt would hang an unattended run); otherwise one line saying what to install.
 */
export function chromiumPlan(facts: ChromiumFacts): ChromiumPlan {
  const target = facts.chromiumPath || DEFAULT_CHROMIUM;
  if (facts.exists(target)) return { kind: "use", path: target };
  if (facts.chromiumPath)
    return { kind: "stop", message: `Chromium is missing at CHROMIUM_PATH=${facts.chromiumPath}. ${HOW}` };
  if (!facts.hasAptGet)
    return { kind: "stop", message: `Chromium is missing at ${target} and apt-get is not available. ${HOW}` };
  if (!facts.isRoot && !facts.passwordlessSudo)
    return {
      kind: "stop",
      message: `Chromium is missing at ${target}; installing it needs root or passwordless sudo. ${HOW}`,
    };
  const sudo = facts.isRoot ? [] : ["sudo", "-n"];
  return {
    kind: "install",
    path: target,
    commands: [
      [...sudo, "apt-get", "update"],
      [...sudo, "apt-get", "install", "-y", "--no-install-recommends", ...PACKAGES],
    ],
  };
}

function succeeds(cmd: string, args: string[]): boolean {
  return spawnSync(cmd, args, { stdio: "ignore", timeout: 10_000 }).status === 0;
}

/** Makes sure the browser tests have a Chromium; returns its path or throws one line saying what to do. */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const plan = chromiumPlan({
    chromiumPath: process.env.CHROMIUM_PATH,
    exists: (file) => fs.existsSync(file),
    isRoot: process.getuid?.() === 0,
    hasAptGet: succeeds("sh", ["-c", "command -v apt-get"]),
    passwordlessSudo: succeeds("sudo", ["-n", "true"]),
  });
  if (plan.kind === "use") return plan.path;
  if (plan.kind === "stop") throw new Error(plan.message);
  log(`[test] ${plan.path} is missing: installing Debian's chromium with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const [cmd, ...args] of plan.commands) {
    if (spawnSync(cmd, args, { env, stdio: "inherit" }).status !== 0)
      throw new Error(`\`${[cmd, ...args].join(" ")}\` failed. ${HOW}`);
  }
  if (!fs.existsSync(plan.path))
    throw new Error(`apt-get installed chromium, but ${plan.path} is still missing. ${HOW}`);
  return plan.path;
}
