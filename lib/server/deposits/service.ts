import { allowedActions } from "@/lib/actions";
import { randomInt } from "node:crypto";
import { COMPANY_BANK_ACCOUNT } from "@/lib/company";
import type {
  ProvisionBalance,
  ProvisionRequestStatus,
  ProvisionRequestView,
  StaffProvisionRequestView,
} from "@/lib/deposits/types";
import type { Paged } from "@/lib/paging";
import type { LedgerEntryView } from "@/lib/users/types";
import {
  AWAITING_SECOND_APPROVAL,
  provisionRequestActionsFor,
  moneyDecisionActions,
  moneyDecisionSubject,
  provisionNeedsSecondApproval,
  type MoneyDecisionStep,
} from "@/lib/deposits/rules";
import { firstApprovalOf } from "@/lib/server/db/dualControl";
import { DEPOSIT_ERRORS, depositTransferNote, dualControlMessages } from "@/lib/deposits/labels";
import { recordAudit } from "@/lib/server/audit/record";
import type { StaffMember } from "@/lib/server/staff/service";
import { lockForMoneyDecision, type MoneyQueue } from "@/lib/server/deposits/dualControl";
import { getDb, type Tx } from "@/lib/server/db";
import * as q from "@/lib/server/deposits/queries";
import { applyLedgerMove, type Balance } from "@/lib/server/deposits/queries";
import type { BlockRow } from "@/lib/server/deposits/queries";
import { AppError } from "@/lib/server/errors";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { moneyNotices } from "@/lib/notifications/labels";
import { notify } from "@/lib/server/notifications/service";

export type { ProvisionBalance, ProvisionRequestStatus, ProvisionRequestView };

/** The company account a deposit is wired to (lib/company.ts); the reference code identifies the request. */
export { COMPANY_BANK_ACCOUNT };

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud at a bank counter

