/**
 * KVKK self-service (6698 art. 11): "Verilerimi indir" builds an archive of everything stored about
 * the user in a background job and e-mails a 24-hour link; "Hesabımı sil" is refused while the user
 * owes or is owed something (lib/kvkk/rules.ts), otherwise confirmed through an e-mailed link, then
 * the personal data is anonymised by every domain (anonymisers.ts) and the Firebase account deleted.
 */
import { allowedActions } from "@/lib/actions";
import { KVKK_ERRORS, deletionRefusedText } from "@/lib/kvkk/labels";
import { DELETION_LINK_HOURS, deletionBlockers, linkExpiry } from "@/lib/kvkk/rules";
import type { AccountDeletionView, DeletionLinkView, ManagedUserKvkk, MyKvkk } from "@/lib/kvkk/types";
import { kvkkNotices } from "@/lib/notifications/labels";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { removeFirebaseAccount } from "@/lib/server/kvkk/accountRemoval";
import { exportView } from "@/lib/server/kvkk/exports";
import { ANONYMISERS } from "@/lib/server/kvkk/anonymisers";
import { deletionConfirmPath, kvkkLinkToken, readKvkkLinkToken } from "@/lib/server/kvkk/links";
import * as q from "@/lib/server/kvkk/queries";
import { logger } from "@/lib/server/logger";
import { notify } from "@/lib/server/notifications/outbox";
import { getStorage } from "@/lib/server/storage";
import { removePrivateObject } from "@/lib/server/storage/private";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function deletionView(row: q.AccountDeletionRow): AccountDeletionView {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmBy: row.confirmBy.toISOString(),
    completedAt: iso(row.completedAt),
    accountRemoved: row.firebaseDeletedAt !== null,
  };
}

// ------------------------------------------------------------------ the user's page

export async function getMyKvkk(uid: string, now = new Date()): Promise<MyKvkk> {
  const db = getDb();
  const [exports, deletion, blocked] = await Promise.all([
    q.exportsOf(db, uid),
    q.openDeletionOf(db, uid, now),
    q.blockedOf(db, uid).then(async (blocked) => deletionBlockers(await q.deletionFacts(db, uid, blocked))),
  ]);
  return {
    exports: exports.map(exportView),
    deletion: deletion ? deletionView(deletion) : null,
    blockers: blocked,
    actions: allowedActions({
      export: !exports.some((e) => e.status === "pending"),
      delete: blocked.length === 0,
    }),
  };
}

// ------------------------------------------------------------------ Hesabımı sil

async function refuseBlocked(tx: Tx, uid: string, blocked: number): Promise<void> {
  const blockers = deletionBlockers(await q.deletionFacts(tx, uid, blocked));
  if (blockers.length > 0) throw new AppError("conflict", deletionRefusedText(blockers));
}

/** "Hesabımı sil": refused with the reasons, or a confirmation link e-mailed (valid DELETION_LINK_HOURS). */
export async function requestAccountDeletion(
  uid: string,
  now = new Date(),
): Promise<{ deletion: AccountDeletionView }> {
  const row = await getDb().transaction(async (tx) => {
    const account = await q.lockAccount(tx, uid);
    if (!account || account.deletedAt) throw new AppError("not_found", KVKK_ERRORS.accountGone);
    await refuseBlocked(tx, uid, account.blocked);
    await q.cancelOpenDeletions(tx, uid);
    const confirmBy = linkExpiry(now, DELETION_LINK_HOURS);
    const inserted = await q.insertDeletion(tx, uid, confirmBy);
    const emailLink = deletionConfirmPath(kvkkLinkToken("deletion", uid, inserted.id, confirmBy));
    await notify(tx, kvkkNotices.deletionRequested({ uid, deletionId: inserted.id, confirmBy, emailLink }));
    await recordAudit(tx, {
      staffUid: uid,
      action: "user.deletion_request",
      targetType: "user",
      targetId: uid,
      details: { deletionId: inserted.id },
    });
    return inserted;
  });
  return { deletion: deletionView(row) };
}

