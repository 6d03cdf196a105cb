import { randomInt } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { recordAudit } from "./audit";
import type { StaffMember } from "./auth";
import { getDb, schema, type Tx } from "./db";
import { applyLedgerMove } from "./db/ledger";
import { AppError } from "./errors";

const { provisionRequests, provisionEntries, users } = schema;

export type ProvisionRequestStatus = (typeof provisionRequests.$inferSelect)["status"];

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

function toView(row: typeof provisionRequests.$inferSelect): ProvisionRequestView {
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
  const pending = await getDb()
    .select({ n: count() })
    .from(provisionRequests)
    .where(and(eq(provisionRequests.uid, uid), eq(provisionRequests.status, "pending")));
  if (pending[0].n >= 5) {
    throw new AppError("conflict", "Onay bekleyen 5 talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.");
  }
  for (let attempt = 0; ; attempt++) {
    const inserted = await getDb()
      .insert(provisionRequests)
      .values({ uid, amount, referenceCode: newReferenceCode() })
      .onConflictDoNothing({ target: provisionRequests.referenceCode })
      .returning();
    if (inserted[0]) return { request: toView(inserted[0]), bankAccount: COMPANY_BANK_ACCOUNT };
    if (attempt >= 5) throw new Error("could not generate a unique provision reference code");
  }
}

export async function listMyProvisionRequests(uid: string): Promise<{ items: ProvisionRequestView[] }> {
  const rows = await getDb()
    .select()
    .from(provisionRequests)
    .where(eq(provisionRequests.uid, uid))
    .orderBy(desc(provisionRequests.id))
    .limit(100);
  return { items: rows.map(toView) };
}

export async function getProvision(uid: string) {
  const db = getDb();
  const [user] = await db
    .select({ total: users.provisionTotal, blocked: users.provisionBlocked })
    .from(users)
    .where(eq(users.uid, uid));
  const entries = await db
    .select()
    .from(provisionEntries)
    .where(eq(provisionEntries.uid, uid))
    .orderBy(desc(provisionEntries.id))
    .limit(200);
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
  const db = getDb();
  const where = query.status ? eq(provisionRequests.status, query.status) : undefined;
  const rows = await db
    .select({ request: provisionRequests, user: { name: users.name, lastName: users.lastName, email: users.email, phone: users.phone } })
    .from(provisionRequests)
    .innerJoin(users, eq(users.uid, provisionRequests.uid))
    .where(where)
    .orderBy(desc(provisionRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(provisionRequests).where(where);
  return {
    items: rows.map((r) => ({ ...toView(r.request), user: r.user })),
    total: n,
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
    const [approved] = await tx
      .update(provisionRequests)
      .set({ status: "approved", decidedBy: staff.uid, decidedAt: new Date() })
      .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
      .returning();
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
    const [rejected] = await tx
      .update(provisionRequests)
      .set({ status: "rejected", decidedBy: staff.uid, decidedAt: new Date(), rejectReason: reason })
      .where(and(eq(provisionRequests.id, id), eq(provisionRequests.status, "pending")))
      .returning();
    if (!rejected) throw await decidedOrMissing(tx, id);
    await recordAudit(tx, { staffUid: staff.uid, action: "provision_request.reject", targetType: "provision_request", targetId: id, details: { reason } });
    return { request: toView(rejected) };
  });
}

// Reads through the caller's transaction: asking the pool for a second connection while holding one
// starves it when many approvals of one request queue on the row lock at once.
async function decidedOrMissing(tx: Tx, id: number): Promise<AppError> {
  const [row] = await tx.select({ status: provisionRequests.status }).from(provisionRequests).where(eq(provisionRequests.id, id));
  if (!row) return new AppError("not_found", "Provizyon talebi bulunamadı.");
  return new AppError(
    "conflict",
    row.status === "approved" ? "Bu talep zaten onaylanmış." : "Bu talep reddedilmiş; onaylanamaz veya yeniden reddedilemez.",
  );
}
