import { IDENTITY_ERRORS, identityRequiredMessage } from "@/lib/identity/labels";
import { identityKindOf, identityNumberProblem, maskIdentityNumber } from "@/lib/identity/rules";
import type { IdentityGatedAction, IdentityInput, IdentityStatus, IdentityView } from "@/lib/identity/types";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { consumeRateLimit } from "@/lib/server/rateLimit";
import {
  currentIdentityKeyId,
  identityLookupHash,
  openIdentityNumber,
  sealIdentityNumber,
} from "@/lib/server/identity/crypto";
import { checkWithRegistry, RegistryUnavailableError } from "@/lib/server/identity/kps";
import * as q from "@/lib/server/identity/queries";

/**
 * Identity verification (PRODUCT §3.7): a user proves who they are once, against the population
 * registry; bids, Hemen Al purchases, withdrawals and sell requests need it. The number is never
 * logged and leaves this module only masked.
 */

// The registry answers whether a name fits a number: a cap keeps the form from being an oracle.
const ATTEMPTS = { limit: 10, windowMs: 60 * 60_000 };

function toView(row: q.IdentityRow): IdentityView | null {
  if (row.anonymisedAt || !row.numberCiphertext || !row.keyId) return null;
  const number = openIdentityNumber({ ciphertext: row.numberCiphertext, keyId: row.keyId });
  return {
    kind: row.kind,
    masked: maskIdentityNumber(number),
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

/** The verified identity of `uid` as its owner and staff see it (masked), or null. */
export async function identityOf(uid: string, db: Db | Tx = getDb()): Promise<IdentityView | null> {
  const row = await q.findByUid(db, uid);
  return row ? toView(row) : null;
}

/** GET /api/me/identity */
export async function getMyIdentity(uid: string): Promise<IdentityStatus> {
  return { identity: await identityOf(uid) };
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const own = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const found = own?.code === "23505" ? own : own?.cause?.code === "23505" ? own.cause : null;
  return found !== null && (!constraint || found.constraint === constraint);
}

/**
 * POST /api/me/identity: checks the number's form first (a wrong check digit never reaches the
 * registry), then asks the registry, and stores the identity only on its "true". Registry down:
 * a 503 with the Turkish message and nothing stored. A number verified on another account: 409.
 */
export async function verifyIdentity(uid: string, input: IdentityInput, now = new Date()): Promise<IdentityStatus> {
  if (identityNumberProblem(input.number) !== null)
    throw new AppError("validation", IDENTITY_ERRORS.numberCheckDigits, { number: IDENTITY_ERRORS.numberCheckDigits });
  if (await identityOf(uid)) throw new AppError("conflict", IDENTITY_ERRORS.alreadyVerified);
  const limit = await consumeRateLimit(`identity-verify:${uid}`, ATTEMPTS, now);
  if (!limit.allowed) throw new AppError("rate_limited", IDENTITY_ERRORS.tooMany);

  let matches: boolean;
  try {
    matches = await checkWithRegistry(input);
  } catch (error) {
    if (error instanceof RegistryUnavailableError) throw new AppError("unavailable", IDENTITY_ERRORS.unavailable);
    throw error;
  }
  if (!matches) throw new AppError("validation", IDENTITY_ERRORS.mismatch);

  try {
    const identity = await getDb().transaction((tx) => storeVerifiedIdentity(tx, uid, input, now));
    return { identity };
  } catch (error) {
    // Two accounts verifying one number at the same moment: the unique index decides.
    if (isUniqueViolation(error, "identity_verifications_lookup_hash_key"))
      throw new AppError("conflict", IDENTITY_ERRORS.taken, { number: IDENTITY_ERRORS.taken });
    if (isUniqueViolation(error)) throw new AppError("conflict", IDENTITY_ERRORS.alreadyVerified);
    throw error;
  }
}

/**
 * Writes an identity the registry confirmed: sealed number, lookup hash, names. Called by
 * verifyIdentity after the registry's "true", and by the demo seed for the demo buyer (whose
 * identity the local registry knows). A number held by another account: 409.
 */
export async function storeVerifiedIdentity(
  tx: Tx,
  uid: string,
  input: IdentityInput,
  at: Date,
): Promise<IdentityView | null> {
  const lookupHash = identityLookupHash(input.number);
  const holder = await q.holderOf(tx, lookupHash);
  if (holder && holder !== uid)
    throw new AppError("conflict", IDENTITY_ERRORS.taken, { number: IDENTITY_ERRORS.taken });
  const sealed = sealIdentityNumber(input.number);
  const row = await q.insert(tx, {
    uid,
    kind: identityKindOf(input.number),
    numberCiphertext: sealed.ciphertext,
    keyId: sealed.keyId,
    lookupHash,
    firstName: input.firstName,
    lastName: input.lastName,
    birthYear: input.birthYear,
    birthMonth: input.birthMonth ?? null,
    birthDay: input.birthDay ?? null,
    verifiedAt: at,
  });
  return toView(row);
}

/** The 403 `identity_unverified` unless `uid` holds a verified identity (inside the action's transaction). */
export async function refuseUnverifiedIdentity(db: Db | Tx, uid: string, action: IdentityGatedAction): Promise<void> {
  if (!(await q.verifiedAmong(db, [uid])).has(uid))
    throw new AppError("identity_unverified", identityRequiredMessage(action));
}

/** Which of `uids` hold a verified identity (the bid batch checks its bidders in one statement). */
export const verifiedIdentitiesAmong = (tx: Tx, uids: string[]): Promise<Set<string>> => q.verifiedAmong(tx, uids);

/** The refusal a bidder without a verified identity gets (the bid batch's outcome). */
export const identityRefusal = (action: IdentityGatedAction): AppError =>
  new AppError("identity_unverified", identityRequiredMessage(action));

/**
 * Account deletion: clears the number, its lookup hash and the names (the row stays, marked, so
 * staff see that an identity was once verified). The number is then free for a new account.
 */
export async function anonymiseIdentity(tx: Tx, uid: string, at = new Date()): Promise<void> {
  await q.anonymise(tx, uid, at);
}

/**
 * Key rotation (docs/identity-keys.md): re-seals every number sealed with an older key under the
 * current one, in batches, so the old key can then be removed from IDENTITY_ENCRYPTION_KEYS.
 * Answers how many rows moved.
 */
export async function rotateIdentityKeys(batchSize = 200): Promise<number> {
  const keyId = currentIdentityKeyId();
  let moved = 0;
  for (;;) {
    const count = await getDb().transaction(async (tx) => {
      const rows = await q.sealedWithOtherKey(tx, keyId, batchSize);
      for (const row of rows) {
        const number = openIdentityNumber({ ciphertext: row.numberCiphertext!, keyId: row.keyId! });
        const sealed = sealIdentityNumber(number);
        await q.reseal(tx, row.uid, sealed.ciphertext, sealed.keyId);
      }
      return rows.length;
    });
    moved += count;
    if (count < batchSize) break;
  }
  logger.info({ moved, keyId }, "identity numbers re-sealed under the current key");
  return moved;
}

/**
 * The verified identity an invoice is addressed to (docs/invoices.md): the registry's name and the number
 * still sealed, so the invoice row stores the ciphertext and the number never travels in the clear.
 */
export async function billingIdentityOf(
  db: Db | Tx,
  uid: string,
): Promise<{ name: string; sealed: { ciphertext: string; keyId: string } } | null> {
  const row = await q.findByUid(db, uid);
  if (!row || row.anonymisedAt || !row.numberCiphertext || !row.keyId) return null;
  return {
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    sealed: { ciphertext: row.numberCiphertext, keyId: row.keyId },
  };
}

/** An invoice's sealed identity number, opened for the PDF only (the invoice must carry it in full). */
export const openSealedIdentityNumber = (sealed: { ciphertext: string; keyId: string }): string =>
  openIdentityNumber(sealed);
