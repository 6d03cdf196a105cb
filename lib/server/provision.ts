import { randomInt } from "node:crypto";
import { recordAudit } from "./audit";
import type { StaffMember } from "./auth";
import { getDb, type Tx } from "./db";
import { applyLedgerMove } from "./db/ledger";
import * as q from "./db/provisionRequests";
import { AppError } from "./errors";

export type ProvisionRequestStatus = q.ProvisionRequestStatus;

export type ProvisionRequestView = {
  id: number;
  amount: number;
  referenceCode: string;
  status: ProvisionRequestStatus;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

export type ProvisionBalance = { total: number; blocked: number; available: number };

/** The company account a deposit is wired to; the reference code identifies the request. */
export const COMPANY_BANK_ACCOUNT = {
  bank: "Türkiye İş Bankası",
  accountHolder: "MotoBorsa Pazaryeri A.Ş.",
  iban: "TR33 0006 4000 0011 2345 6789 01",
} as const;

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud at a bank counter

function newReferenceCode(): string {
  let code = "MB-";
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

function toView(row: q.ProvisionRequestRow): ProvisionRequestView {
  return {
    id: row.id,
    amount: row.amount,
    referenceCode: row.referenceCode,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function requestDeposit(uid: string, amount: number): Promise<{ request: ProvisionRequestView; bankAccount: typeof COMPANY_BANK_ACCOUNT }> {
  const pending = await q.countPendingRequests(uid);
  if (pending >= 5) {
    throw new AppError("conflict", "Onay bekleyen 5 talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.");
  }
  for (let attempt = 0; ; attempt++) {
    const inserted = await q.insertRequest(uid, amount, newReferenceCode());
    if (inserted) return { request: toView(inserted), bankAccount: COMPANY_BANK_ACCOUNT };
    if (attempt >= 5) throw new Error("could not generate a unique provision reference code");
  }
}

export async function listMyProvisionRequests(uid: string): Promise<{ items: ProvisionRequestView[] }> {
  const rows = await q.requestsOf(uid, 100);
  return { items: rows.map(toView) };
}

export async function getProvision(uid: string) {
  const [user, entries] = await Promise.all([q.balanceOf(uid), q.ledgerOf(uid, 200)]);
  const total = user?.total ?? 0;
  const blocked = user?.blocked ?? 0;
  return {
    balance: { total, blocked, available: total - blocked } satisfies ProvisionBalance,
    bankAccount: COMPANY_BANK_ACCOUNT,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      refType: e.refType,
      refId: e.refId,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

export type StaffProvisionQuery = { status?: ProvisionRequestStatus; page: number; pageSize: number };

export async function listProvisionRequests(query: StaffProvisionQuery) {
  const { rows, total } = await q.pageOfRequests(query);
  return {
    items: rows.map((r) => ({ ...toView(r.request), user: r.user })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Approval credits the deposit exactly once: the status flip is a conditional UPDATE, so of many
 * concurrent approvals only one sees the pending row; its ledger row and balance change commit with it.
 */
export async function approveProvisionRequest(staff: StaffMember, id: number): Promise<{ request: ProvisionRequestView }> {
  return getDb().transaction(async (tx) => {
    const approved = await q.decidePendingRequest(tx, id, { status: "approved", decidedBy: staff.uid });
    if (!approved) throw await decidedOrMissing(tx, id);
    await applyLedgerMove(tx, {
      uid: approved.uid,
      kind: "deposit",
      amount: approved.amount,
      refType: "provision_request",
      refId: approved.id,
      note: `Havale/EFT ${approved.referenceCode}`,
    });
    await recordAudit(tx, { staffUid: staff.uid, action: "provision_request.approve", targetType: "provision_request", targetId: id, details: { amount: approved.amount, uid: approved.uid } });
    return { request: toView(approved) };
  });
}

export async function rejectProvisionRequest(staff: StaffMember, id: number, reason: string): Promise<{ request: ProvisionRequestView }> {
  return getDb().transaction(async (tx) => {
    const rejected = await q.decidePendingRequest(tx, id, { status: "rejected", decidedBy: staff.uid, rejectReason: reason });
    if (!rejected) throw await decidedOrMissing(tx, id);
    await recordAudit(tx, { staffUid: staff.uid, action: "provision_request.reject", targetType: "provision_request", targetId: id, details: { reason } });
    return { request: toView(rejected) };
  });
}

// Reads through the caller's transaction: asking the pool for a second connection while holding one
// starves it when many approvals of one request queue on the row lock at once.
async function decidedOrMissing(tx: Tx, id: number): Promise<AppError> {
  const status = await q.requestStatus(tx, id);
  if (!status) return new AppError("not_found", "Provizyon talebi bulunamadı.");
  return new AppError(
    "conflict",
    status === "approved" ? "Bu talep zaten onaylanmış." : "Bu talep reddedilmiş; onaylanamaz veya yeniden reddedilemez.",
  );
}
