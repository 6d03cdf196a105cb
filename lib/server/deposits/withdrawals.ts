/**
 * Provision withdrawals: a user asks for available provision to be paid back to a TR IBAN in their own
 * name. The amount is blocked in the request's transaction (ledger `block`, ref ("withdrawal", id)), so
 * it can no longer back a bid or a purchase; finance pays it (the block is released into a ledger
 * `withdrawal`: total falls) or rejects it, or the owner cancels it (released). Every balance change
 * goes through the guarded ledger moves under the user's row lock, the one the bid batch and buy-now
 * take (lockBalances / the guarded UPDATE), so concurrent bids, buys and withdrawals can never take
 * the same lira twice.
 */
import { formatTL } from "@/lib/format";
import {
  AWAITING_SECOND_APPROVAL,
  MAX_PENDING_WITHDRAWALS,
  moneyDecisionActions,
  moneyDecisionRefusal,
  withdrawalActionsFor,
  withdrawalNeedsSecondApproval,
  type MoneyDecisionStep,
  type MoneyDecisionSubject,
} from "@/lib/deposits/rules";
import { dualControlMessages } from "@/lib/deposits/labels";
import type { StaffWithdrawalView, WithdrawalStatus, WithdrawalView } from "@/lib/deposits/types";
import type { Paged } from "@/lib/paging";
import { getDb, type Tx } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../messages";
import { moneyNotices } from "@/lib/notifications/messages";
import { refuseSuspended } from "../accounts/service";
import { notify } from "../notifications/service";
import { recordAudit } from "../staff/audit";
import { assertNotOwnRecord, type StaffMember } from "../staff/service";
import { applyLedgerMove } from "./ledger";
import * as q from "./withdrawalQueries";

export const withdrawalMessages = {
  notFound: "Çekim talebi bulunamadı.",
  insufficient: (available: number) =>
    available > 0 ? `Kullanılabilir provizyonunuz yetersiz: en fazla ${formatTL(available)} çekebilirsiniz.` : "Çekilebilecek kullanılabilir provizyonunuz yok; teklif ve satın almalarınızın teminatları çekilemez.",
  tooMany: `Sonuçlanmamış ${MAX_PENDING_WITHDRAWALS} çekim talebiniz var. Yeni talep için bunların sonuçlanmasını bekleyin.`,
  decided: (status: WithdrawalStatus) =>
    status === "paid" ? "Bu çekim talebi zaten ödenmiş." : status === "rejected" ? "Bu çekim talebi reddedilmiş; artık işlem yapılamaz." : "Bu çekim talebi kullanıcı tarafından iptal edilmiş; artık işlem yapılamaz.",
} as const;

const REF = "withdrawal";

function ownView(row: q.WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    amount: row.amount,
    iban: row.iban,
    accountName: row.accountName,
    status: row.status,
    rejectReason: row.rejectReason,
    paymentReference: row.paymentReference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    actions: { cancel: withdrawalActionsFor(row.status).cancel },
  };
}

const decisionSubject = (row: q.WithdrawalRow): MoneyDecisionSubject => ({ status: row.status, ownerUid: row.uid, firstApprovalBy: row.firstApprovalBy });

/** A withdrawal as `viewerUid` sees it in the management list: no buttons on their own, no confirm of their own first step. */
function staffView(row: q.WithdrawalRow, user: StaffWithdrawalView["user"], names: { decidedByName: string | null; firstApproverName: string | null }, viewerUid: string): StaffWithdrawalView {
  const { decide, confirm, reject, ownRecord } = moneyDecisionActions(decisionSubject(row), viewerUid);
  const firstApproval = row.firstApprovalAt ? { byName: names.firstApproverName, at: row.firstApprovalAt.toISOString(), paymentReference: row.firstPaymentReference } : null;
  return {
    ...ownView(row),
    uid: row.uid,
    user,
    decidedByName: row.status === "cancelled" ? null : names.decidedByName,
    firstApproval,
    ownRecord,
    actions: { pay: decide && withdrawalActionsFor(row.status).pay, confirm, reject: reject && withdrawalActionsFor(row.status).reject },
  };
}

