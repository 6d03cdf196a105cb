import type { ConsentKind } from "@/lib/consents/types";

/** What only an account with a verified e-mail may do (the list and the rule: rules.ts VERIFIED_EMAIL_ACTIONS). */
export type VerifiedEmailAction = "bid" | "buy" | "withdrawal" | "sell";

/** An account's own profile fields, as the account itself and staff see them. */
export type AccountProfile = {
  uid: string;
  email: string;
  name: string;
  lastName: string;
  phone: string;
  city: string;
};

/** GET /api/me/current `user` (PRODUCT §3.5): the signed-in account and its profile, shared by the server and the session. */
export type CurrentUser = AccountProfile & {
  hasProfile: boolean;
  provision: { total: number; blocked: number };
  /** The ID token's `email_verified`: bids, purchases, withdrawals and sell requests need it (/profil shows a banner). */
  emailVerified: boolean;
  /** Set while staff have suspended the account (no bids, purchases or requests); shown on /profil. */
  suspension: { reason: string; at: string } | null;
  /** Required texts changed since the user accepted them: a blocking prompt asks for them again (ConsentGate). */
  pendingConsents: ConsentKind[];
};
