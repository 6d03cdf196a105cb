import { allowedActions } from "@/lib/actions";
/**
 * Provision withdrawals: a user asks for available provision to be paid back to a TR IBAN in their own
 * name. The amount is blocked in the request's transaction (ledger `block`, ref ("withdrawal", id)), so
 * it can no longer back a bid or a purchase; finance pays it (the block is released into a ledger
 * `withdrawal`: total falls) or rejects it, or the owner cancels it (released). Every balance change
 * goes through the guarded ledger moves under the user's row lock, the one the bid batch and buy-now
 * take (lockBalances / the guarded UPDATE), so concurrent bids, buys and withdrawals can never take
 * the same lira twice.
 */
import {
  AWAITING_SECOND_APPROVAL,
  moneyDecisionActions,
  moneyDecisionSubject,
  type MoneyDecisionStep,
} from "@/lib/deposits/rules";
import {
  MAX_PENDING_WITHDRAWALS,
  payableNow,
  signInRecentEnough,
  withdrawalPayableAt,
  withdrawalActionsFor,
  withdrawalNeedsSecondApproval,
} from "@/lib/withdrawals/rules";
import { firstApprovalOf } from "@/lib/server/db/dualControl";
import { dualControlMessages } from "@/lib/deposits/labels";
import type {
  CancelLinkWithdrawal,
  StaffWithdrawalView,
  WithdrawalStatus,
  WithdrawalView,
} from "@/lib/withdrawals/types";
import { pageOf, type Paged } from "@/lib/paging";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { API_ERRORS } from "@/lib/api/labels";
import { moneyNotices } from "@/lib/notifications/labels";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { refuseUnverifiedIdentity } from "@/lib/server/identity/service";
import { notify } from "@/lib/server/notifications/service";
import { recordAudit } from "@/lib/server/audit/record";
import type { StaffMember } from "@/lib/server/staff/service";
import { lockForMoneyDecision, type MoneyQueue } from "@/lib/server/deposits/dualControl";
import {
  readWithdrawalCancelToken,
  withdrawalCancelPath,
  withdrawalCancelToken,
} from "@/lib/server/deposits/cancelLink";
import { applyLedgerMove } from "@/lib/server/deposits/service";
import * as q from "@/lib/server/withdrawals/queries";
import { WITHDRAWAL_ERRORS, WITHDRAWAL_LEDGER_NOTES } from "@/lib/withdrawals/labels";

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
    actions: allowedActions({ cancel: withdrawalActionsFor(row.status).cancel }),
  };
}

/**
 * A withdrawal as `viewerUid` sees it in the management list: no buttons on their own, no confirm of
 * their own first step. `ibanPaidBefore`: whether this user has been paid to this IBAN before (only a
 * pending row needs it); a pending first withdrawal to a new IBAN shows when it may be paid, and
 * cannot be paid (nor confirmed) before.
 */
function staffView(
  row: q.WithdrawalRow,
  user: StaffWithdrawalView["user"],
  names: { decidedByName: string | null; firstApproverName: string | null },
  viewerUid: string,
  ibanPaidBefore = true,
): StaffWithdrawalView {
  const { decide, confirm, reject, ownRecord } = moneyDecisionActions(moneyDecisionSubject(row), viewerUid);
  const payableAt = row.status === "pending" ? withdrawalPayableAt(row.createdAt, ibanPaidBefore) : null;
  const payable = payableNow(payableAt, new Date());
  const firstApproval = row.firstApprovalAt
    ? {
        byName: names.firstApproverName,
        at: row.firstApprovalAt.toISOString(),
        paymentReference: row.firstPaymentReference,
      }
    : null;
  return {
    ...ownView(row),
    uid: row.uid,
    user,
    decidedByName: row.status === "cancelled" ? null : names.decidedByName,
    firstApproval,
    ownRecord,
    payableAt: payableAt?.toISOString() ?? null,
    actions: allowedActions({
      pay: decide && payable && withdrawalActionsFor(row.status).pay,
      confirm: confirm && payable,
      reject: reject && withdrawalActionsFor(row.status).reject,
    }),
  };
}
/**
 * A withdrawal moves money out only on a recent sign-in (`auth_time` of the request's ID token):
 * whoever holds a stolen or forgotten session must still know the password. 401 `reauth_required`;
 * the form asks for the password and repeats the request.
 */
