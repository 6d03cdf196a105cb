import type { IncomingMessage } from "node:http";
import { hasPermission, type Permission } from "@/lib/staff/rules";
import { requireAccount } from "../accounts/auth";
import type { Tx } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../messages";
import * as q from "./queries";
import type { StaffMember } from "@/lib/staff/types";

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

/** The active staff among `uids`, read in the caller's transaction (the bid batch checks all its bidders at once). */
export async function activeStaffAmong(tx: Tx, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  return new Set(await q.activeStaffUids(tx, [...new Set(uids)]));
}

/** Staff gate: 401 without a valid token, 403 for non-staff or a staff member lacking `permission`. */
export async function requireStaff(req: IncomingMessage, permission?: Permission): Promise<StaffMember> {
  const account = await requireAccount(req);
  const member = await findStaff(account.uid);
  if (!member) throw new AppError("forbidden", apiMessages.notStaff);
  if (permission && !hasPermission(member, permission)) throw new AppError("forbidden", apiMessages.noPermission);
  return member;
}
