/** Every permission a staff role can hold (PRODUCT §4.2). Shared by the server gate and the UI. */
export const PERMISSIONS = [
  "auctions:write",
  "listings:write",
  "orders:write",
  "provision:approve",
  "sell:write",
  "transport:write",
  "blog:write",
  "messages:read",
  "questions:write",
  "users:read",
  "users:write",
  "staff:write",
  "audit:read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export type ManagementUser = { isSuper: boolean; roles: string[] };

/** PRODUCT §4.1: false with no management user, true for a super user, else only if roles holds it. */
export function hasPermission(staff: ManagementUser | null | undefined, permission: Permission): boolean {
  if (!staff) return false;
  if (staff.isSuper) return true;
  return staff.roles.includes(permission);
}

/** What one staff change would do, judged against the locked rows (lib/server/staff/service.ts). */
export type StaffChange = {
  actor: { uid: string; isSuper: boolean };
  target: { uid: string; isSuper: boolean };
  /** The target's super flag after the change (false for a removal). */
  nextSuper: boolean;
  /** Active super staff members, the target included, counted under the lock. */
  superCount: number;
};

/**
 * Why a change to a staff member is refused, or null. Nobody changes their own roles or removes
 * themselves (no self-escalation, no locking oneself out); only a super touches super rights or a
 * super's row; the last super is never demoted or removed (someone must be able to manage staff).
 */
export function staffChangeRefusal(change: StaffChange): "self" | "superOnly" | "lastSuper" | null {
  if (change.actor.uid === change.target.uid) return "self";
  if ((change.target.isSuper || change.nextSuper) && !change.actor.isSuper) return "superOnly";
  if (change.target.isSuper && !change.nextSuper && change.superCount <= 1) return "lastSuper";
  return null;
}

/**
 * The records a staff member may not decide on because they are a party to them (separation of
 * duties, issue 21): their own provision request or withdrawal, an order they bought, their own
 * account's suspension, a sell or transport request they filed, a vehicle, auction or listing they
 * bid on, bought or sell.
 */
export type OwnRecordKind =
  | "provision_request"
  | "withdrawal"
  | "order"
  | "user"
  | "sell_request"
  | "transport_request"
  | "vehicle"
  | "auction"
  | "listing";

/**
 * True when the acting staff member is one of the record's parties. Staff uid, Firebase uid and
 * users.uid are the same value, so one comparison covers a staff member's own marketplace account.
 */
export function isOwnRecord(staff: { uid: string }, parties: ReadonlyArray<string | null | undefined>): boolean {
  return parties.some((uid) => uid != null && uid === staff.uid);
}

/**
 * The permissions a change would newly give that its actor does not hold: a non-super `staff:write`
 * holder may hand out only rights they have themselves (no escalation through a colleague). Rights the
 * target keeps from before, and rights taken away, are not grants. Empty for a super.
 */
export function ungrantablePermissions(
  actor: ManagementUser,
  before: readonly string[],
  next: readonly string[],
): Permission[] {
  if (actor.isSuper) return [];
  const granted = next.filter((p) => !before.includes(p) && !actor.roles.includes(p));
  return PERMISSIONS.filter((p) => granted.includes(p));
}

/** Whether `actor` may tick `permission` for a member who holds `before` (the Personel checkboxes). */
export function mayGrant(actor: ManagementUser, permission: Permission, before: readonly string[] = []): boolean {
  return ungrantablePermissions(actor, before, [permission]).length === 0;
}
