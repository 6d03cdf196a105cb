/**
 * Consent records: the acceptances of sign-up, the renewal of a required text whose version changed,
 * the commercial e-mail switch, and the history staff and the KVKK export read. Rows are appended,
 * never changed (lib/server/consents/queries.ts).
 */
import { CONSENT_ERRORS } from "@/lib/consents/labels";
import { marketingAllowed, marketingChange, pendingConsents, MARKETING_CONSENT } from "@/lib/consents/rules";
import type { ConsentKind, ConsentRecord, ConsentSource, MyConsents } from "@/lib/consents/types";
import { currentConsentVersions } from "@/lib/server/consents/versions";
import * as q from "@/lib/server/consents/queries";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

export { currentConsentVersions };

/** Where a consent came from: the form and the salted hash of the sender's address (lib/server/clientIp.ts). */
export type ConsentOrigin = { source: ConsentSource; ipHash: string | null };

function toRecord(row: q.ConsentRowDb): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    version: row.version,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Appends an acceptance of today's version of each text (inside the caller's transaction). */
export async function recordAcceptances(
  db: Db | Tx,
  uid: string,
  kinds: readonly ConsentKind[],
  origin: ConsentOrigin,
): Promise<void> {
  const versions = currentConsentVersions();
  await q.insertConsents(
    db,
    kinds.map((kind) => ({ uid, kind, action: "accept" as const, version: versions[kind], ...origin })),
  );
}

/** Every consent row of a user, oldest first: the management user page and the KVKK data export. */
export async function consentsOfUser(uid: string, db: Db | Tx = getDb()): Promise<ConsentRecord[]> {
  return (await q.consentsOf(db, uid)).map(toRecord);
}

/** The required texts the user has to accept (again) before going on; empty for an up-to-date user. */
export async function pendingConsentsOf(uid: string): Promise<ConsentKind[]> {
  return pendingConsents(await q.consentsOf(getDb(), uid), currentConsentVersions());
}

/** Whether commercial e-mail may be sent to the user (the newest marketing row is an acceptance). */
export async function mayReceiveMarketing(uid: string): Promise<boolean> {
  return marketingAllowed(await q.consentsOf(getDb(), uid));
}

function view(rows: q.ConsentRowDb[]): MyConsents {
  return {
    marketing: marketingAllowed(rows),
    pending: pendingConsents(rows, currentConsentVersions()),
    records: rows.map(toRecord),
  };
}

/** GET /api/me/consents. */
export async function myConsents(uid: string): Promise<MyConsents> {
  return view(await q.consentsOf(getDb(), uid));
}

/**
 * The renewal prompt at sign-in: the user accepts every required text whose version changed. Only
 * pending texts are recorded, and all of them at once: a partial answer would leave the user blocked.
 */
export async function renewConsents(uid: string, kinds: readonly ConsentKind[], ipHash: string | null) {
  return getDb().transaction(async (tx) => {
    await q.lockUserConsents(tx, uid);
    const pending = pendingConsents(await q.consentsOf(tx, uid), currentConsentVersions());
    if (kinds.some((kind) => !pending.includes(kind))) throw new AppError("conflict", CONSENT_ERRORS.notPending);
    if (pending.some((kind) => !kinds.includes(kind)))
      throw new AppError("validation", CONSENT_ERRORS.missing, { kinds: CONSENT_ERRORS.missing });
    await recordAcceptances(tx, uid, pending, { source: "renewal", ipHash });
    return view(await q.consentsOf(tx, uid));
  });
}

/** The commercial e-mail switch: a row only when the state changes (an acceptance or a withdrawal). */
export async function setMarketingConsent(uid: string, allowed: boolean, ipHash: string | null): Promise<MyConsents> {
  return getDb().transaction(async (tx) => {
    await q.lockUserConsents(tx, uid);
    const action = marketingChange(await q.consentsOf(tx, uid), allowed);
    if (action) {
      const version = currentConsentVersions()[MARKETING_CONSENT];
      await q.insertConsents(tx, [{ uid, kind: MARKETING_CONSENT, action, version, source: "settings", ipHash }]);
    }
    return view(await q.consentsOf(tx, uid));
  });
}