export async function requestWithdrawal(uid: string, input: { amount: number; iban: string }): Promise<{ withdrawal: WithdrawalView }> {
  return getDb().transaction(async (tx) => {
    // The balance row lock: bids and buys of this user wait here (and we wait for theirs).
    const owner = await q.lockOwner(tx, uid);
    if (!owner) throw new AppError("forbidden", apiMessages.noProfile);
    // A suspended account is frozen while staff look into it: money leaves only after reinstatement.
    await refuseSuspended(tx, uid, "withdrawal");
    const available = owner.total - owner.blocked;
    if (input.amount > available) throw new AppError("conflict", withdrawalMessages.insufficient(available), { amount: withdrawalMessages.insufficient(available) });
    if ((await q.countPending(tx, uid)) >= MAX_PENDING_WITHDRAWALS) throw new AppError("conflict", withdrawalMessages.tooMany);
    const row = await q.insertWithdrawal(tx, { uid, amount: input.amount, iban: input.iban, accountName: `${owner.name} ${owner.lastName}`.trim() });
    const blocked = await applyLedgerMove(tx, { uid, kind: "block", amount: input.amount, refType: REF, refId: row.id, note: "Çekim talebi" });
    if (!blocked) throw new AppError("conflict", withdrawalMessages.insufficient(available));
    return { withdrawal: ownView(row) };
  });
}

export async function listMyWithdrawals(uid: string, page: number, pageSize: number): Promise<Paged<WithdrawalView>> {
  const { rows, total } = await q.pageOfMine(uid, page, pageSize);
  return { items: rows.map(ownView), total, page, pageSize };
}

export type StaffWithdrawalQuery = { status?: WithdrawalStatus | typeof AWAITING_SECOND_APPROVAL; q?: string; page: number; pageSize: number };

export async function listWithdrawals(viewer: StaffMember, query: StaffWithdrawalQuery): Promise<Paged<StaffWithdrawalView>> {
  const { rows, total } = await q.pageOfAll(query);
  return { items: rows.map((r) => staffView(r.withdrawal, r.user, r, viewer.uid)), total, page: query.page, pageSize: query.pageSize };
}

/** The pending withdrawal under its row lock, or the 404/409 that explains why it cannot move. */
async function lockPending(tx: Tx, id: number, ownerUid?: string): Promise<q.WithdrawalRow> {
  const row = await q.lockWithdrawal(tx, id);
  // Someone else's withdrawal is "not found" to a user, so ids cannot be probed.
  if (!row || (ownerUid !== undefined && row.uid !== ownerUid)) throw new AppError("not_found", withdrawalMessages.notFound);
  if (row.status !== "pending") throw new AppError("conflict", withdrawalMessages.decided(row.status));
  return row;
}

async function releaseHold(tx: Tx, row: q.WithdrawalRow, note: string) {
  const released = await applyLedgerMove(tx, { uid: row.uid, kind: "release", amount: row.amount, refType: REF, refId: row.id, note });
  // A pending withdrawal always has its amount inside `blocked`; failing here means the books disagree.
  if (!released) throw new Error(`withdrawal ${row.id}: blocked balance below its hold`);
}

/**
 * The withdrawal under its row lock, refused unless `staff` may take `step` on it now: 404, 403 on
 * one's own withdrawal or one's own first approval (separation of duties), 409 when already decided
 * or in the wrong stage. The row is locked before the balance (through the ledger), as everywhere.
 */
async function lockForDecision(tx: Tx, staff: StaffMember, id: number, step: MoneyDecisionStep): Promise<q.WithdrawalRow> {
  const row = await q.lockWithdrawal(tx, id);
  if (!row) throw new AppError("not_found", withdrawalMessages.notFound);
  const refusal = moneyDecisionRefusal(decisionSubject(row), staff.uid, step);
  if (refusal === "ownRecord") assertNotOwnRecord(staff, "withdrawal", [row.uid]);
  if (refusal === "ownFirstApproval") throw new AppError("own_record", dualControlMessages.ownFirstApproval);
  if (refusal === "decided") throw new AppError("conflict", withdrawalMessages.decided(row.status));
  if (refusal === "awaitingSecond") throw new AppError("conflict", dualControlMessages.withdrawalAwaitingSecond);
  if (refusal === "notAwaiting") throw new AppError("conflict", dualControlMessages.withdrawalNotAwaiting);
  return row;
}

/**
 * Finance sent the money: the hold is released into a ledger `withdrawal`, so total and blocked both
 * fall by the amount and available does not move. A payment from SECOND_APPROVAL_WITHDRAWAL_FROM up
 * is only recorded as a first approval here (the hold stays, nothing is paid) and is paid when another
 * staff member confirms it (confirmWithdrawalPaid).
 */
