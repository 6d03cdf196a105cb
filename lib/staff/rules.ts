/** Every permission a staff role can hold (DESIGN §3). Shared by the server gate and the UI. */
export const PERMISSIONS = [
  "auctions:write",
  "listings:write",
  "orders:write",
  "provision:approve",
  "sell:write",
  "transport:write",
  "blog:write",
  "messages:read",
  "users:read",
  "staff:write",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export type ManagementUser = { isSuper: boolean; roles: string[] };

/** SPEC §6: false with no management user, true for a super user, else only if roles holds it. */
export function hasPermission(staff: ManagementUser | null | undefined, permission: Permission): boolean {
  if (!staff) return false;
  if (staff.isSuper) return true;
  return staff.roles.includes(permission);
}
