import { eq, isNotNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

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
