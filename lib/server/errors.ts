import { API_ERRORS } from "@/lib/api/labels";
export type AppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "wrong_session"
  | "account_suspended"
  | "own_record"
  | "reauth_required"
  | "email_unverified"
  | "identity_unverified"
  | "trading_banned"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "validation"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable";

const statusByCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  // A valid sign-in of the other kind (a staff token at a user endpoint): the client must not end
  // the sessions over it (PRODUCT §4.5).
  wrong_session: 403,
  // A suspended user (Management › Kullanıcılar) is still signed in: the client shows the reason and
  // keeps the session, like wrong_session (PRODUCT §3.6).
  account_suspended: 403,
  // A staff member acting on a record they are a party to, or confirming their own first approval
  // (issue 21): refused, but the session stays (lib/httpClient.ts), like account_suspended.
  own_record: 403,
  // A valid but old sign-in for a step that needs a recent one (a withdrawal): the client asks for
  // the password, re-authenticates and repeats the call; the session stays (lib/httpClient.ts).
  reauth_required: 401,
  // Signed in, but the e-mail is not verified yet (bids, purchases, withdrawals, sell requests): the
  // client keeps the session, refreshes the token once and shows the resend button.
  email_unverified: 403,
  // Signed in, but no verified identity yet (bids, purchases, withdrawals, sell requests, PRODUCT §3.7):
  // the client keeps the session and links the verification form on /profil.
  identity_unverified: 403,
  // A non-payer (two captured deposits in 12 months, PRODUCT §7.3) may not bid or buy until a date:
  // signed in and staying so, like account_suspended; the message names the date.
  trading_banned: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  // A service we depend on gave no answer (the identity registry): nothing was stored, try later.
  unavailable: 503,
};

/** An expected failure: the API wrapper turns it into `{ error, code }` with the matching status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusByCode[code];
  }
}

export const notFound = (message: string = API_ERRORS.notFound) => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
