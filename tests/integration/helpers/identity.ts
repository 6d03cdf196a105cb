import { randomUUID } from "node:crypto";
import { getDb, schema } from "@/lib/server/db";
import { authEmulatorPost, backdateSignInAt, passwordSignIn } from "@/scripts/lib/authEmulatorRest";
import type { Permission } from "@/lib/staff/rules";
import type { DemoIdentity } from "@/lib/server/db/seed/demoIdentities";
import { freshTestIdentity, registerWithLocalRegistry } from "@/scripts/lib/kpsServer";

const projectId = () => process.env.FIREBASE_PROJECT_ID || "demo-motoborsa";
const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

export type TestAccount = { uid: string; email: string; password: string; token: string };

const emulatorPost = <T>(path: string, body: object, admin = false) =>
  authEmulatorPost<T>(process.env.FIREBASE_AUTH_EMULATOR_HOST!, path, body, admin);

/** Whether the account's e-mail is verified (default: yes, as every demo and most test accounts are). */
export type VerifiedOption = { verified?: boolean };

/**
 * Signs up a fresh account in the Auth emulator, as the browser's sign-up does. By default its e-mail
 * is then marked verified (as following the verification link does) and the token is one issued
 * after that, so bids and withdrawals pass; `{ verified: false }` keeps the fresh sign-up's state.
 */
export async function signUp(prefix = "kullanici", opts: VerifiedOption = {}): Promise<TestAccount> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.motoborsa.test`;
  const password = "Sifre1234!";
  const data = await emulatorPost<{ localId: string; idToken: string }>("accounts:signUp?key=demo-api-key", {
    email,
    password,
    returnSecureToken: true,
  });
  if (opts.verified === false) return { uid: data.localId, email, password, token: data.idToken };
  const token = await verifyEmail({ uid: data.localId, email, password });
  return { uid: data.localId, email, password, token };
}

/** Marks the account's e-mail verified in the emulator; answers a new ID token carrying `email_verified`. */
export async function verifyEmail(account: { uid: string; email: string; password: string }): Promise<string> {
  await emulatorPost(`projects/${projectId()}/accounts:update`, { localId: account.uid, emailVerified: true }, true);
  const signedIn = await emulatorPost<{ idToken: string }>("accounts:signInWithPassword?key=demo-api-key", {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

/**
 * Verifies a fresh identity for `uid` the way /profil does: the local registry (KPS_URL, started by
 * the test stack) learns a new valid number, and the identity service asks it over SOAP and stores
 * the answer. Answers the number (tests of "one identity, one account" reuse it).
 */
export async function verifiedIdentity(uid: string): Promise<DemoIdentity> {
  const person = freshTestIdentity();
  await registerWithLocalRegistry(process.env.KPS_URL!, person);
  const { verifyIdentity } = await import("@/lib/server/identity/service");
  await verifyIdentity(uid, person);
  return person;
}

/**
 * An account with a finished profile, a verified identity (bids, purchases, withdrawals and sell
 * requests need one; `{ identity: false }` leaves it out) and, optionally, provision credited
 * through the ledger.
 */
export async function registeredUser(
  opts: { provision?: number; name?: string; lastName?: string; identity?: boolean } & VerifiedOption = {},
): Promise<TestAccount> {
  const account = await signUp("kullanici", { verified: opts.verified });
  const now = new Date();
  await getDb().transaction(async (tx) => {
    await tx.insert(schema.users).values({
      uid: account.uid,
      email: account.email,
      name: opts.name ?? "Test",
      lastName: opts.lastName ?? "Kullanıcı",
      phone: "5551112233",
      city: "Ankara",
      kvkkAcceptedAt: now,
      membershipAcceptedAt: now,
    });
    // Current consent rows, as sign-up writes them: no renewal is pending for a test user.
    const { recordAcceptances } = await import("@/lib/server/consents/service");
    const { REQUIRED_CONSENTS } = await import("@/lib/consents/rules");
    await recordAcceptances(tx, account.uid, REQUIRED_CONSENTS, { source: "seed", ipHash: null });
    if (opts.provision) {
      const { applyLedgerMove } = await import("@/lib/server/deposits/queries");
      await applyLedgerMove(tx, {
        uid: account.uid,
        kind: "deposit",
        amount: opts.provision,
        refType: "test",
        refId: "seed",
      });
    }
  });
  if (opts.identity !== false) await verifiedIdentity(account.uid);
  return account;
}

export async function staffAccount(
  opts: { isSuper?: boolean; roles?: Permission[]; displayName?: string } & VerifiedOption,
): Promise<TestAccount> {
  const account = await signUp("personel", { verified: opts.verified });
  await getDb()
    .insert(schema.staff)
    .values({
      uid: account.uid,
      email: account.email,
      displayName: opts.displayName ?? "",
      isSuper: opts.isSuper ?? false,
      roles: opts.roles ?? [],
    });
  return account;
}

/** An unsigned token in the emulator's format, for expiry and audience tests. */
export function forgeToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId()}`,
    aud: projectId(),
    auth_time: now,
    user_id: "forged-user",
    sub: "forged-user",
    iat: now,
    exp: now + 3600,
    email: "forged@test.motoborsa.test",
    firebase: { identities: {}, sign_in_provider: "password" },
    ...claims,
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}

/**
 * A real emulator ID token of `account` whose sign-in (`auth_time`) lies `secondsAgo` in the past, as
 * a browser that signed in long ago holds after a token refresh. The emulator takes `auth_time` from
 * the account's last sign-in: it is moved back through the admin API (with `validSince`, else the
 * token counts as revoked), then the session's refresh token gets a new ID token. Like a real
 * refresh, the token itself is fresh (`iat` now); only the sign-in is old.
 */
export async function signedInAgo(
  account: { uid: string; email: string; password: string },
  secondsAgo: number,
): Promise<string> {
  const session = await passwordSignIn(process.env.FIREBASE_AUTH_EMULATOR_HOST!, account);
  await backdateSignInAt(process.env.FIREBASE_AUTH_EMULATOR_HOST!, projectId(), account.uid, secondsAgo);
  const refreshed = await fetch(`${emulator()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: session.refreshToken }),
  });
  const data = (await refreshed.json()) as { id_token: string };
  if (!refreshed.ok) throw new Error(`token refresh failed: ${JSON.stringify(data)}`);
  return data.id_token;
}

/** The payload of an ID token (no verification: for asserting what a test minted). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
}