function newReferenceCode(): string {
  let code = "MB-";
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

function toView(row: q.ProvisionRequestRow, decidedByName: string | null = null): ProvisionRequestView {
  return {
    id: row.id,
    amount: row.amount,
    receivedAmount: row.receivedAmount,
    referenceCode: row.referenceCode,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.status === "cancelled" ? null : decidedByName,
    actions: allowedActions(provisionRequestActionsFor(row.status)),
  };
}

export async function requestDeposit(
  uid: string,
  amount: number,
): Promise<{ request: ProvisionRequestView; bankAccount: typeof COMPANY_BANK_ACCOUNT }> {
  await refuseSuspended(getDb(), uid, "provision");
  const pending = await q.countPendingRequests(uid);
  if (pending >= 5) {
    throw new AppError("conflict", DEPOSIT_ERRORS.tooManyPending);
  }
  for (let attempt = 0; ; attempt++) {
    const inserted = await q.insertRequest(uid, amount, newReferenceCode());
    if (inserted) return { request: toView(inserted), bankAccount: COMPANY_BANK_ACCOUNT };
    if (attempt >= 5) throw new Error("could not generate a unique provision reference code");
  }
}

export async function listMyProvisionRequests(uid: string): Promise<{ items: ProvisionRequestView[] }> {
  const rows = await q.requestsOf(uid, 100);
  return { items: rows.map((r) => toView(r.request, r.decidedByName)) };
}

export async function getProvision(uid: string) {
  const [user, entries] = await Promise.all([q.balanceOf(getDb(), uid), ledgerEntries(uid, 200)]);
  const total = user?.total ?? 0;
  const blocked = user?.blocked ?? 0;
  return {
    balance: { total, blocked, available: total - blocked } satisfies ProvisionBalance,
    bankAccount: COMPANY_BANK_ACCOUNT,
    entries,
  };
}

/** A user's ledger as the API answers it (Provizyonum, staff's user page), newest first; all without `limit`. */
export async function ledgerEntries(uid: string, limit?: number): Promise<LedgerEntryView[]> {
  return (await q.ledgerOf(uid, limit)).map((e) => ({
    id: e.id,
    kind: e.kind,
    amount: e.amount,
    refType: e.refType,
    refId: e.refId,
    note: e.note,
    createdAt: e.createdAt.toISOString(),
  }));
}

export type StaffProvisionQuery = {
  status?: ProvisionRequestStatus | typeof AWAITING_SECOND_APPROVAL;
  q?: string;
  page: number;
  pageSize: number;
};

/** The list answers each row's buttons for the viewer: none on their own request, no confirm of their own first step. */
export async function listProvisionRequests(
  viewer: StaffMember,
  query: StaffProvisionQuery,
): Promise<Paged<StaffProvisionRequestView>> {
  const { rows, total } = await q.pageOfRequests(query);
  return {
    items: rows.map((r) => {
      const { decide, confirm, reject, ownRecord } = moneyDecisionActions(moneyDecisionSubject(r.request), viewer.uid);
      const first =
        r.request.firstApprovalAt && r.request.firstReceivedAmount !== null
          ? {
              byName: r.firstApproverName,
              at: r.request.firstApprovalAt.toISOString(),
              receivedAmount: r.request.firstReceivedAmount,
            }
          : null;
      return {
        ...toView(r.request, r.decidedByName),
        user: r.user,
        firstApproval: first,
        ownRecord,
        actions: allowedActions({ approve: decide, confirm, reject }),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The provision queue as the dual-control gate (lockForMoneyDecision) sees it. */
const PROVISION_QUEUE: MoneyQueue<q.ProvisionRequestRow> = {
  kind: "provision_request",
  lock: q.lockRequest,
  notFound: DEPOSIT_ERRORS.notFound,
  decided: (row) => alreadyDecided(row.status, "decide"),
  awaitingSecond: dualControlMessages.provisionAwaitingSecond,
  notAwaiting: dualControlMessages.provisionNotAwaiting,
};

const lockForDecision = (tx: Tx, staff: StaffMember, id: number, step: MoneyDecisionStep) =>
  lockForMoneyDecision(tx, staff, id, step, PROVISION_QUEUE);

/**
 * Approval credits the deposit exactly once: the request row is locked first, so of many concurrent
 * approvals (or an approval racing the user's cancel) only one finds it pending; its ledger row and
 * balance change commit with it. The amount credited is what staff found on the company account
 * (`receivedAmount`), which may differ from what the user announced; both are kept. A large or
 * differing amount (provisionNeedsSecondApproval) is only recorded as a first approval: nothing is
 * credited until another staff member confirms it (confirmProvisionRequest).
 */
export async function approveProvisionRequest(
  staff: StaffMember,
  id: number,
  receivedAmount: number,
): Promise<{ request: ProvisionRequestView; awaitingSecondApproval: boolean }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "decide");
    if (provisionNeedsSecondApproval(pending.amount, receivedAmount)) {
      const recorded = await q.recordFirstApproval(tx, id, { by: staff.uid, receivedAmount });
      if (!recorded) throw await decidedOrMissing(tx, id);
      await recordAudit(tx, {
        staffUid: staff.uid,
        action: "provision_request.first_approve",
        targetType: "provision_request",
        targetId: id,
        details: { amount: pending.amount, receivedAmount, uid: pending.uid },
      });
      return { request: toView(recorded), awaitingSecondApproval: true };
    }
    return {
      request: await creditApproved(tx, staff, id, receivedAmount, "provision_request.approve", {}),
      awaitingSecondApproval: false,
    };
  });
}

/**
 * The second approval of a large or differing provision approval: another staff member holding
 * provision:approve confirms the amount the first one recorded, and only now the deposit is credited.
 * Two confirmers at once queue on the row lock: the first credits, the second finds it approved (409).
 */
export async function confirmProvisionRequest(
  staff: StaffMember,
  id: number,
): Promise<{ request: ProvisionRequestView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "confirm");
    const first = firstApprovalOf(pending);
    return {
      request: await creditApproved(tx, staff, id, pending.firstReceivedAmount!, "provision_request.confirm", first),
    };
  });
}

/** The approval that moves money: status, ledger deposit, audit row and the user's notice, in the caller's transaction. */
async function creditApproved(
  tx: Tx,
  staff: StaffMember,
  id: number,
  receivedAmount: number,
  action: string,
  extra: Record<string, unknown>,
): Promise<ProvisionRequestView> {
  const approved = await q.decidePendingRequest(tx, id, { status: "approved", decidedBy: staff.uid, receivedAmount });
  if (!approved) throw await decidedOrMissing(tx, id);
  await applyLedgerMove(tx, {
    uid: approved.uid,
    kind: "deposit",
    amount: receivedAmount,
    refType: "provision_request",
    refId: approved.id,
    note: depositTransferNote(approved.referenceCode, approved.amount, receivedAmount),
  });
  await recordAudit(tx, {
    staffUid: staff.uid,
    action,
    targetType: "provision_request",
    targetId: id,
    details: { amount: approved.amount, receivedAmount, uid: approved.uid, ...extra },
  });
  await notify(
    tx,
    moneyNotices.provisionApproved({ uid: approved.uid, requestId: approved.id, amount: receivedAmount }),
  );
  return toView(approved, await q.staffName(tx, staff.uid));
}