/** The deletion a link names, still open; otherwise the Turkish 4xx of why it cannot be used. */
async function openDeletionOfLink(tx: Tx | ReturnType<typeof getDb>, token: string, now: Date, lock: boolean) {
  const link = readKvkkLinkToken("deletion", token, now.getTime());
  if (!link.ok) {
    if (link.reason === "expired") throw new AppError("not_found", KVKK_ERRORS.linkExpired);
    throw new AppError("bad_request", KVKK_ERRORS.linkInvalid);
  }
  const row = lock ? await q.lockDeletion(tx as Tx, link.id) : await q.findDeletion(tx, link.id);
  if (!row || row.uid !== link.uid || row.status !== "requested")
    throw new AppError("conflict", KVKK_ERRORS.deletionUsed);
  if (row.confirmBy <= now) throw new AppError("not_found", KVKK_ERRORS.linkExpired);
  return row;
}

/** What /hesap-silme shows before the confirming click; opening the link changes nothing (mail scanners open links). */
export async function describeDeletionLink(token: string, now = new Date()): Promise<DeletionLinkView> {
  const row = await openDeletionOfLink(getDb(), token, now, false);
  const account = await q.accountEmail(getDb(), row.uid);
  return { email: account ?? "", confirmBy: row.confirmBy.toISOString() };
}

/**
 * The e-mailed link, confirmed: under the user's row lock the refusal reasons are checked again
 * (a bid may have been placed since the request), every anonymiser runs, the request is completed
 * and audited, all in one transaction. After commit: the stored files go and the Firebase account
 * is deleted (a failure is retried by the sweep; the profile already refuses the account).
 */
export async function confirmAccountDeletion(token: string, now = new Date()): Promise<{ deleted: true }> {
  const { deletionId, uid, publicObjects, privateObjects } = await getDb().transaction(async (tx) => {
    const row = await openDeletionOfLink(tx, token, now, true);
    const account = await q.lockAccount(tx, row.uid);
    if (!account || account.deletedAt) throw new AppError("conflict", KVKK_ERRORS.deletionUsed);
    await refuseBlocked(tx, row.uid, account.blocked);
    const publicNames: string[] = [];
    const privateNames: string[] = [];
    for (const anonymiser of ANONYMISERS) {
      const result = await anonymiser.run(tx, row.uid);
      if (result?.publicObjects) publicNames.push(...result.publicObjects);
      if (result?.privateObjects) privateNames.push(...result.privateObjects);
    }
    await q.completeDeletion(tx, row.id, now);
    await recordAudit(tx, {
      staffUid: row.uid,
      action: "user.anonymise",
      targetType: "user",
      targetId: row.uid,
      details: { deletionId: row.id, domains: ANONYMISERS.map((a) => a.domain) },
    });
    return { deletionId: row.id, uid: row.uid, publicObjects: publicNames, privateObjects: privateNames };
  });
  const storage = getStorage();
  await Promise.all([
    ...publicObjects.map((name) => storage.remove(name)),
    ...privateObjects.map((name) => removePrivateObject(name)),
  ]).catch((error) => logger.error({ err: error, deletionId }, "removing a deleted account's files failed"));
  await removeFirebaseAccount(deletionId, uid);
  return { deleted: true };
}

// ------------------------------------------------------------------ staff

/** Management › Kullanıcılar › a user: their export and deletion requests. */
export async function getManagedUserKvkk(uid: string): Promise<ManagedUserKvkk> {
  const db = getDb();
  const [exports, deletions, deletedAt] = await Promise.all([
    q.exportsOf(db, uid),
    q.deletionsOf(db, uid),
    q.deletedAtOf(db, uid),
  ]);
  return { exports: exports.map(exportView), deletions: deletions.map(deletionView), deletedAt: iso(deletedAt) };
}
