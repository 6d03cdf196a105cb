/** A staff member as the server resolves a management token and GET /api/management/me answers it. */
export type StaffMember = { uid: string; email: string; displayName: string; isSuper: boolean; roles: string[] };

/** A row of GET /api/management/staff (Management › Personel). */
export type StaffListItem = StaffMember & {
  createdAt: string;
  /** The signed-in staff member's own row: no role change or removal. */
  isSelf: boolean;
};