/** Rejects a pending request, also one whose first approval waits (then by someone other than its first approver). Nothing was credited either way. */
export async function rejectProvisionRequest(
  staff: StaffMember,
  id: number,
  reason: string,
): Promise<{ request: ProvisionRequestView }> {
  return getDb().transaction(async (tx) => {
    const pending = await lockForDecision(tx, staff, id, "reject");
    const rejected = await q.decidePendingRequest(tx, id, {
      status: "rejected",
      decidedBy: staff.uid,
      rejectReason: reason,
    });
    if (!rejected) throw await decidedOrMissing(tx, id);
    const first = pending.firstApprovalBy
      ? { firstApprovalBy: pending.firstApprovalBy, firstReceivedAmount: pending.firstReceivedAmount }
      : {};
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "provision_request.reject",
      targetType: "provision_request",
      targetId: id,
      details: { reason, ...first },
    });
    await notify(tx, moneyNotices.provisionRejected({ uid: rejected.uid, requestId: rejected.id, reason }));
    return { request: toView(rejected, await q.staffName(tx, staff.uid)) };
  });
}

/**
 * The user takes back a request they filed (e.g. a mistyped amount) while staff have not decided it.
 * The row lock orders it against an approval of the same request: whichever commits first wins, the
 * other sees the new status and answers 409; a cancelled request never credits anything. No audit
 * row: the audit log records staff actions; the request itself keeps who cancelled it and when.
 */
export async function cancelMyProvisionRequest(uid: string, id: number): Promise<{ request: ProvisionRequestView }> {
  return getDb().transaction(async (tx) => {
    const row = await q.lockRequest(tx, id);
    // Someone else's request is "not found" to this user, so ids cannot be probed.
    if (!row || row.uid !== uid) throw new AppError("not_found", DEPOSIT_ERRORS.notFound);
    if (row.status !== "pending") throw new AppError("conflict", alreadyDecided(row.status, "cancel"));
    return { request: toView(await q.markCancelled(tx, id, uid)) };
  });
}

function alreadyDecided(status: ProvisionRequestStatus, attempt: "decide" | "cancel"): string {
  return DEPOSIT_ERRORS.alreadyDecided[status === "approved" || status === "rejected" ? status : "cancelled"][attempt];
}

// Reads through the caller's transaction: asking the pool for a second connection while holding one
// starves it when many approvals of one request queue on the row lock at once.
async function decidedOrMissing(tx: Tx, id: number): Promise<AppError> {
  const status = await q.requestStatus(tx, id);
  if (!status) return new AppError("not_found", DEPOSIT_ERRORS.notFound);
  return new AppError("conflict", alreadyDecided(status, "decide"));
}

// ---------------------------------------------------------------- balances and blocks, for the trading services

export type { Balance, BlockRow };

/** A user's balance through the caller's transaction; zero for a user without a balance row. */
export async function balanceOf(tx: Tx, uid: string): Promise<Balance> {
  return (await q.balanceOf(tx, uid)) ?? { total: 0, blocked: 0 };
}

/**
 * What a refused deposit block lacked: the deposit less the user's available provision, re-read in the
 * caller's transaction after the guarded move said no (at least 1 lira: the guard refused it).
 */
export async function depositShortfall(tx: Tx, uid: string, deposit: number): Promise<number> {
  const latest = await balanceOf(tx, uid);
  return Math.max(1, deposit - (latest.total - latest.blocked));
}

/** The active deposit blocks of an auction; read under its row lock they stay so until commit. */
export function activeAuctionBlocks(tx: Tx, auctionId: number): Promise<BlockRow[]> {
  return q.activeAuctionBlocks(tx, auctionId);
}