function refuseStaleSignIn(authTime: number) {
  if (!signInRecentEnough(authTime, Date.now())) throw new AppError("reauth_required", WITHDRAWAL_ERRORS.reauth);
}

export async function requestWithdrawal(
  uid: string,
  input: { amount: number; iban: string },
  signIn: { authTime: number },
): Promise<{ withdrawal: WithdrawalView }> {
  refuseStaleSignIn(signIn.authTime);
  return getDb().transaction(async (tx) => {
    // The balance row lock: bids and buys of this user wait here (and we wait for theirs).
    const owner = await q.lockOwner(tx, uid);
    if (!owner) throw new AppError("forbidden", API_ERRORS.noProfile);
    // A suspended account is frozen while staff look into it: money leaves only after reinstatement.
    await refuseSuspended(tx, uid, "withdrawal");
    // Money leaves only to someone whose identity the registry confirmed (PRODUCT §3.7).
    await refuseUnverifiedIdentity(tx, uid, "withdrawal");
    const available = owner.total - owner.blocked;
    if (input.amount > available)
      throw new AppError("conflict", WITHDRAWAL_ERRORS.insufficient(available), {
        amount: WITHDRAWAL_ERRORS.insufficient(available),
      });
    if ((await q.countPending(tx, uid)) >= MAX_PENDING_WITHDRAWALS)
      throw new AppError("conflict", WITHDRAWAL_ERRORS.tooMany);
    const row = await q.insertWithdrawal(tx, {
      uid,
      amount: input.amount,
      iban: input.iban,
      accountName: `${owner.name} ${owner.lastName}`.trim(),
    });
    const blocked = await applyLedgerMove(tx, {
      uid,
      kind: "block",
      amount: input.amount,
      refType: REF,
      refId: row.id,
      note: WITHDRAWAL_LEDGER_NOTES.requested,
    });
    if (!blocked) throw new AppError("conflict", WITHDRAWAL_ERRORS.insufficient(available));
    // E-mailed whatever the preferences (ALWAYS_EMAILED_KINDS), with a link that stops it without a session.
    const cancelLink = withdrawalCancelPath(withdrawalCancelToken(uid, row.id));
    await notify(
      tx,
      moneyNotices.withdrawalRequested({ uid, withdrawalId: row.id, amount: row.amount, iban: row.iban, cancelLink }),
    );
    return { withdrawal: ownView(row) };
  });
}

export async function listMyWithdrawals(uid: string, page: number, pageSize: number): Promise<Paged<WithdrawalView>> {
  const { rows, total } = await q.pageOfMine(uid, page, pageSize);
  return { items: rows.map(ownView), total, page, pageSize };
}

export type StaffWithdrawalQuery = {
  status?: WithdrawalStatus | typeof AWAITING_SECOND_APPROVAL;
  q?: string;
  page: number;
  pageSize: number;
};

export async function listWithdrawals(
  viewer: StaffMember,
  query: StaffWithdrawalQuery,
): Promise<Paged<StaffWithdrawalView>> {
  const { rows, total } = await q.pageOfAll(query);
  return pageOf(
    rows.map((r) => staffView(r.withdrawal, r.user, r, viewer.uid, r.ibanPaidBefore)),
    total,
    query,
  );
}

/** The pending withdrawal under its row lock, or the 404/409 that explains why it cannot move. */
async function lockPending(tx: Tx, id: number, ownerUid?: string): Promise<q.WithdrawalRow> {
  const row = await q.lockWithdrawal(tx, id);
  // Someone else's withdrawal is "not found" to a user, so ids cannot be probed.
  if (!row || (ownerUid !== undefined && row.uid !== ownerUid))
    throw new AppError("not_found", WITHDRAWAL_ERRORS.notFound);
  if (row.status !== "pending") throw new AppError("conflict", WITHDRAWAL_ERRORS.decided(row.status));
  return row;
}

async function releaseHold(tx: Tx, row: q.WithdrawalRow, note: string) {
  const released = await applyLedgerMove(tx, {
    uid: row.uid,
    kind: "release",
    amount: row.amount,
    refType: REF,
    refId: row.id,
    note,
  });
  // A pending withdrawal always has its amount inside `blocked`; failing here means the books disagree.
  if (!released) throw new Error(`withdrawal ${row.id}: blocked balance below its hold`);
}

/**
 * The first withdrawal to an IBAN this user was never paid to waits NEW_IBAN_HOLD_HOURS after the
 * request (the request e-mail lets the owner stop one they did not make): a Turkish 409 with the time.
 * Called on the locked row by both steps that can pay it (a first approval and its confirmation).
 */
