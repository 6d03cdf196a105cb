import type { IncomingMessage } from "node:http";
import { hasPermission, type Permission } from "@/lib/staff/rules";
import { requireAccount } from "@/lib/server/auth";
import type { Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { API_ERRORS } from "@/lib/api/labels";
import * as q from "@/lib/server/staff/queries";
import type { StaffListItem, StaffMember } from "@/lib/staff/types";
import { isOwnRecord, staffChangeRefusal, ungrantablePermissions, type OwnRecordKind } from "@/lib/staff/rules";
import { ownRecordLabels, staffMessages } from "@/lib/staff/labels";
import { getDb } from "@/lib/server/db";
import { adminAuth } from "@/lib/server/firebaseAdmin";
import { recordAudit } from "@/lib/server/audit/record";

export type { StaffMember };

export async function findStaff(uid: string): Promise<StaffMember | null> {
  const row = await q.findStaffRow(uid);
  if (!row || !row.active) return null;
  return { uid: row.uid, email: row.email, displayName: row.displayName, isSuper: row.isSuper, roles: row.roles };
}

/**
 * Staff read hidden reserves and run the sales, so an active staff account never bids or buys
 * (shill bidding): a Turkish 403, whatever user profile the same account may also have.
 */
export async function refuseStaffTrade(uid: string, message: string): Promise<void> {
  if (await findStaff(uid)) throw new AppError("forbidden", message);
}

/**
 * Separation of duties (issue 21): nobody decides on a record they are a party to. Every staff
 * service that moves money, grants rights or edits a sale calls this on the locked row's parties,
 * inside its transaction, before changing anything: a Turkish 403 `own_record` naming why.
 */
export function assertNotOwnRecord(
  staff: { uid: string },
  kind: OwnRecordKind,
  parties: ReadonlyArray<string | null | undefined>,
): void {
  if (isOwnRecord(staff, parties)) throw new AppError("own_record", ownRecordLabels.refusal(kind));
}

/** The active staff among `uids`, read in the caller's transaction (the bid batch checks all its bidders at once). */
export async function activeStaffAmong(tx: Tx, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  return new Set(await q.activeStaffUids(tx, [...new Set(uids)]));
}

/** Staff gate: 401 without a valid token, 403 for non-staff or a staff member lacking `permission`. */
export async function requireStaff(req: IncomingMessage, permission?: Permission): Promise<StaffMember> {
  const account = await requireAccount(req);
  const member = await findStaff(account.uid);
  if (!member) throw new AppError("forbidden", API_ERRORS.notStaff);
  if (permission && !hasPermission(member, permission)) throw new AppError("forbidden", API_ERRORS.noPermission);
  return member;
}

// ---------------------------------------------------------------- Management › Personel

export type StaffRights = { isSuper: boolean; roles: string[] };

function toItem(row: q.StaffRow, viewerUid: string): StaffListItem {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    isSuper: row.isSuper,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.uid === viewerUid,
  };
}

/**
 * Every active staff member. There is no permission cache to invalidate: requireStaff reads the
 * row on every request, so a role change applies to the next request.
 */
export async function listStaff(
  viewer: StaffMember,
): Promise<{ items: StaffListItem[]; total: number; page: number; pageSize: number }> {
  const rows = await q.listActiveStaff();
  return {
    items: rows.map((r) => toItem(r, viewer.uid)),
    total: rows.length,
    page: 1,
    pageSize: Math.max(rows.length, 1),
  };
}

/**
 * The Firebase account an e-mail belongs to, as Firebase itself says (Admin SDK getUserByEmail): its
 * uid is what the staff row stores and every request is matched by, and whether the address is
 * verified. Never our users.email: that column is a copy the profile keeps, and a copy is not proof
 * of whose mailbox it is. The name comes from the marketplace profile of that uid when there is one.
 */
export async function findAccountByEmail(
  email: string,
): Promise<{ uid: string; email: string; emailVerified: boolean; displayName: string } | null> {
  let record: Awaited<ReturnType<ReturnType<typeof adminAuth>["getUserByEmail"]>>;
  try {
    record = await adminAuth().getUserByEmail(email.trim());
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/user-not-found" || code === "auth/invalid-email") return null;
    throw error;
  }
  const profile = await q.userNameByUid(record.uid);
  const displayName = profile ? `${profile.name} ${profile.lastName}`.trim() : (record.displayName ?? "");
  return { uid: record.uid, email: record.email ?? email, emailVerified: record.emailVerified, displayName };
}

/** The actor as the locked rows show them now (a concurrent change may have taken their rights). */
function lockedActor(locked: q.StaffRow[], actor: StaffMember): { uid: string; isSuper: boolean; roles: string[] } {
  const row = locked.find((r) => r.uid === actor.uid && r.active);
  if (!row || (!row.isSuper && !row.roles.includes("staff:write")))
    throw new AppError("forbidden", API_ERRORS.noPermission);
  return { uid: row.uid, isSuper: row.isSuper, roles: row.roles };
}

