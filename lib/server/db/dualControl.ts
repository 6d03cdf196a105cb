import { eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/server/db/index";
import { staff } from "@/lib/server/db/schema";

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

/** Who decided a queue's row, as staff and the owner see it: a staff member's name (or e-mail), never a uid. */
export const deciderName = sql<string | null>`coalesce(nullif(${staff.displayName}, ''), ${staff.email})`;

/** Who recorded a row's first approval, by name like the decider (a correlated read of its staff row). */
export const firstApproverName = (firstApprovalBy: PgColumn) =>
  sql<
    string | null
  >`(select coalesce(nullif(fs.display_name, ''), fs.email) from staff fs where fs.uid = ${firstApprovalBy})`;

/** A staff member's display name (or e-mail) for the answer of the decision they just made. */
export async function staffName(tx: Tx, uid: string): Promise<string | null> {
  const [row] = await tx.select({ name: deciderName }).from(staff).where(eq(staff.uid, uid));
  return row?.name ?? null;
}