async function refuseBeforeNewIbanHold(tx: Tx, row: q.WithdrawalRow) {
  const payableAt = withdrawalPayableAt(row.createdAt, await q.ibanPaidBefore(tx, row.uid, row.iban));
  if (!payableNow(payableAt, new Date())) throw new AppError("conflict", WITHDRAWAL_ERRORS.notYetPayable(payableAt!));
}

/** The withdrawal queue as the dual-control gate (lockForMoneyDecision) sees it. */
const WITHDRAWAL_QUEUE: MoneyQueue<q.WithdrawalRow> = {
  kind: "withdrawal",
  lock: q.lockWithdrawal,
  notFound: WITHDRAWAL_ERRORS.notFound,
  decided: (row) => WITHDRAWAL_ERRORS.decided(row.status),
  awaitingSecond: dualControlMessages.withdrawalAwaitingSecond,
  notAwaiting: dualControlMessages.withdrawalNotAwaiting,
};

const lockForDecision = (tx: Tx, staff: StaffMember, id: number, step: MoneyDecisionStep) =>
  lockForMoneyDecision(tx, staff, id, step, WITHDRAWAL_QUEUE);

/**
 * Finance sent the money: the hold is released into a ledger `withdrawal`, so total and blocked both
 * fall by the amount and available does not move. A payment from SECOND_APPROVAL_WITHDRAWAL_FROM up
 * is only recorded as a first approval here (the hold stays, nothing is paid) and is paid when another
 * staff member confirms it (confirmWithdrawalPaid).
 */
export async function markWithdrawalPaid(
  staff: StaffMember,
  id: number,
  paymentReference?: string,
): Promise<{ withdrawal: StaffWithdrawalView; awaitingSecondApproval: boolean }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "decide");
    await refuseBeforeNewIbanHold(tx, pending);
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
      return {
        withdrawal: staffView(
          row,
          await userOf(tx, row.uid),
          { decidedByName: null, firstApproverName: name },
          staff.uid,
        ),
        awaitingSecondApproval: true,
      };
    }
    return {
      withdrawal: await payOut(tx, staff, pending, paymentReference, "withdrawal.paid", {}),
      awaitingSecondApproval: false,
    };
  });
}

/**
 * The second approval of a large payment: another staff member holding provision:approve confirms it
 * and only now the hold becomes a ledger `withdrawal`. Two confirmers at once queue on the row lock:
 * the first pays, the second finds it paid (409).
 */
export async function confirmWithdrawalPaid(
  staff: StaffMember,
  id: number,
): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "confirm");
    await refuseBeforeNewIbanHold(tx, pending);
    const first = firstApprovalOf(pending);
    return {
      withdrawal: await payOut(
        tx,
        staff,
        pending,
        pending.firstPaymentReference ?? undefined,
        "withdrawal.confirm",
        first,
      ),
    };
  });
}

/** The payment that moves money, on the locked pending row: this is the one place a withdrawal becomes paid (its notice is written here). */
async function payOut(
  tx: Tx,
  staff: StaffMember,
  pending: q.WithdrawalRow,
  paymentReference: string | undefined,
  action: string,
  extra: Record<string, unknown>,
): Promise<StaffWithdrawalView> {
  const row = await q.decide(tx, pending.id, { status: "paid", decidedBy: staff.uid, paymentReference });
  await releaseHold(tx, row, WITHDRAWAL_LEDGER_NOTES.paidRelease);
  const paid = await applyLedgerMove(tx, {
    uid: row.uid,
    kind: "withdrawal",
    amount: row.amount,
    refType: REF,
    refId: row.id,
    note: WITHDRAWAL_LEDGER_NOTES.paid(paymentReference),
  });
  if (!paid) throw new Error(`withdrawal ${row.id}: released hold did not cover the payment`);
  await notify(
    tx,
    moneyNotices.withdrawalPaid({ uid: row.uid, withdrawalId: row.id, amount: row.amount, iban: row.iban }),
  );
  await recordAudit(tx, {
    staffUid: staff.uid,
    action,
    targetType: "withdrawal",
    targetId: row.id,
    details: {
      uid: row.uid,
      amount: row.amount,
      iban: row.iban,
      paymentReference: paymentReference ?? null,
      before: pending.status,
      after: "paid",
      ...extra,
    },
  });
  const owner = await userOf(tx, row.uid);
  return staffView(
    row,
    owner,
    {
      decidedByName: await q.staffName(tx, staff.uid),
      firstApproverName: await q.approverName(tx, row.firstApprovalBy),
    },
    staff.uid,
  );
}

