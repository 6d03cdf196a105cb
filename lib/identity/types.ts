/** Identity verification (Kimlik doğrulama) views, answered by lib/server/identity/service.ts. */

/** T.C. Kimlik No of a citizen, or the foreigner's identity number (YKN, begins with 99). */
export type IdentityKind = "tckn" | "ykn";

/** What a verify form sends (after parsing): the birth day and month only for a YKN. */
export type IdentityInput = {
  number: string;
  firstName: string;
  lastName: string;
  birthYear: number;
  birthMonth?: number;
  birthDay?: number;
};

/** The account's verified identity as its owner and staff see it: never the whole number. */
export type IdentityView = {
  kind: IdentityKind;
  /** `12*******34` */
  masked: string;
  firstName: string;
  lastName: string;
  verifiedAt: string;
};

/** GET /api/me/identity, and the answer of a successful POST. */
export type IdentityStatus = { identity: IdentityView | null };

/** The actions that need a verified identity (PRODUCT §3.7): browsing, following and provision stay open. */
export type IdentityGatedAction = "bid" | "buy" | "withdrawal" | "sell" | "ask";
