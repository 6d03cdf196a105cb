/** GET /api/me/current `user` (DESIGN §3): the signed-in account and its profile, shared by the server and the session. */
export type CurrentUser = {
  uid: string;
  email: string;
  name: string;
  lastName: string;
  phone: string;
  city: string;
  hasProfile: boolean;
  provision: { total: number; blocked: number };
  /** Set while staff have suspended the account (no bids, purchases or requests); shown on /profil. */
  suspension: { reason: string; at: string } | null;
};