/** The buyer's active blocks that guarantee an order: on its auction, or on its listing. */
export async function orderBlocks(
  tx: Tx,
  order: { auctionId: number | null; listingId: number | null; buyerUid: string },
): Promise<BlockRow[]> {
  if (order.auctionId === null) return q.activeListingBlocks(tx, order.listingId!, order.buyerUid);
  return (await q.activeAuctionBlocks(tx, order.auctionId)).filter((b) => b.uid === order.buyerUid);
}

export { writeBidBlocks } from "@/lib/server/deposits/queries";
/** The bid batch's balance moves: lock the bidders' balances, then apply all its moves at once. */
export { applyLedgerMoves, lockBalances, type LedgerMove } from "@/lib/server/deposits/queries";
/** One guarded balance move in the caller's transaction (withdrawals pay out through it). */
export { applyLedgerMove } from "@/lib/server/deposits/queries";

/**
 * Blocks a Hemen Al purchase's deposit: the guarded ledger move, then the block row. False (nothing
 * written) when the available balance no longer covers it.
 */
export async function blockListingDeposit(
  tx: Tx,
  block: { listingId: number; uid: string; amount: number; note: string },
): Promise<boolean> {
  return blockDeposit(tx, "listing", block.listingId, block, () =>
    q.insertListingBlock(tx, { listingId: block.listingId, uid: block.uid, amount: block.amount }),
  );
}

/**
 * Blocks an auction deposit outside the bid batch (buy-now during an auction, an offer accepted after
 * the close): the guarded ledger move, then the active block row. False (nothing written) when the
 * available balance no longer covers it.
 */
export async function blockAuctionDeposit(
  tx: Tx,
  block: { auctionId: number; uid: string; amount: number; note: string },
): Promise<boolean> {
  return blockDeposit(tx, "auction", block.auctionId, block, () =>
    q.insertAuctionBlock(tx, { auctionId: block.auctionId, uid: block.uid, amount: block.amount }),
  );
}

/** The guarded ledger `block` move, then (only when it went through) the block row `insertBlock` writes. */
async function blockDeposit(
  tx: Tx,
  refType: "listing" | "auction",
  refId: number,
  block: { uid: string; amount: number; note: string },
  insertBlock: () => Promise<unknown>,
): Promise<boolean> {
  const blocked = await applyLedgerMove(tx, {
    uid: block.uid,
    kind: "block",
    amount: block.amount,
    refType,
    refId,
    note: block.note,
  });
  if (!blocked) return false;
  await insertBlock();
  return true;
}

type BlockRef = Pick<BlockRow, "id" | "uid" | "amount" | "auctionId"> & { listingId?: number | null };

/** What a block's ledger rows point at: a block belongs to exactly one auction or one listing (deposit_blocks_one_source). */
const ledgerRef = (block: BlockRef) =>
  block.auctionId !== null
    ? { refType: "auction", refId: block.auctionId }
    : { refType: "listing", refId: block.listingId! };

/**
 * Releases one deposit block (auction or buy-now): the block row and its ledger row change together, so a
 * user's `blocked` stays equal to the sum of their active blocks. Answers whether the block was still
 * active (false: nothing was written).
 */
export function releaseBlock(tx: Tx, block: BlockRef, note: string): Promise<boolean> {
  return settleBlock(tx, block, note, "release", q.markBlockReleased);
}

/**
 * Collects one deposit block as a cayma bedeli: the block stops being active and the ledger records a
 * capture (total and blocked both fall by its amount), together, so `blocked` keeps equalling the
 * sum of active blocks. Answers whether the block was still active (false: nothing was written).
 */
export function captureBlock(tx: Tx, block: BlockRef, note: string): Promise<boolean> {
  return settleBlock(tx, block, note, "capture", q.markBlockCaptured);
}

/** Ends an active block (`markEnded`) and writes its ledger row of `kind`, together; false when it was no longer active. */
async function settleBlock(
  tx: Tx,
  block: BlockRef,
  note: string,
  kind: "release" | "capture",
  markEnded: (tx: Tx, id: number) => Promise<boolean>,
): Promise<boolean> {
  if (!(await markEnded(tx, block.id))) return false;
  const moved = await applyLedgerMove(tx, { uid: block.uid, kind, amount: block.amount, ...ledgerRef(block), note });
  // An active block always has its amount inside `blocked`; failing here means the books disagree.
  if (!moved)
    throw new Error(
      `deposit block ${block.id} could not be ${kind === "release" ? "released" : "captured"}: blocked balance below the block`,
    );
  return true;
}
