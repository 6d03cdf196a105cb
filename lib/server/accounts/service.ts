import type { z } from "zod";
import type { profileCreateSchema, profileUpdateSchema } from "@/lib/accounts/schemas";
import type { CurrentUser } from "@/lib/accounts/types";
import type { IncomingMessage } from "node:http";
import { requireAccount, type AuthAccount } from "@/lib/server/auth";
import { findStaff } from "@/lib/server/staff/service";
import { getDb, schema, type Db, type Tx } from "@/lib/server/db";
import * as accountQueries from "@/lib/server/accounts/queries";
import type { OwnerRow } from "@/lib/server/accounts/owner";
import { AppError } from "@/lib/server/errors";
import { adminAuth } from "@/lib/server/firebaseAdmin";
import { API_ERRORS } from "@/lib/api/labels";
import { logger } from "@/lib/server/logger";
import { suspendedMessage, type SuspendedAction } from "@/lib/users/labels";
import { needsEmailVerification } from "@/lib/accounts/rules";
import type { VerifiedEmailAction } from "@/lib/accounts/types";
import { ACCOUNT_ERRORS, emailUnverifiedMessage } from "@/lib/accounts/labels";
import { MARKETING_CONSENT, REQUIRED_CONSENTS } from "@/lib/consents/rules";
import type { ConsentKind } from "@/lib/consents/types";
import { pendingConsentsOf, recordAcceptances } from "@/lib/server/consents/service";

export type UserProfile = typeof schema.users.$inferSelect;
export type { OwnerRow };

/** The owner of a request as staff see them (name, e-mail, phone). */
export const findOwner = (db: Db | Tx, uid: string): Promise<OwnerRow | undefined> => accountQueries.owner(db, uid);

/** Serialises one user's submissions of `scope` for the rest of the transaction (the open-request caps). */
export const lockSubmitter = (tx: Tx, scope: string, uid: string): Promise<void> =>
  accountQueries.lockSubmitter(tx, scope, uid);

/**
 * A suspended user files nothing (Management › Kullanıcılar): the Turkish 403 names the reason and
 * what they tried. Called inside the action's transaction where it has one. The bid batch does not
 * call this: it reads the reason with the balances it already locks (deposits/queries.ts lockBalances).
 * `lockRow` (FOR SHARE on the user's row) where the action writes nothing else the suspension would
 * wait for: without it a suspension committing meanwhile is not seen by the rest of the transaction.
 */
export async function refuseSuspended(
  db: Db | Tx,
  uid: string,
  action: SuspendedAction,
  options: { lockRow?: boolean } = {},
): Promise<void> {
  const reason = await accountQueries.suspensionReason(db, uid, options.lockRow ?? false);
  if (reason !== null) throw new AppError("account_suspended", suspendedMessage(reason, action));
}

/**
 * Money moves and sales need a verified e-mail (PRODUCT §3.5): the 403 `email_unverified` names the
 * action. Read from the ID token's `email_verified` claim, so a user who has just followed the link
 * passes as soon as the browser sends a refreshed token (the client does that once on this answer).
 * route() calls it for a method with `verifiedEmail`.
 */
export function refuseUnverifiedEmail(account: AuthAccount, action: VerifiedEmailAction): void {
  if (needsEmailVerification(account, action)) throw new AppError("email_unverified", emailUnverifiedMessage(action));
}

/** The profile of a marketplace user; a deleted (anonymised, KVKK) account has none any more. */
export async function findProfile(uid: string): Promise<UserProfile | null> {
  const profile = await accountQueries.profile(getDb(), uid);
  return profile && !profile.deletedAt ? profile : null;
}

/**
 * 403 `wrong_session`: the token is valid but belongs to a staff account, and the endpoint serves
 * marketplace users. The browser client tells it apart from an auth failure (no sessions are ended)
 * and repeats the call with the user token when it holds one.
 */
export function wrongSession(): AppError {
  return new AppError("wrong_session", API_ERRORS.staffSession);
}

/**
 * The profile row keeps the account's e-mail (staff lists, notification mails). Firebase changes the
 * address when the user follows the link of an e-mail change; the server first learns it from a token
 * carrying a different address. Tokens issued before the change stay valid for up to an hour, so the
 * token is only the hint: the address written is the one Firebase holds now.
 */
export async function syncProfileEmail(account: AuthAccount, profile: UserProfile): Promise<UserProfile> {
  if (!account.email || account.email === profile.email) return profile;
  let current: string | undefined;
  try {
    current = (await adminAuth().getUser(account.uid)).email;
  } catch (error) {
    logger.error({ err: error }, "profile e-mail sync failed");
    return profile;
  }
  if (!current || current === profile.email) return profile;
  return (await accountQueries.setProfileEmail(getDb(), account.uid, current)) ?? profile;
}