/** A non-super grants only what they hold themselves (judged on the locked actor row). */
function refuseUngrantable(actor: { isSuper: boolean; roles: string[] }, before: string[], next: string[]) {
  const missing = ungrantablePermissions(actor, before, next);
  if (missing.length > 0) throw new AppError("forbidden", staffMessages.notHeld(missing));
}

function refuse(reason: ReturnType<typeof staffChangeRefusal>) {
  if (reason === "self") throw new AppError("forbidden", staffMessages.self);
  if (reason === "superOnly") throw new AppError("forbidden", staffMessages.superOnly);
  if (reason === "lastSuper") throw new AppError("conflict", staffMessages.lastSuper);
}

/**
 * Makes an existing account staff (or staff again, after a removal). `actor` null: the staff:grant
 * script, run by whoever holds the database, which may also change an existing member's rights.
 */
export async function addStaff(
  actor: StaffMember | null,
  input: { email: string } & StaffRights,
): Promise<{ staff: StaffListItem }> {
  const account = await findAccountByEmail(input.email);
  if (!account) throw new AppError("not_found", staffMessages.noAccount);
  if (!account.emailVerified) throw new AppError("conflict", staffMessages.unverified);
  const saved = await getDb().transaction(async (tx) => {
    const locked = await q.lockSupersAnd(tx, actor ? [account.uid, actor.uid] : [account.uid]);
    const existing = locked.find((r) => r.uid === account.uid);
    // The staff:grant script (no actor) sets the rights of an existing staff member too.
    if (existing?.active && actor) throw new AppError("conflict", staffMessages.alreadyStaff);
    if (actor) {
      const actorNow = lockedActor(locked, actor);
      refuse(
        staffChangeRefusal({
          actor: actorNow,
          target: { uid: account.uid, isSuper: false },
          nextSuper: input.isSuper,
          superCount: locked.filter((r) => r.active && r.isSuper).length,
        }),
      );
      refuseUngrantable(actorNow, [], input.isSuper ? [] : input.roles);
    }
    const row = await q.upsertStaff(tx, {
      uid: account.uid,
      email: account.email,
      displayName: account.displayName,
      isSuper: input.isSuper,
      roles: input.isSuper ? [] : input.roles,
    });
    await recordAudit(tx, {
      staffUid: actor?.uid ?? "staff:grant",
      action: existing?.active ? "staff.roles" : "staff.add",
      targetType: "staff",
      targetId: account.uid,
      details: {
        email: account.email,
        before: existing ? { active: existing.active, isSuper: existing.isSuper, roles: existing.roles } : null,
        after: { isSuper: row.isSuper, roles: row.roles },
      },
    });
    return row;
  });
  return { staff: toItem(saved, actor?.uid ?? "") };
}

/** Changes a staff member's roles and super flag (never one's own; never the last super's). */
export async function updateStaff(
  actor: StaffMember,
  uid: string,
  input: StaffRights,
): Promise<{ staff: StaffListItem }> {
  if (actor.uid === uid) throw new AppError("forbidden", staffMessages.self);
  const saved = await getDb().transaction(async (tx) => {
    const locked = await q.lockSupersAnd(tx, [uid, actor.uid]);
    const target = locked.find((r) => r.uid === uid && r.active);
    if (!target) throw new AppError("not_found", staffMessages.notFound);
    const actorNow = lockedActor(locked, actor);
    refuse(
      staffChangeRefusal({
        actor: actorNow,
        target,
        nextSuper: input.isSuper,
        superCount: locked.filter((r) => r.active && r.isSuper).length,
      }),
    );
    const roles = input.isSuper ? [] : input.roles;
    refuseUngrantable(actorNow, target.roles, roles);
    const row = await q.setStaffRights(tx, uid, { isSuper: input.isSuper, roles });
    await recordAudit(tx, {
      staffUid: actor.uid,
      action: "staff.roles",
      targetType: "staff",
      targetId: uid,
      details: {
        email: target.email,
        before: { isSuper: target.isSuper, roles: target.roles },
        after: { isSuper: row.isSuper, roles: row.roles },
      },
    });
    return row;
  });
  return { staff: toItem(saved, actor.uid) };
}

/** Removes a staff member: the row stays (inactive, no rights) so audit rows keep their name. */
export async function removeStaff(actor: StaffMember, uid: string): Promise<void> {
  if (actor.uid === uid) throw new AppError("forbidden", staffMessages.self);
  await getDb().transaction(async (tx) => {
    const locked = await q.lockSupersAnd(tx, [uid, actor.uid]);
    const target = locked.find((r) => r.uid === uid && r.active);
    if (!target) throw new AppError("not_found", staffMessages.notFound);
    refuse(
      staffChangeRefusal({
        actor: lockedActor(locked, actor),
        target,
        nextSuper: false,
        superCount: locked.filter((r) => r.active && r.isSuper).length,
      }),
    );
    await q.setStaffRights(tx, uid, { isSuper: false, roles: [], active: false });
    await recordAudit(tx, {
      staffUid: actor.uid,
      action: "staff.remove",
      targetType: "staff",
      targetId: uid,
      details: {
        email: target.email,
        before: { isSuper: target.isSuper, roles: target.roles },
        after: { active: false },
      },
    });
  });
}