export async function markWithdrawalPaid(staff: StaffMember, id: number, paymentReference?: string): Promise<{ withdrawal: StaffWithdrawalView; awaitingSecondApproval: boolean }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "decide");
    if (withdrawalNeedsSecondApproval(pending.amount)) {
      const row = await q.recordFirstApproval(tx, id, { by: staff.uid, paymentReference });
      if (!row) throw new AppError("conflict", dualControlMessages.withdrawalAwaitingSecond);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "withdrawal.first_approve",
        targetType: "withdrawal",
        targetId: id,
        details: { uid: row.uid, amount: row.amount, iban: row.iban, paymentReference: paymentReference ?? null },
      });
      const name = await q.staffName(tx, staff.uid);
      return { withdrawal: staffView(row, await userOf(tx, row.uid), { decidedByName: null, firstApproverName: name }, staff.uid), awaitingSecondApproval: true };
    }
    return { withdrawal: await payOut(tx, staff, pending, paymentReference, "withdrawal.paid", {}), awaitingSecondApproval: false };
  });
}

/**
 * The second approval of a large payment: another staff member holding provision:approve confirms it
 * and only now the hold becomes a ledger `withdrawal`. Two confirmers at once queue on the row lock:
 * the first pays, the second finds it paid (409).
 */
export async function confirmWithdrawalPaid(staff: StaffMember, id: number): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "confirm");
    const first = { firstApprovalBy: pending.firstApprovalBy, firstApprovalAt: pending.firstApprovalAt?.toISOString() ?? null };
    return { withdrawal: await payOut(tx, staff, pending, pending.firstPaymentReference ?? undefined, "withdrawal.confirm", first) };
  });
}

/** The payment that moves money, on the locked pending row: this is the one place a withdrawal becomes paid (its notice is written here). */
async function payOut(tx: Tx, staff: StaffMember, pending: q.WithdrawalRow, paymentReference: string | undefined, action: string, extra: Record<string, unknown>): Promise<StaffWithdrawalView> {
  const row = await q.decide(tx, pending.id, { status: "paid", decidedBy: staff.uid, paymentReference });
  await releaseHold(tx, row, "Çekim ödendi");
  const paid = await applyLedgerMove(tx, {
    uid: row.uid,
    kind: "withdrawal",
    amount: row.amount,
    refType: REF,
    refId: row.id,
    note: paymentReference ? `IBAN'a ödendi (dekont ${paymentReference})` : "IBAN'a ödendi",
  });
  if (!paid) throw new Error(`withdrawal ${row.id}: released hold did not cover the payment`);
  await notify(tx, moneyNotices.withdrawalPaid({ uid: row.uid, withdrawalId: row.id, amount: row.amount, iban: row.iban }));
  await recordAudit(tx, {
    staffUid: staff.uid,
    action,
    targetType: "withdrawal",
    targetId: row.id,
    details: { uid: row.uid, amount: row.amount, iban: row.iban, paymentReference: paymentReference ?? null, before: pending.status, after: "paid", ...extra },
  });
  const owner = await userOf(tx, row.uid);
  return staffView(row, owner, { decidedByName: await q.staffName(tx, staff.uid), firstApproverName: await q.approverName(tx, row.firstApprovalBy) }, staff.uid);
}

/** Rejects a pending withdrawal, also one whose first approval waits (then by someone other than its first approver): the hold goes back. */
export async function rejectWithdrawal(staff: StaffMember, id: number, reason: string): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "reject");
    const row = await q.decide(tx, id, { status: "rejected", decidedBy: staff.uid, rejectReason: reason });
    await releaseHold(tx, row, "Çekim talebi reddedildi");
    const first = pending.firstApprovalBy ? { firstApprovalBy: pending.firstApprovalBy } : {};
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "withdrawal.reject",
      targetType: "withdrawal",
      targetId: id,
      details: { uid: row.uid, amount: row.amount, reason, before: pending.status, after: "rejected", ...first },
    });
    const owner = await userOf(tx, row.uid);
    return { withdrawal: staffView(row, owner, { decidedByName: await q.staffName(tx, staff.uid), firstApproverName: await q.approverName(tx, row.firstApprovalBy) }, staff.uid) };
  });
}

/**
 * The owner takes back a pending withdrawal; the hold is released. No audit row (the audit log records
 * staff actions); the withdrawal keeps who cancelled it and when.
 */
export async function cancelMyWithdrawal(uid: string, id: number): Promise<{ withdrawal: WithdrawalView }> {
  return getDb().transaction(async (tx) => {
    await lockPending(tx, id, uid);
    const row = await q.decide(tx, id, { status: "cancelled", decidedBy: uid });
    await releaseHold(tx, row, "Çekim talebi iptal edildi");
    return { withdrawal: ownView(row) };
  });
}

async function userOf(tx: Tx, uid: string): Promise<StaffWithdrawalView["user"]> {
  const owner = await q.ownerContact(tx, uid);
  return owner ?? { name: "", lastName: "", email: "", phone: "" };
}