/** A marketplace user: a verified account that also finished registration. */
export async function requireProfile(req: IncomingMessage): Promise<{ account: AuthAccount; profile: UserProfile }> {
  const account = await requireAccount(req);
  const profile = await findProfile(account.uid);
  if (!profile) {
    if (await findStaff(account.uid)) throw wrongSession();
    throw new AppError("forbidden", API_ERRORS.noProfile);
  }
  return { account, profile: await syncProfileEmail(account, profile) };
}

function toCurrentUser(account: AuthAccount, profile: UserProfile | null, pendingConsents: ConsentKind[]): CurrentUser {
  return {
    uid: account.uid,
    email: profile?.email ?? account.email,
    name: profile?.name ?? "",
    lastName: profile?.lastName ?? "",
    phone: profile?.phone ?? "",
    city: profile?.city ?? "",
    hasProfile: profile !== null,
    provision: { total: profile?.provisionTotal ?? 0, blocked: profile?.provisionBlocked ?? 0 },
    emailVerified: account.emailVerified,
    suspension:
      profile?.suspendedAt && profile.suspensionReason !== null
        ? { reason: profile.suspensionReason, at: profile.suspendedAt.toISOString() }
        : null,
    pendingConsents,
  };
}

/** PRODUCT §3.5 GET /api/me/current: a signed-in account without a profile answers hasProfile:false. */
export async function getCurrentUser(account: AuthAccount): Promise<{ user: CurrentUser }> {
  const profile = await findProfile(account.uid);
  // A required text changed since the user accepted it: the browser asks again before anything else.
  const pending = profile ? await pendingConsentsOf(account.uid) : [];
  return { user: toCurrentUser(account, profile && (await syncProfileEmail(account, profile)), pending) };
}

/**
 * Sign-up's profile row and its consent rows in one transaction: an account never exists without the
 * record of which texts (and versions) it accepted, from where (`ipHash`, the salted address hash).
 */
export async function createProfile(
  account: AuthAccount,
  input: z.infer<typeof profileCreateSchema>,
  ipHash: string | null = null,
): Promise<{ user: CurrentUser }> {
  // Staff accounts never bid or buy (PRODUCT §4.5): a profile would only make one a bidder. This is also
  // what a sign-up sent with the management token (PRODUCT §3.1 order) meets, and the client retries it
  // with the user token.
  if (await findStaff(account.uid)) throw wrongSession();
  const now = new Date();
  const inserted = await getDb().transaction(async (tx) => {
    const row = await accountQueries.insertProfile(tx, {
      uid: account.uid,
      email: account.email,
      name: input.name,
      lastName: input.lastName,
      phone: input.phone,
      city: input.city,
      kvkkAcceptedAt: now,
      membershipAcceptedAt: now,
    });
    if (!row) return undefined;
    const kinds: ConsentKind[] = [...REQUIRED_CONSENTS, ...(input.marketingConsent ? [MARKETING_CONSENT] : [])];
    await recordAcceptances(tx, account.uid, kinds, { source: "signup", ipHash });
    return row;
  });
  if (!inserted) throw new AppError("conflict", ACCOUNT_ERRORS.profileExists);
  return { user: toCurrentUser(account, inserted, []) };
}

export async function updateProfile(
  account: AuthAccount,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<{ user: CurrentUser }> {
  return getDb().transaction(async (tx) => {
    // The users row lock a withdrawal request takes: the request sees the old name or the new one, never both.
    const current = await accountQueries.lockNameForUpdate(tx, account.uid);
    if (!current) throw new AppError("not_found", ACCOUNT_ERRORS.profileMissing);
    const renamed = current.name !== input.name || current.lastName !== input.lastName;
    // Finance pays a withdrawal only to an account in the profile's name: the name holds while one is pending.
    if (renamed && current.pendingWithdrawal) {
      const fields: Record<string, string> = {};
      if (current.name !== input.name) fields.name = ACCOUNT_ERRORS.nameLockedByWithdrawal;
      if (current.lastName !== input.lastName) fields.lastName = ACCOUNT_ERRORS.nameLockedByWithdrawal;
      throw new AppError("conflict", ACCOUNT_ERRORS.nameLockedByWithdrawal, fields);
    }
    const updated = await accountQueries.updateProfileFields(tx, account.uid, input);
    return { user: toCurrentUser(account, updated ?? null, []) };
  });
}

/** KVKK account deletion, accounts' part (lib/server/kvkk/anonymisers.ts): name, e-mail, phone, city. */
export const anonymiseProfile = (tx: Tx, uid: string, displayName: string): Promise<void> =>
  accountQueries.anonymiseProfile(tx, uid, displayName);
