/** Pure consent decisions: which texts are required, what a user still has to accept, İYS values. Zod-free. */
import type { ConsentAction, ConsentKind } from "@/lib/consents/types";

/** Without these no account is opened; a new version of one asks the user again at the next sign-in. */
export const REQUIRED_CONSENTS: readonly ConsentKind[] = ["membership", "kvkk_notice", "abroad_transfer"];

/** Commercial electronic messages: off until the user opts in, withdrawable at any time. */
export const MARKETING_CONSENT: ConsentKind = "commercial_email";

export type ConsentRow = { kind: ConsentKind; action: ConsentAction; version: string; createdAt: Date | string };

/** The newest row of each kind (rows are append-only; the last one decides). Ties keep the later entry. */
export function latestByKind(rows: readonly ConsentRow[]): Map<ConsentKind, ConsentRow> {
  const latest = new Map<ConsentKind, ConsentRow>();
  for (const row of rows) {
    const seen = latest.get(row.kind);
    if (!seen || new Date(row.createdAt).getTime() >= new Date(seen.createdAt).getTime()) latest.set(row.kind, row);
  }
  return latest;
}

/**
 * The required texts the user must accept (again): never accepted, withdrawn, or accepted in a
 * version other than the one shown today.
 */
export function pendingConsents(
  rows: readonly ConsentRow[],
  versions: Readonly<Record<ConsentKind, string>>,
): ConsentKind[] {
  const latest = latestByKind(rows);
  return REQUIRED_CONSENTS.filter((kind) => {
    const row = latest.get(kind);
    return !row || row.action !== "accept" || row.version !== versions[kind];
  });
}

/** Whether commercial e-mail may be sent: the newest marketing row is an acceptance (any version). */
export function marketingAllowed(rows: readonly ConsentRow[]): boolean {
  return latestByKind(rows).get(MARKETING_CONSENT)?.action === "accept";
}

/** The row a marketing switch writes, or null when the state already is what the user asks for. */
export function marketingChange(rows: readonly ConsentRow[], allowed: boolean): ConsentAction | null {
  if (marketingAllowed(rows) === allowed) return null;
  return allowed ? "accept" : "withdraw";
}

/** İYS bulk upload values: the status of a row and the channel of a kind. */
export const IYS_STATUS: Record<ConsentAction, "ONAY" | "RET"> = { accept: "ONAY", withdraw: "RET" };
export const IYS_TYPE: Partial<Record<ConsentKind, "EPOSTA" | "MESAJ" | "ARAMA">> = { commercial_email: "EPOSTA" };
/** Every acceptance here is given on the web site (İYS source HS_WEB). */
export const IYS_SOURCE = "HS_WEB";
/** Our members are natural persons (İYS recipient type BIREYSEL). */
export const IYS_RECIPIENT_TYPE = "BIREYSEL";
