/** SQL of the audit log (Management › Denetim Kaydı and a user's page). Rows are written by audit/record.ts. */
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/index";
import { auditLog, orders, provisionRequests, sellRequests, staff, transportRequests } from "@/lib/server/db/schema";
import { escapeLikeLiteral } from "@/lib/server/db/like";
import { pageWithTotal } from "@/lib/server/db/paging";
import { staffDisplayName } from "@/lib/server/db/dualControl";

export type AuditFilter = {
  staff?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
};

const columns = { entry: auditLog, staffName: staffDisplayName };

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.staff) parts.push(eq(auditLog.staffUid, filter.staff));
  // An action filter "order" matches every order action (order.paid, order.cancelled, …).
  if (filter.action)
    parts.push(
      filter.action.includes(".")
        ? eq(auditLog.action, filter.action)
        : sql`${auditLog.action} LIKE ${`${escapeLikeLiteral(filter.action)}.%`}`,
    );
  if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) parts.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) parts.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) parts.push(lt(auditLog.createdAt, filter.to));
  return parts.length ? and(...parts) : undefined;
}

export async function pageOfAudit(filter: AuditFilter, page: number, pageSize: number) {
  const db = getDb();
  const where = whereOf(filter);
  return pageWithTotal(
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(staff, eq(staff.uid, auditLog.staffUid))
      .where(where)
      .orderBy(desc(auditLog.id)),
    db.select({ n: count() }).from(auditLog).where(where),
    { page, pageSize },
  );
}

/** The export, one keyset page: matching rows older than `beforeId` (null: the newest), newest first. */
export function auditPageBefore(filter: AuditFilter, beforeId: number | null, limit: number) {
  const where = whereOf(filter);
  return getDb()
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.uid, auditLog.staffUid))
    .where(beforeId === null ? where : and(where, lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Audit rows about one user: the user itself and their provision, sell and transport requests and orders. */
export function auditAboutUser(uid: string, limit: number) {
  const ids = (table: typeof provisionRequests | typeof sellRequests | typeof transportRequests) =>
    sql`SELECT ${table.id}::text FROM ${table} WHERE ${table.uid} = ${uid}`;
  return getDb()
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.uid, auditLog.staffUid))
    .where(
      sql`(${auditLog.targetType} = 'user' AND ${auditLog.targetId} = ${uid})
        OR (${auditLog.targetType} = 'provision_request' AND ${auditLog.targetId} IN (${ids(provisionRequests)}))
        OR (${auditLog.targetType} = 'sell_request' AND ${auditLog.targetId} IN (${ids(sellRequests)}))
        OR (${auditLog.targetType} = 'transport_request' AND ${auditLog.targetId} IN (${ids(transportRequests)}))
        OR (${auditLog.targetType} = 'order' AND ${auditLog.targetId} IN (SELECT ${orders.id}::text FROM ${orders} WHERE ${orders.buyerUid} = ${uid}))`,
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Everyone who wrote an audit row or is staff now, for the staff filter. */
export async function auditStaff() {
  const result = await getDb().execute<{ uid: string; name: string | null }>(sql`
    SELECT u.uid, coalesce(nullif(s.display_name, ''), s.email) AS name
    FROM (SELECT DISTINCT staff_uid AS uid FROM ${auditLog} UNION SELECT uid FROM ${staff}) u
    LEFT JOIN ${staff} s ON s.uid = u.uid
    ORDER BY name NULLS LAST, u.uid`);
  return result.rows;
}

/** The distinct actions written so far, for the action filter. */
export async function auditActions(): Promise<string[]> {
  const result = await getDb().execute<{ action: string }>(
    sql`SELECT DISTINCT action FROM ${auditLog} ORDER BY action`,
  );
  return result.rows.map((r) => r.action);
}
