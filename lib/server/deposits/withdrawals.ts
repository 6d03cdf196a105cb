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
import { MAX_PENDING_WITHDRAWALS, withdrawalActionsFor } from "@/lib/deposits/rules";
import type { StaffWithdrawalView, WithdrawalStatus, WithdrawalView } from "@/lib/deposits/types";
import type { Paged } from "@/lib/paging";
import { getDb, type Tx } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../messages";
import { moneyNotices } from "@/lib/notifications/messages";
import { refuseSuspended } from "../accounts/service";
import { notify } from "../notifications/service";
import { recordAudit } from "../staff/audit";
import type { StaffMember } from "../staff/service";
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

function staffView(row: q.WithdrawalRow, user: StaffWithdrawalView["user"], decidedByName: string | null): StaffWithdrawalView {
  const { pay, reject } = withdrawalActionsFor(row.status);
  return { ...ownView(row), uid: row.uid, user, decidedByName: row.status === "cancelled" ? null : decidedByName, actions: { pay, reject } };
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

export type StaffWithdrawalQuery = { status?: WithdrawalStatus; q?: string; page: number; pageSize: number };

export async function listWithdrawals(query: StaffWithdrawalQuery): Promise<Paged<StaffWithdrawalView>> {
  const { rows, total } = await q.pageOfAll(query);
  return { items: rows.map((r) => staffView(r.withdrawal, r.user, r.decidedByName)), total, page: query.page, pageSize: query.pageSize };
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
 * Finance sent the money: the hold is released into a ledger `withdrawal`, so total and blocked both
 * fall by the amount and available does not move. This is the one place a withdrawal becomes paid: a
 * "withdrawal paid" notification belongs here, inside this transaction (e.g. an outbox row).
 */
export async function markWithdrawalPaid(staff: StaffMember, id: number, paymentReference?: string): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const row = await q.decide(tx, id, { status: "paid", decidedBy: staff.uid, paymentReference });
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
      action: "withdrawal.paid",
      targetType: "withdrawal",
      targetId: id,
      details: { uid: row.uid, amount: row.amount, iban: row.iban, paymentReference: paymentReference ?? null, before: pending.status, after: "paid" },
    });
    const owner = await userOf(tx, row.uid);
    return { withdrawal: staffView(row, owner, await q.staffName(tx, staff.uid)) };
  });
}

export async function rejectWithdrawal(staff: StaffMember, id: number, reason: string): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const row = await q.decide(tx, id, { status: "rejected", decidedBy: staff.uid, rejectReason: reason });
    await releaseHold(tx, row, "Çekim talebi reddedildi");
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "withdrawal.reject",
      targetType: "withdrawal",
      targetId: id,
      details: { uid: row.uid, amount: row.amount, reason, before: pending.status, after: "rejected" },
    });
    const owner = await userOf(tx, row.uid);
    return { withdrawal: staffView(row, owner, await q.staffName(tx, staff.uid)) };
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
