/**
 * "Verilerimi indir" (KVKK art. 11): the request, the job that builds the archive of everything stored
 * about the user and e-mails a 24-hour link, the owner-only download, and the minute sweep. Kept
 * apart from the deletion (service.ts) so the job runner (lib/server/jobs.ts) reaches no other
 * domain's service through it.
 */
import { KVKK_ERRORS } from "@/lib/kvkk/labels";
import { EXPORT_LINK_HOURS, linkExpiry } from "@/lib/kvkk/rules";
import type { DataExportView } from "@/lib/kvkk/types";
import { kvkkNotices } from "@/lib/notifications/labels";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { removeFirebaseAccount } from "@/lib/server/kvkk/accountRemoval";
import { buildArchive } from "@/lib/server/kvkk/archive";
import { exportDownloadPath, kvkkLinkToken, readKvkkLinkToken } from "@/lib/server/kvkk/links";
import * as q from "@/lib/server/kvkk/queries";
import { sendJobSoon } from "@/lib/server/jobQueue";
import { logger } from "@/lib/server/logger";
import { notify } from "@/lib/server/notifications/outbox";
import {
  privateObjectName,
  readPrivateObject,
  removePrivateObject,
  storePrivateObject,
} from "@/lib/server/storage/private";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function exportView(row: q.DataExportRow): DataExportView {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.bytes,
  };
}

/** After commit: the export job starts now rather than at the next minute's sweep. */
function queueExport(id: number): void {
  sendJobSoon("kvkk-export", { exportId: id });
}

// ------------------------------------------------------------------ Verilerimi indir

export async function requestDataExport(uid: string): Promise<{ export: DataExportView }> {
  const row = await getDb().transaction(async (tx) => {
    // The row lock serialises two clicks: the second sees the first one's pending export.
    await q.lockAccount(tx, uid);
    if (await q.hasPendingExport(tx, uid)) throw new AppError("conflict", KVKK_ERRORS.exportPending);
    return q.insertExport(tx, uid);
  });
  queueExport(row.id);
  return { export: exportView(row) };
}

/**
 * The export job: builds the archive of export `id`, stores it encrypted in the private area and
 * e-mails the link. The row stays locked while building, so two workers never build one export;
 * answers false when there was nothing to do (built, claimed elsewhere, or gone).
 */
export async function buildDataExport(id: number, now = new Date()): Promise<boolean> {
  let stored: string | null = null;
  try {
    return await getDb().transaction(async (tx) => {
      const row = await q.claimExport(tx, id);
      if (!row) return false;
      const tables = await q.exportTablesOf(tx, row.uid);
      const archive = buildArchive(tables, now);
      const name = privateObjectName("veri-dokumu");
      await storePrivateObject(name, archive);
      stored = name;
      const expiresAt = linkExpiry(now, EXPORT_LINK_HOURS);
      await q.markExportReady(tx, id, { objectName: name, bytes: archive.length, readyAt: now, expiresAt });
      const link = exportDownloadPath(kvkkLinkToken("export", row.uid, id, expiresAt));
      await notify(tx, kvkkNotices.exportReady({ uid: row.uid, exportId: id, expiresAt, link }));
      return true;
    });
  } catch (error) {
    logger.error({ err: error, exportId: id }, "data export failed");
    if (stored) await removePrivateObject(stored).catch(() => undefined);
    await getDb().transaction((tx) => q.markExportFailed(tx, id, error instanceof Error ? error.message : "error"));
    return false;
  }
}

/**
 * The archive behind a download link, for its owner only: the token names the export, its owner
 * and its end; the session must be that owner's (a forwarded e-mail alone opens nothing).
 */
export async function downloadDataExport(
  uid: string,
  token: string,
  now = new Date(),
): Promise<{ filename: string; data: Buffer }> {
  const link = readKvkkLinkToken("export", token, now.getTime());
  if (!link.ok) {
    if (link.reason === "expired") throw new AppError("not_found", KVKK_ERRORS.linkExpired);
    throw new AppError("bad_request", KVKK_ERRORS.linkInvalid);
  }
  // 409, not 403: the browser client ends the session on a 403, and this session is valid, just another account.
  if (link.uid !== uid) throw new AppError("conflict", KVKK_ERRORS.linkOtherAccount);
  const row = await q.findExport(getDb(), link.id);
  if (!row || row.uid !== uid) throw new AppError("not_found", KVKK_ERRORS.exportNotFound);
  if (row.status === "expired" || (row.expiresAt && row.expiresAt <= now))
    throw new AppError("not_found", KVKK_ERRORS.linkExpired);
  if (row.status !== "ready" || !row.objectName) throw new AppError("conflict", KVKK_ERRORS.exportNotReady);
  const data = await readPrivateObject(row.objectName);
  if (!data) throw new AppError("not_found", KVKK_ERRORS.linkExpired);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { filename: `motoborsa-verilerim-${day}.zip`, data };
}

// ------------------------------------------------------------------ the sweep (pg-boss cron)

export type KvkkSweep = { built: number; expired: number; accountsRemoved: number };

/**
 * Each minute on one instance: builds exports whose queued job was lost, removes archives past their
 * link's end, and retries Firebase deletions that failed after commit.
 */
export async function sweepKvkk(now = new Date()): Promise<KvkkSweep> {
  let built = 0;
  for (const id of await q.pendingExportIds(20)) if (await buildDataExport(id, now)) built++;
  const expired = await q.expireExports(now);
  for (const name of expired) await removePrivateObject(name).catch(() => undefined);
  let accountsRemoved = 0;
  for (const row of await q.deletionsAwaitingFirebase(20))
    if (await removeFirebaseAccount(row.id, row.uid)) accountsRemoved++;
  return { built, expired: expired.length, accountsRemoved };
}
