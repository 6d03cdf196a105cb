/**
 * SQL of the KVKK requests (data_exports, account_deletions), the read-only collection of a user's
 * rows for the export (a query file may read other domains' tables), and the facts the deletion
 * decision needs.
 */
import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db";
import { accountDeletions, dataExports, users } from "@/lib/server/db/schema";
import type { DeletionFacts } from "@/lib/kvkk/rules";
import { lockRow } from "@/lib/server/db/lockRow";

export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

// ------------------------------------------------------------------ exports

export async function insertExport(tx: Tx, uid: string): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ uid }).returning();
  return row;
}

export async function hasPendingExport(tx: Tx, uid: string): Promise<boolean> {
  const rows = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.uid, uid), eq(dataExports.status, "pending")))
    .limit(1);
  return rows.length > 0;
}

export function exportsOf(db: Db | Tx, uid: string, limit = 10): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.uid, uid)).orderBy(desc(dataExports.id)).limit(limit);
}

export async function findExport(db: Db | Tx, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** The pending export `id`, locked for building; undefined when another worker holds it or it is done. */
export async function claimExport(tx: Tx, id: number): Promise<DataExportRow | undefined> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT id FROM ${dataExports} WHERE id = ${id} AND status = 'pending' FOR UPDATE SKIP LOCKED`,
  );
  return rows.length ? findExport(tx, id) : undefined;
}

export async function pendingExportIds(limit: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, "pending"))
    .orderBy(dataExports.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function markExportReady(
  tx: Tx,
  id: number,
  values: { objectName: string; bytes: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(dataExports)
    .set({ status: "ready", ...values })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(tx: Tx, id: number, error: string): Promise<void> {
  await tx
    .update(dataExports)
    .set({ status: "failed", error: error.slice(0, 500) })
    .where(eq(dataExports.id, id));
}

/** `ready` (or `pending`) exports matching `where` become `expired`; answers the archives to remove. */
async function expireWhere(tx: Db | Tx, where: SQL): Promise<string[]> {
  const { rows } = await tx.execute<{ object_name: string | null }>(sql`
    WITH old AS (
      SELECT id, object_name FROM ${dataExports} WHERE status IN ('ready', 'pending') AND ${where} FOR UPDATE
    )
    UPDATE ${dataExports} e SET status = 'expired', object_name = NULL FROM old WHERE e.id = old.id
    RETURNING old.object_name`);
  return rows.flatMap((r) => (r.object_name ? [r.object_name] : []));
}

/** Archives past their link's end: marked expired; answers the object names to remove. */
export const expireExports = (now: Date): Promise<string[]> =>
  expireWhere(getDb(), sql`status = 'ready' AND expires_at < ${now}`);

/** Every archive of a deleted account (and any export still waiting): answers the object names to remove. */
export const removeExportArchivesOf = (tx: Tx, uid: string): Promise<string[]> => expireWhere(tx, sql`uid = ${uid}`);

// ------------------------------------------------------------------ deletions

export async function insertDeletion(tx: Tx, uid: string, confirmBy: Date): Promise<AccountDeletionRow> {
  const [row] = await tx.insert(accountDeletions).values({ uid, confirmBy }).returning();
  return row;
}

/** A newer request replaces the open ones: only the latest e-mailed link works. */
export async function cancelOpenDeletions(tx: Tx, uid: string): Promise<void> {
  await tx
    .update(accountDeletions)
    .set({ status: "cancelled" })
    .where(and(eq(accountDeletions.uid, uid), eq(accountDeletions.status, "requested")));
}

export async function openDeletionOf(db: Db | Tx, uid: string, now: Date): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(
      and(eq(accountDeletions.uid, uid), eq(accountDeletions.status, "requested"), gt(accountDeletions.confirmBy, now)),
    )
    .orderBy(desc(accountDeletions.id))
    .limit(1);
  return row;
}

export function deletionsOf(db: Db | Tx, uid: string): Promise<AccountDeletionRow[]> {
  return db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.uid, uid))
    .orderBy(desc(accountDeletions.id))
    .limit(10);
}

export async function findDeletion(db: Db | Tx, id: number): Promise<AccountDeletionRow | undefined> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, id));
  return row;
}

export function lockDeletion(tx: Tx, id: number): Promise<AccountDeletionRow | undefined> {
  return lockRow(tx, accountDeletions, eq(accountDeletions.id, id));
}

export async function completeDeletion(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(accountDeletions).set({ status: "completed", completedAt: at }).where(eq(accountDeletions.id, id));
}

export async function markFirebaseDeleted(id: number): Promise<void> {
  await getDb().update(accountDeletions).set({ firebaseDeletedAt: new Date() }).where(eq(accountDeletions.id, id));
}

/** Completed deletions whose Firebase account is not gone yet (the removal after commit failed). */
export function deletionsAwaitingFirebase(limit: number): Promise<AccountDeletionRow[]> {
  return getDb()
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.status, "completed"), isNull(accountDeletions.firebaseDeletedAt)))
    .orderBy(accountDeletions.id)
    .limit(limit);
}

// ------------------------------------------------------------------ the account and its facts

export type AccountLock = { uid: string; email: string; blocked: number; deletedAt: Date | null };

/** The user's row, locked: a bid, purchase or withdrawal committing meanwhile waits for the deletion. */
export async function lockAccount(tx: Tx, uid: string): Promise<AccountLock | undefined> {
  const [row] = await tx
    .select({ uid: users.uid, email: users.email, blocked: users.provisionBlocked, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.uid, uid))
    .for("update");
  return row;
}

export async function deletedAtOf(db: Db | Tx, uid: string): Promise<Date | null> {
  const [row] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.uid, uid));
  return row?.deletedAt ?? null;
}

/** What `deletionBlockers` needs, in one statement (`blocked` comes from the locked balance row). */
export async function deletionFacts(db: Db | Tx, uid: string, blocked: number): Promise<DeletionFacts> {
  const { rows } = await db.execute<{ leading: string; unpaid: string; withdrawals: string }>(sql`
    SELECT
      (SELECT count(*) FROM auctions WHERE leader_uid = ${uid} AND state IN ('scheduled', 'live')) AS leading,
      (SELECT count(*) FROM orders WHERE buyer_uid = ${uid} AND status = 'awaiting_payment') AS unpaid,
      (SELECT count(*) FROM withdrawals WHERE uid = ${uid} AND status = 'pending') AS withdrawals`);
  const r = rows[0];
  return {
    leadingAuctions: Number(r.leading),
    blockedProvision: blocked,
    unpaidOrders: Number(r.unpaid),
    pendingWithdrawals: Number(r.withdrawals),
  };
}

// ------------------------------------------------------------------ the export's contents

/**
 * Columns naming another person (the staff member who decided or handled a record): left out of
 * the archive, which holds nothing of anyone else.
 */
const OTHER_PEOPLE_COLUMNS = new Set([
  "staff_uid",
  "decided_by",
  "first_approval_by",
  "handled_by",
  "suspended_by",
  "countered_by",
  "lifted_by",
  "moderated_by",
  "answerer_uid",
]);

// PostgreSQL type ids the driver hands over as text here (drizzle's raw execute leaves them unparsed).
const INT8 = 20;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/** Amounts and ids as numbers, times as Date (ISO in the JSON, Istanbul time in the CSV). */
function readable(type: number, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (type === INT8 && Number.isSafeInteger(Number(value))) return Number(value);
  if (type === TIMESTAMPTZ) return new Date(value);
  if (type === TIMESTAMP) return new Date(`${value}Z`);
  return value;
}

export type ExportTable = { name: string; columns: string[]; rows: Record<string, unknown>[] };

/**
 * Every table holding rows of the user, each answered by one query keyed on the uid (never a join
 * that could bring another user's row). `name` is the file name in the archive.
 */
const EXPORT_TABLES = (uid: string): Array<{ name: string; query: SQL }> => [
  { name: "profil", query: sql`SELECT * FROM users WHERE uid = ${uid}` },
  { name: "provizyon-hareketleri", query: sql`SELECT * FROM provision_entries WHERE uid = ${uid} ORDER BY id` },
  { name: "provizyon-talepleri", query: sql`SELECT * FROM provision_requests WHERE uid = ${uid} ORDER BY id` },
  { name: "teminat-blokeleri", query: sql`SELECT * FROM deposit_blocks WHERE uid = ${uid} ORDER BY id` },
  { name: "teklifler", query: sql`SELECT * FROM bids WHERE bidder_uid = ${uid} ORDER BY id` },
  { name: "siparisler", query: sql`SELECT * FROM orders WHERE buyer_uid = ${uid} ORDER BY id` },
  { name: "cekim-talepleri", query: sql`SELECT * FROM withdrawals WHERE uid = ${uid} ORDER BY id` },
  { name: "satis-talepleri", query: sql`SELECT * FROM sell_requests WHERE uid = ${uid} ORDER BY id` },
  { name: "nakliye-talepleri", query: sql`SELECT * FROM transport_requests WHERE uid = ${uid} ORDER BY id` },
  { name: "yuklenen-fotograflar", query: sql`SELECT * FROM user_uploads WHERE uid = ${uid} ORDER BY created_at` },
  {
    name: "bildirimler",
    query: sql`SELECT id, kind, category, title, body, link, read_at, created_at, email_state, email_sent_at
      FROM notifications WHERE user_id = ${uid} ORDER BY id`,
  },
  { name: "bildirim-ayarlari", query: sql`SELECT * FROM notification_settings WHERE user_id = ${uid}` },
  // Questions the user asked (PRODUCT §6.9), with the published answer and a rejection's reason.
  {
    name: "sorular",
    query: sql`SELECT id, vehicle_id, question, status, answer, answered_by, answered_at, published_at,
        reject_reason, created_at, updated_at
      FROM vehicle_questions WHERE asker_uid = ${uid} ORDER BY id`,
  },
  // Offers made to the user after an auction: reserve not met, second chance (PRODUCT §6.5, §7.3).
  { name: "satin-alma-teklifleri", query: sql`SELECT * FROM auction_offers WHERE buyer_uid = ${uid} ORDER BY id` },
  { name: "odeme-yasaklari", query: sql`SELECT * FROM trading_bans WHERE uid = ${uid} ORDER BY id` },
  // Invoices and credit notes issued to the user (PRODUCT §7.4). The T.C. Kimlik No stays sealed, as in
  // kimlik-dogrulama: the archive holds the rest of what the invoice says.
  {
    name: "faturalar",
    query: sql`SELECT id, number, kind, order_id, transport_request_id, credits_invoice_id, buyer_kind, buyer_name,
        buyer_vkn, buyer_tax_office, lines, net_kurus, kdv_kurus, total_kurus, kdv_rate, issued_at
      FROM invoices WHERE buyer_uid = ${uid} ORDER BY id`,
  },
  {
    name: "fatura-bilgileri",
    query: sql`SELECT * FROM order_billing WHERE order_id IN (SELECT id FROM orders WHERE buyer_uid = ${uid})
      ORDER BY order_id`,
  },
  { name: "kayitli-aramalar", query: sql`SELECT * FROM saved_searches WHERE user_uid = ${uid} ORDER BY id` },
  { name: "takip-ihaleler", query: sql`SELECT * FROM auction_follows WHERE user_uid = ${uid} ORDER BY created_at` },
  { name: "takip-ilanlar", query: sql`SELECT * FROM listing_follows WHERE user_uid = ${uid} ORDER BY created_at` },
  {
    name: "personel-notlari",
    query: sql`SELECT id, body, created_at FROM user_notes WHERE uid = ${uid} ORDER BY id`,
  },
  // Staff actions about the user or one of their records (whose ids are read by the user's uid).
  {
    name: "islem-kayitlari",
    query: sql`SELECT id, action, target_type, target_id, details, created_at FROM audit_log
      WHERE (target_type = 'user' AND target_id = ${uid})
        OR (target_type = 'provision_request' AND target_id IN (SELECT id::text FROM provision_requests WHERE uid = ${uid}))
        OR (target_type = 'withdrawal' AND target_id IN (SELECT id::text FROM withdrawals WHERE uid = ${uid}))
        OR (target_type = 'order' AND target_id IN (SELECT id::text FROM orders WHERE buyer_uid = ${uid}))
        OR (target_type = 'sell_request' AND target_id IN (SELECT id::text FROM sell_requests WHERE uid = ${uid}))
        OR (target_type = 'transport_request' AND target_id IN (SELECT id::text FROM transport_requests WHERE uid = ${uid}))
        OR (target_type = 'question' AND target_id IN (SELECT id::text FROM vehicle_questions WHERE asker_uid = ${uid}))
      ORDER BY id`,
  },
  { name: "veri-dokumu-talepleri", query: sql`SELECT * FROM data_exports WHERE uid = ${uid} ORDER BY id` },
  { name: "hesap-silme-talepleri", query: sql`SELECT * FROM account_deletions WHERE uid = ${uid} ORDER BY id` },
  // Every acceptance and withdrawal with the text's version (the IP is kept only as a salted hash).
  { name: "onaylar", query: sql`SELECT * FROM consents WHERE uid = ${uid} ORDER BY id` },
  // The number stays sealed: the archive says which registry names were verified and when.
  {
    name: "kimlik-dogrulama",
    query: sql`SELECT kind, first_name, last_name, birth_year, verified_at, anonymised_at
      FROM identity_verifications WHERE uid = ${uid}`,
  },
];

export async function exportTablesOf(db: Db | Tx, uid: string): Promise<ExportTable[]> {
  const tables: ExportTable[] = [];
  for (const { name, query } of EXPORT_TABLES(uid)) {
    const result = await db.execute<Record<string, unknown>>(query);
    const fields = result.fields.filter((f) => !OTHER_PEOPLE_COLUMNS.has(f.name));
    const columns = fields.map((f) => f.name);
    const rows = result.rows.map((row) =>
      Object.fromEntries(fields.map((f) => [f.name, readable(f.dataTypeID, row[f.name])])),
    );
    tables.push({ name, columns, rows });
  }
  return tables;
}

/** The blocked provision, read without a lock: the page only shows it; the request decides under the lock. */
export async function blockedOf(db: Db | Tx, uid: string): Promise<number> {
  const [row] = await db.select({ blocked: users.provisionBlocked }).from(users).where(eq(users.uid, uid));
  return row?.blocked ?? 0;
}

export async function accountEmail(db: Db | Tx, uid: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.uid, uid));
  return row?.email ?? null;
}
