import type { Tx } from "@/lib/server/db";
import { auditLog } from "@/lib/server/db/schema";

export type AuditEntry = {
  staffUid: string;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
};

/** Every staff action leaves a row, written in the same transaction as the action itself. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, targetId: String(entry.targetId), details: entry.details ?? {} });
}
