import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAuthEmulator, type RunningEmulator } from "@/scripts/lib/authEmulator";
import { freePort } from "@/scripts/lib/ports";

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function startStackEmulator(): Promise<{ emulator: RunningEmulator; stateDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoborsa-emu-"));
  folders.push(dataDir);
  const stateDir = path.join(dataDir, "auth");
  // What the runner starts for `npm run dev`: project demo-motoborsa, accounts exported on stop.
  const emulator = await startAuthEmulator({
    projectId: "demo-motoborsa",
    port: await freePort(),
    workDir: path.join(dataDir, "firebase"),
    stateDir,
    log: () => {},
  });
  return { emulator, stateDir };
}

async function signUp(host: string): Promise<string> {
  const email = `yigin-${randomUUID().slice(0, 8)}@test.motoborsa.test`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Sifre1234!", returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp failed: ${await response.text()}`);
  return email;
}

function exportedEmails(stateDir: string): string[] {
  const file = path.join(stateDir, "auth_export", "accounts.json");
  const { users } = JSON.parse(fs.readFileSync(file, "utf8")) as { users?: Array<{ email?: string }> };
  return (users ?? []).map((u) => u.email ?? "");
}

describe("two local stacks on one machine", () => {
  it("each Auth emulator exports only its own accounts when it stops", async () => {
    // One after the other (the CPU they load on start is the bottleneck); both run side by side after.
    const first = await startStackEmulator();
    const second = await startStackEmulator().catch(async (error) => {
      await first.emulator.stop();
      throw error;
    });
    try {
      const firstEmail = await signUp(first.emulator.host);
      const secondEmail = await signUp(second.emulator.host);
      // Both orders of stopping: firebase-tools found "the" hub of demo-motoborsa through one locator
      // file in the shared temp folder, so one of these stops exported the other stack's accounts.
      await second.emulator.stop();
      await first.emulator.stop();
      expect(exportedEmails(first.stateDir)).toEqual([firstEmail]);
      expect(exportedEmails(second.stateDir)).toEqual([secondEmail]);
    } finally {
      await Promise.all([first.emulator.stop(), second.emulator.stop()]);
    }
  }, 600_000);
});
