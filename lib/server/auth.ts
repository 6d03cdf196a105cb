/** Who is calling: the Firebase ID token of a request, verified. Profiles: ./service.ts; staff: ../staff/service.ts. */
import type { IncomingMessage } from "node:http";
import { AppError } from "@/lib/server/errors";
import { createExpiringCache } from "@/lib/server/expiringCache";
import { adminAuth } from "@/lib/server/firebaseAdmin";
import { API_ERRORS } from "@/lib/api/labels";

/**
 * `authTime`: the token's `auth_time` (seconds), when the user last entered their password (step-up checks).
 * `emailVerified`: the token's `email_verified` claim (money moves need it, lib/accounts/emailVerification.ts).
 */
export type AuthAccount = { uid: string; email: string; authTime: number; emailVerified: boolean };

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
  if (token === null) throw new AppError("unauthorized", API_ERRORS.unauthorized);
  if (!token) throw new AppError("unauthorized", API_ERRORS.invalidToken);
  const known = verifiedTokens.get(token);
  if (known) return known;
  try {
    const decoded = await adminAuth().verifyIdToken(token);
    const account = {
      uid: decoded.uid,
      email: decoded.email ?? "",
      authTime: decoded.auth_time,
      emailVerified: decoded.email_verified === true,
    };
    verifiedTokens.set(token, account, Math.min(decoded.exp * 1000, Date.now() + VERIFIED_TOKEN_TTL_MS));
    return account;
  } catch {
    throw new AppError("unauthorized", API_ERRORS.invalidToken);
  }
}

export async function optionalAccount(req: IncomingMessage): Promise<AuthAccount | null> {
  return req.headers.authorization ? requireAccount(req) : null;
}
