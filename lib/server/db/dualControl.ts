import { and, count, desc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { getDb, type Tx } from "@/lib/server/db/index";
import { escapeLike } from "@/lib/server/db/like";
import { pageWithTotal } from "@/lib/server/db/paging";
import { staff, users } from "@/lib/server/db/schema";

/** A staff queue's status tab: one status, or "awaiting_second_approval" (pending with a first approval given). */
export type QueueStatus<S extends string> = S | "awaiting_second_approval";

/**
 * The conditions of a dual-control queue's status tab (provision requests and withdrawals share
 * the shape: a status column and who gave the first approval); none for "all".
 */
export function queueStatusConditions<S extends string>(
  columns: { status: PgColumn; firstApprovalBy: PgColumn },
  status: QueueStatus<S> | undefined,
): SQL[] {
  if (status === "awaiting_second_approval") return [eq(columns.status, "pending"), isNotNull(columns.firstApprovalBy)];
  return status ? [eq(columns.status, status)] : [];
}

/** The first approval a second approver confirms, as the audit entry of the confirmation records it. */
export function firstApprovalOf(row: { firstApprovalBy: string | null; firstApprovalAt: Date | null }) {
  return { firstApprovalBy: row.firstApprovalBy, firstApprovalAt: row.firstApprovalAt?.toISOString() ?? null };
}

/**
 * A joined staff row as staff and users see it: the display name, else the e-mail, never a uid. The
 * queue's decider, a suspension's author, a note's author and an audit row's actor all read it.
 */
export const staffDisplayName = sql<string | null>`coalesce(nullif(${staff.displayName}, ''), ${staff.email})`;

/** Who recorded a row's first approval, by name like the decider (a correlated read of its staff row). */
export const firstApproverName = (firstApprovalBy: PgColumn) =>
  sql<
    string | null
  >`(select coalesce(nullif(fs.display_name, ''), fs.email) from staff fs where fs.uid = ${firstApprovalBy})`;

/** A staff member's display name (or e-mail) for the answer of the decision they just made. */
export async function staffName(tx: Tx, uid: string): Promise<string | null> {
  const [row] = await tx.select({ name: staffDisplayName }).from(staff).where(eq(staff.uid, uid));
  return row?.name ?? null;
}

/** A dual-control queue's table (provision requests, withdrawals): the columns its staff list reads. */
export type MoneyQueueTable = PgTable & {
  id: PgColumn;
  uid: PgColumn;
  status: PgColumn;
  decidedBy: PgColumn;
  firstApprovalBy: PgColumn;
};

/**
 * One page of a dual-control queue, newest first, with its owner (joined, so `columns` may read the
 * owner's contact and the search may match them) and its decider (left-joined: `staffDisplayName`), and the
 * count of every row the status tab and the search keep. `search` answers the conditions any of which
 * a row matches for the staff's text: `like` is that text as an escaped ILIKE pattern.
 */
export function moneyQueuePage<T extends SelectedFields>(
  queue: MoneyQueueTable,
  columns: T,
  query: { status?: QueueStatus<string>; q?: string; page: number; pageSize: number },
  search: (like: string, text: string) => SQL[],
): Promise<{ rows: SelectResultFields<T>[]; total: number }> {
  const db = getDb();
  const parts = queueStatusConditions(queue, query.status);
  if (query.q) parts.push(or(...search(`%${escapeLike(query.q)}%`, query.q))!);
  const where = parts.length ? and(...parts) : undefined;
  const page = pageWithTotal(
    db
      .select(columns as SelectedFields)
      .from(queue)
      .innerJoin(users, eq(users.uid, queue.uid))
      .leftJoin(staff, eq(staff.uid, queue.decidedBy))
      .where(where)
      .orderBy(desc(queue.id)),
    db.select({ n: count() }).from(queue).innerJoin(users, eq(users.uid, queue.uid)).where(where),
    query,
  );
  // The statement is built over SelectedFields (drizzle's join types do not resolve over a type parameter).
  return page as Promise<{ rows: SelectResultFields<T>[]; total: number }>;
}
