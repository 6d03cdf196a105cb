/** Finance exports (CSV; consents in the İYS bulk-upload layout): the kinds, who may download which, and the date range rules. Zod-free. */
import type { Permission } from "@/lib/staff/rules";

export const EXPORT_KINDS = ["orders", "ledger", "withdrawals", "consents"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_PERMISSION: Record<ExportKind, Permission> = {
  orders: "orders:write",
  ledger: "provision:approve",
  withdrawals: "provision:approve",
  // Finance uploads the commercial e-mail permissions to İYS (ticari elektronik ileti records).
  consents: "provision:approve",
};

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