/** Rejects a pending withdrawal, also one whose first approval waits (then by someone other than its first approver): the hold goes back. */
export async function rejectWithdrawal(
  staff: StaffMember,
  id: number,
  reason: string,
): Promise<{ withdrawal: StaffWithdrawalView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "reject");
    const row = await q.decide(tx, id, { status: "rejected", decidedBy: staff.uid, rejectReason: reason });
    await releaseHold(tx, row, WITHDRAWAL_LEDGER_NOTES.rejected);
    const first = pending.firstApprovalBy ? { firstApprovalBy: pending.firstApprovalBy } : {};
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "withdrawal.reject",
      targetType: "withdrawal",
      targetId: id,
      details: { uid: row.uid, amount: row.amount, reason, before: pending.status, after: "rejected", ...first },
    });
    const owner = await userOf(tx, row.uid);
    return {
      withdrawal: staffView(
        row,
        owner,
        {
          decidedByName: await q.staffName(tx, staff.uid),
          firstApproverName: await q.approverName(tx, row.firstApprovalBy),
        },
        staff.uid,
      ),
    };
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
    await releaseHold(tx, row, WITHDRAWAL_LEDGER_NOTES.cancelled);
    return { withdrawal: ownView(row) };
  });
}

async function userOf(tx: Tx, uid: string): Promise<StaffWithdrawalView["user"]> {
  const owner = await q.ownerContact(tx, uid);
  return owner ?? { name: "", lastName: "", email: "", phone: "" };
}

/** A valid cancel link's withdrawal id and owner, or the Turkish 400 of a forged, broken or expired one. */
function readCancelLink(token: string): { uid: string; withdrawalId: number } {
  const read = readWithdrawalCancelToken(token);
  if (!read.ok)
    throw new AppError(
      "bad_request",
      read.reason === "expired" ? WITHDRAWAL_ERRORS.linkExpired : WITHDRAWAL_ERRORS.linkInvalid,
    );
  return read;
}

function cancelLinkView(row: q.WithdrawalRow): CancelLinkWithdrawal {
  return { id: row.id, amount: row.amount, ibanLast4: row.iban.slice(-4), createdAt: row.createdAt.toISOString() };
}

/** The link's withdrawal if it is still pending; else the 404/409 that says why the link does nothing. */
function pendingOfLink(row: q.WithdrawalRow | undefined, link: { uid: string }): q.WithdrawalRow {
  if (!row || row.uid !== link.uid) throw new AppError("not_found", WITHDRAWAL_ERRORS.notFound);
  if (row.status !== "pending") throw new AppError("conflict", WITHDRAWAL_ERRORS.linkUsed(row.status));
  return row;
}

/** What the cancel page (/cekim-iptal) shows before the confirming click; reading changes nothing. */
export async function describeCancelLink(token: string): Promise<{ withdrawal: CancelLinkWithdrawal }> {
  const link = readCancelLink(token);
  return { withdrawal: cancelLinkView(pendingOfLink(await q.findWithdrawal(getDb(), link.withdrawalId), link)) };
}

/**
 * The e-mail's cancel link, confirmed: the owner's pending withdrawal is cancelled and its hold
 * released (the same moves as cancelMyWithdrawal), without a session. Works once: afterwards the
 * withdrawal is no longer pending and the link answers 409.
 */
export async function cancelWithdrawalByLink(token: string): Promise<{ withdrawal: CancelLinkWithdrawal }> {
  const link = readCancelLink(token);
  return getDb().transaction(async (tx) => {
    pendingOfLink(await q.lockWithdrawal(tx, link.withdrawalId), link);
    const row = await q.decide(tx, link.withdrawalId, { status: "cancelled", decidedBy: link.uid });
    await releaseHold(tx, row, WITHDRAWAL_LEDGER_NOTES.cancelledByLink);
    return { withdrawal: cancelLinkView(row) };
  });
}

/** KVKK account deletion, withdrawals' part (lib/server/kvkk/anonymisers.ts). */
export const anonymiseWithdrawals = (tx: Tx, uid: string, displayName: string): Promise<void> =>
  q.anonymiseWithdrawals(tx, uid, displayName);
