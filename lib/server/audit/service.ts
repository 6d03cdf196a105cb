/** Management › Denetim Kaydı: reading the audit log that every staff action writes (audit/record.ts). */
import type { AuditEntryView, AuditStaffOption } from "@/lib/audit/types";
import { AUDIT_CSV_HEADERS, auditActionLabel, auditTargetLabel } from "@/lib/audit/labels";
import type { Paged } from "@/lib/paging";
import type { NextApiResponse } from "next";
import type { CsvCell } from "@/lib/server/csv";
import { streamCsv } from "@/lib/server/csvStream";
import * as q from "@/lib/server/audit/queries";
import type { AuditFilter } from "@/lib/server/audit/queries";

export type { AuditFilter };

/** The most rows one export holds; a wider range is narrowed with the date filter. */
export const AUDIT_EXPORT_LIMIT = 50_000;

type Row = Awaited<ReturnType<typeof q.auditPageBefore>>[number];

/** Rows per keyset page of the export: a year of audit rows is streamed, never held whole. */
const AUDIT_EXPORT_PAGE = 1_000;

function toView({ entry, staffName }: Row): AuditEntryView {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    staffUid: entry.staffUid,
    staffName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: (entry.details ?? {}) as Record<string, unknown>,
  };
}

export async function listAudit(filter: AuditFilter, page: number, pageSize: number): Promise<Paged<AuditEntryView>> {
  const { rows, total } = await q.pageOfAudit(filter, page, pageSize);
  return { items: rows.map(toView), total, page, pageSize };
}

export async function auditAboutUser(uid: string): Promise<AuditEntryView[]> {
  return (await q.auditAboutUser(uid, 200)).map(toView);
}

export async function auditFilterOptions(): Promise<{ staff: AuditStaffOption[]; actions: string[] }> {
  const [staff, actions] = await Promise.all([q.auditStaff(), q.auditActions()]);
  return { staff: staff.map((s) => ({ uid: s.uid, name: s.name ?? s.uid })), actions };
}

/** Before/after of an audited change as one readable cell (the details are JSON written by each service). */
function detailsText(details: unknown): string {
  const text = JSON.stringify(details ?? {});
  return text === "{}" ? "" : text;
}

function auditCsvRow(r: AuditEntryView): CsvCell[] {
  return [
    r.id,
    new Date(r.createdAt),
    r.staffName ?? "",
    r.staffUid,
    auditActionLabel(r.action),
    r.action,
    auditTargetLabel(r.targetType),
    r.targetId,
    detailsText(r.details),
  ];
}

/** The newest AUDIT_EXPORT_LIMIT matching rows, newest first, read in keyset pages. */
async function* auditCsvPages(filter: AuditFilter): AsyncGenerator<CsvCell[][]> {
  let left = AUDIT_EXPORT_LIMIT;
  // A drizzle query runs on each `then`: one real promise per page, so reading ahead runs it once.
  const page = (beforeId: number | null): Promise<Row[]> =>
    Promise.resolve(q.auditPageBefore(filter, beforeId, Math.min(AUDIT_EXPORT_PAGE, left)));
  let next = page(null);
  for (;;) {
    const rows = await next;
    left -= rows.length;
    const more = rows.length === AUDIT_EXPORT_PAGE && left > 0;
    // The next page is read while this one is formatted and written (as the finance exports do);
    // an abandoned download must not leave its failure unhandled.
    if (more) {
      next = page(rows[rows.length - 1].entry.id);
      next.catch(() => undefined);
    }
    yield rows.map((row) => auditCsvRow(toView(row)));
    if (!more) return;
  }
}

/** The filtered audit log as a CSV download, streamed page by page (csvStream.ts). */
export function streamAuditCsv(res: NextApiResponse, filename: string, filter: AuditFilter): Promise<void> {
  return streamCsv(res, filename, AUDIT_CSV_HEADERS, auditCsvPages(filter));
}
