/** Management › Kullanıcılar: find a user, see everything about them, suspend or reinstate, notes. */
import { activeTradingBan } from "@/lib/server/offers/service";
import type { Paged } from "@/lib/paging";
import { hasPermission } from "@/lib/staff/rules";
import type { ManagedUser, ManagedUserDetail, UserNoteView } from "@/lib/users/types";
import { userMessages } from "@/lib/users/labels";
import { auditAboutUser } from "@/lib/server/audit/service";
import { myBids } from "@/lib/server/bids/service";
import { consentsOfUser } from "@/lib/server/consents/service";
import { getDb, type Tx } from "@/lib/server/db";
import { identityOf } from "@/lib/server/identity/service";
import { ledgerEntries, listMyProvisionRequests } from "@/lib/server/deposits/service";
import { AppError } from "@/lib/server/errors";
import { myOrders } from "@/lib/server/orders/service";
import { listMySellRequests } from "@/lib/server/sellRequests/service";
import { recordAudit } from "@/lib/server/audit/record";
import { assertNotOwnRecord, type StaffMember } from "@/lib/server/staff/service";
import { isOwnRecord } from "@/lib/staff/rules";
import { listMyTransportRequests } from "@/lib/server/transportRequests/service";
import * as q from "@/lib/server/users/queries";

type Found = NonNullable<Awaited<ReturnType<typeof q.findUser>>>;

function toManaged({ user, suspendedByName }: Found): ManagedUser {
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    phone: user.phone,
    city: user.city,
    provision: {
      total: user.provisionTotal,
      blocked: user.provisionBlocked,
      available: user.provisionTotal - user.provisionBlocked,
    },
    createdAt: user.createdAt.toISOString(),
    status: user.deletedAt ? "deleted" : user.suspendedAt ? "suspended" : "active",
    suspension:
      user.suspendedAt && user.suspensionReason !== null
        ? { at: user.suspendedAt.toISOString(), reason: user.suspensionReason, byName: suspendedByName }
        : null,
  };
}

export async function listUsers(query: {
  q?: string;
  status?: "active" | "suspended";
  page: number;
  pageSize: number;
}): Promise<Paged<ManagedUser>> {
  const { rows, total } = await q.pageOfUsers(query);
  return { items: rows.map(toManaged), total, page: query.page, pageSize: query.pageSize };
}

async function mustFind(uid: string): Promise<Found> {
  const found = await q.findUser(getDb(), uid);
  if (!found) throw new AppError("not_found", userMessages.notFound);
  return found;
}

export async function getManagedUser(viewer: StaffMember, uid: string): Promise<ManagedUserDetail> {
  const found = await mustFind(uid);
  const [ledger, requests, bids, orders, sell, transport, notes, audit, identity, consents, ban] = await Promise.all([
    ledgerEntries(uid),
    listMyProvisionRequests(uid),
    myBids(uid),
    myOrders(uid),
    listMySellRequests(uid),
    listMyTransportRequests(uid),
    q.notesOf(uid),
    auditAboutUser(uid),
    identityOf(uid),
    consentsOfUser(uid),
    activeTradingBan(uid),
  ]);
  const user = toManaged(found);
  // A deleted account is only the anonymous owner of kept records: nothing to suspend or note.
  const canWrite = hasPermission(viewer, "users:write") && user.status !== "deleted";
  const ownRecord = isOwnRecord(viewer, [uid]);
  return {
    user,
    consents,
    ledger,
    identity,
    provisionRequests: requests.items,
    bids: bids.items,
    orders: orders.items,
    sellRequests: sell.items,
    transportRequests: transport.items,
    notes: notes.map((n): UserNoteView => ({
      id: n.note.id,
      body: n.note.body,
      staffName: n.staffName ?? "—",
      createdAt: n.note.createdAt.toISOString(),
    })),
    audit,
    tradingBan: ban,
    // Separation of duties: nobody suspends or reinstates their own account, nor lifts their own ban.
    actions: canWrite
      ? [
          ...(ownRecord ? [] : [user.status === "suspended" ? ("reinstate" as const) : ("suspend" as const)]),
          "note",
          ...(ban && !ownRecord ? ["lift_trading_ban" as const] : []),
        ]
      : [],
    ownRecord,
  };
}

/**
 * Suspends a user: from the commit on, the bid batch (which reads the reason with the locked
 * balance), Hemen Al and every request refuse them with the reason. Bids already leading stay valid.
 */
export async function suspendUser(staff: StaffMember, uid: string, reason: string): Promise<{ user: ManagedUser }> {
  await getDb().transaction(async (tx) => {
    const row = await q.lockUser(tx, uid);
    if (!row) throw new AppError("not_found", userMessages.notFound);
    assertNotOwnRecord(staff, "user", [uid]);
    if (row.suspendedAt) throw new AppError("conflict", userMessages.alreadySuspended);
    await q.setSuspension(tx, uid, { reason, by: staff.uid });
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "user.suspend",
      targetType: "user",
      targetId: uid,
      details: { before: { status: "active" }, after: { status: "suspended", reason } },
    });
  });
  return { user: toManaged(await mustFind(uid)) };
}

export async function reinstateUser(staff: StaffMember, uid: string, note?: string): Promise<{ user: ManagedUser }> {
  await getDb().transaction(async (tx) => {
    const row = await q.lockUser(tx, uid);
    if (!row) throw new AppError("not_found", userMessages.notFound);
    assertNotOwnRecord(staff, "user", [uid]);
    if (!row.suspendedAt) throw new AppError("conflict", userMessages.notSuspended);
    await q.setSuspension(tx, uid, null);
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "user.reinstate",
      targetType: "user",
      targetId: uid,
      details: {
        before: { status: "suspended", reason: row.suspensionReason },
        after: { status: "active", ...(note ? { note } : {}) },
      },
    });
  });
  return { user: toManaged(await mustFind(uid)) };
}

export async function addUserNote(staff: StaffMember, uid: string, body: string): Promise<{ note: UserNoteView }> {
  const note = await getDb().transaction(async (tx) => {
    // No row lock: a note changes nothing of the user (the foreign key keeps the user from vanishing).
    if (!(await q.findUser(tx, uid))) throw new AppError("not_found", userMessages.notFound);
    const inserted = await q.insertNote(tx, { uid, staffUid: staff.uid, body });
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "user.note",
      targetType: "user",
      targetId: uid,
      details: { noteId: inserted.id, after: { body } },
    });
    return inserted;
  });
  return {
    note: {
      id: note.id,
      body: note.body,
      staffName: staff.displayName || staff.email,
      createdAt: note.createdAt.toISOString(),
    },
  };
}

/** KVKK account deletion, staff notes' part (lib/server/kvkk/anonymisers.ts). */
export const deleteNotesOf = (tx: Tx, uid: string): Promise<void> => q.deleteNotesOf(tx, uid);
