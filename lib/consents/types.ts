/** Consent records (PRODUCT §3.5): which text and version a user accepted or withdrew, when. Browser-safe. */
export const CONSENT_KINDS = ["membership", "kvkk_notice", "abroad_transfer", "commercial_email"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_ACTIONS = ["accept", "withdraw"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Where the acceptance was given: the sign-up form, the renewal prompt at sign-in, the settings page, the demo seed. */
export const CONSENT_SOURCES = ["signup", "renewal", "settings", "seed"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** One row as the API answers it (the user's own list, the management user page, the KVKK export). */
export type ConsentRecord = {
  id: number;
  kind: ConsentKind;
  action: ConsentAction;
  /** The content hash of the text shown (first 16 hex digits of its SHA-256). */
  version: string;
  source: ConsentSource;
  createdAt: string;
};

/** GET /api/me/consents: the marketing switch, the required texts to accept again, and the history. */
export type MyConsents = {
  marketing: boolean;
  pending: ConsentKind[];
  records: ConsentRecord[];
};
