import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "@/scripts/lib/ports";
import { startStack, type Stack } from "@/scripts/lib/stack";

let stack: Stack | null = null;
let dataDir: string | null = null;

/**
 * Integration tests need the real database and the real Auth emulator. `npm test` starts them once
 * and passes DATABASE_URL; a bare `vitest` run starts its own on free ports in a temporary folder.
 */
export async function setup(project: TestProject) {
  if (
    !process.env.DATABASE_URL ||
    !process.env.FIREBASE_AUTH_EMULATOR_HOST ||
    !process.env.SMTP_URL ||
    !process.env.KPS_URL
  ) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-it-"));
    stack = await startStack({
      dataDir,
      pgPort: await freePort(),
      authPort: await freePort(),
      persistAccounts: false,
      log: (source, line) => {
        if (/error|fatal/i.test(line)) console.error(`[${source}] ${line}`);
      },
    });
    Object.assign(process.env, stack.env);
  }
  // Uploaded files: `npm test` passes its run folder, which the end-to-end server serves afterwards
  // (so photos the integration tests stored still exist there); never a developer's .data.
  const filesDir =
    dataDir ??
    (process.env.MOTOBORSA_DATA_DIR && path.resolve(process.env.MOTOBORSA_DATA_DIR) !== path.resolve(".data")
      ? process.env.MOTOBORSA_DATA_DIR
      : (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-it-"))));
  project.provide("env", {
    DATABASE_URL: process.env.DATABASE_URL!,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    MOTOBORSA_DATA_DIR: filesDir,
    SMTP_URL: process.env.SMTP_URL ?? "",
    MAIL_INBOX_URL: process.env.MAIL_INBOX_URL ?? "",
    KPS_URL: process.env.KPS_URL ?? "",
  });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** SMTP_URL / MAIL_INBOX_URL: the embedded maildev (tests read e-mails from its REST API). */
    env: {
      DATABASE_URL: string;
      FIREBASE_AUTH_EMULATOR_HOST: string;
      MOTOBORSA_DATA_DIR: string;
      SMTP_URL: string;
      MAIL_INBOX_URL: string;
      /** The local population registry (scripts/lib/kpsServer.ts): identity checks and test identities. */
      KPS_URL: string;
    };
  }
}
