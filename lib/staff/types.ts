/** A staff member as the server resolves a management token and GET /api/management/me answers it. */
export type StaffMember = { uid: string; email: string; displayName: string; isSuper: boolean; roles: string[] };
