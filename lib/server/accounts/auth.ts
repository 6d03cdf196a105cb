import type { IncomingMessage } from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import { hasPermission, type Permission } from "@/lib/staff/rules";
import { getDb, schema, type Tx } from "../db";
import { AppError } from "../errors";
import { createExpiringCache } from "../expiringCache";
import { adminAuth } from "../firebaseAdmin";
import { apiMessages } from "../messages";
import { logger } from "../logger";

export type AuthAccount = { uid: string; email: string };
export type StaffMember = { uid: string; email: string; displayName: string; isSuper: boolean; roles: string[] };
export type UserProfile = typeof schema.users.$inferSelect;

function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : "";
}

/**
 * Tokens verified in the last minute (never past their own expiry). A client sends the same ID
 * token for up to an hour; verifying it again on every request costs a signature check and, against
 * the Auth emulator, an HTTP call firebase-admin makes to look the user up. Revocation is not checked
 * per request either way (verifyIdToken without checkRevoked), so this changes no answer.
 */
const verifiedTokens = createExpiringCache<AuthAccount>({ max: 10_000 });
const VERIFIED_TOKEN_TTL_MS = 60_000;

/** Verifies the Firebase ID token of the request; 401 when it is missing or not valid. */
export async function requireAccount(req: IncomingMessage): Promise<AuthAccount> {
  const token = bearerToken(req);
  if (token === null) throw new AppError("unauthorized", apiMessages.unauthorized);
  if (!token) throw new AppError("unauthorized", apiMessages.invalidToken);
  const known = verifiedTokens.get(token);
  if (known) return known;
  try {
    const decoded = await adminAuth().verifyIdToken(token);
    const account = { uid: decoded.uid, email: decoded.email ?? "" };
    verifiedTokens.set(token, account, Math.min(decoded.exp * 1000, Date.now() + VERIFIED_TOKEN_TTL_MS));
    return account;
  } catch {
    throw new AppError("unauthorized", apiMessages.invalidToken);
  }
}

export async function optionalAccount(req: IncomingMessage): Promise<AuthAccount | null> {
  return req.headers.authorization ? requireAccount(req) : null;
}

export async function findProfile(uid: string): Promise<UserProfile | null> {
  const [row] = await getDb().select().from(schema.users).where(eq(schema.users.uid, uid));
  return row ?? null;
}

/**
 * 403 `wrong_session`: the token is valid but belongs to a staff account, and the endpoint serves
 * marketplace users. The browser client tells it apart from an auth failure (no sessions are ended)
 * and repeats the call with the user token when it holds one.
 */
export function wrongSession(): AppError {
  return new AppError("wrong_session", apiMessages.staffSession);
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
  const [updated] = await getDb().update(schema.users).set({ email: current, updatedAt: new Date() }).where(eq(schema.users.uid, account.uid)).returning();
  return updated ?? profile;
}

/** A marketplace user: a verified account that also finished registration. */
export async function requireProfile(req: IncomingMessage): Promise<{ account: AuthAccount; profile: UserProfile }> {
  const account = await requireAccount(req);
  const profile = await findProfile(account.uid);
  if (!profile) {
    if (await findStaff(account.uid)) throw wrongSession();
    throw new AppError("forbidden", apiMessages.noProfile);
  }
  return { account, profile: await syncProfileEmail(account, profile) };
}

export async function findStaff(uid: string): Promise<StaffMember | null> {
  const [row] = await getDb().select().from(schema.staff).where(eq(schema.staff.uid, uid));
  if (!row || !row.active) return null;
  return { uid: row.uid, email: row.email, displayName: row.displayName, isSuper: row.isSuper, roles: row.roles };
}

/**
 * Staff read hidden reserves and run the sales, so an active staff account never bids or buys
 * (shill bidding): a Turkish 403, whatever user profile the same account may also have.
 */
export async function refuseStaffTrade(uid: string, message: string): Promise<void> {
  if (await findStaff(uid)) throw new AppError("forbidden", message);
}

/** The active staff among `uids`, read in the caller's transaction (the bid batch checks all its bidders at once). */
export async function activeStaffAmong(tx: Tx, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await tx.select({ uid: schema.staff.uid }).from(schema.staff).where(and(inArray(schema.staff.uid, [...new Set(uids)]), eq(schema.staff.active, true)));
  return new Set(rows.map((r) => r.uid));
}

/** Staff gate: 401 without a valid token, 403 for non-staff or a staff member lacking `permission`. */
export async function requireStaff(req: IncomingMessage, permission?: Permission): Promise<StaffMember> {
  const account = await requireAccount(req);
  const member = await findStaff(account.uid);
  if (!member) throw new AppError("forbidden", apiMessages.notStaff);
  if (permission && !hasPermission(member, permission)) throw new AppError("forbidden", apiMessages.noPermission);
  return member;
}
