import { firebaseProjectId } from "@/lib/server/config";
import type { DemoAccount } from "@/lib/server/db/seed/demoAccounts";

/**
 * Creates (or resets) the demo accounts in the Auth emulator in one bulk REST call. Against a real
 * Firebase project nothing is created: demo passwords must never exist there.
 */
export async function ensureIdentityAccounts(accounts: DemoAccount[], log: (line: string) => void): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    log("no Auth emulator configured: demo accounts are not created in Firebase");
    return;
  }
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${firebaseProjectId()}/accounts:batchCreate`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({
      allowOverwrite: true,
      users: accounts.map((a) => ({
        localId: a.uid,
        email: a.email,
        rawPassword: a.password,
        displayName: a.displayName,
        emailVerified: true,
      })),
    }),
  });
  const result = (await response.json().catch(() => ({}))) as { error?: unknown[] };
  if (!response.ok || result.error?.length) {
    throw new Error(`Auth emulator refused the demo accounts: ${response.status} ${JSON.stringify(result)}`);
  }
}
