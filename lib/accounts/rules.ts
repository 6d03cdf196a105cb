import type { FieldErrors } from "@/lib/formErrors";
import type { VerifiedEmailAction } from "@/lib/accounts/types";
import { ACCOUNT_FIELD_ERRORS } from "@/lib/accounts/labels";

// Kept free of zod on purpose: the sign-in screens stay ~35 KB (gzip) lighter without it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;

/** The e-mail field's message, or undefined when it may be sent. */
export function emailError(email: string): string | undefined {
  if (!email) return ACCOUNT_FIELD_ERRORS.emailRequired;
  if (!EMAIL.test(email)) return ACCOUNT_FIELD_ERRORS.emailInvalid;
  return undefined;
}

/** Field messages for the sign-in forms (user and staff); empty when the input may be sent. */
export function validateSignIn(input: { email: string; password: string }): { errors: FieldErrors; email: string } {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  const emailMessage = emailError(email);
  if (emailMessage) errors.email = emailMessage;
  if (!input.password) errors.password = ACCOUNT_FIELD_ERRORS.passwordRequired;
  return { errors, email };
}

/** A new password and its repetition (reset and change screens; same rules as sign-up). */
export function validateNewPassword(input: { password: string; passwordConfirm: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.password.length < MIN_PASSWORD) errors.password = ACCOUNT_FIELD_ERRORS.passwordMin(MIN_PASSWORD);
  else if (input.password.length > MAX_PASSWORD) errors.password = ACCOUNT_FIELD_ERRORS.passwordMax(MAX_PASSWORD);
  if (!input.passwordConfirm) errors.passwordConfirm = ACCOUNT_FIELD_ERRORS.passwordConfirmRequired;
  else if (!errors.password && input.password !== input.passwordConfirm)
    errors.passwordConfirm = ACCOUNT_FIELD_ERRORS.passwordMismatch;
  return errors;
}

/**
 * What only an account with a verified e-mail may do (PRODUCT §3.5): the actions that move
 * money or bind the user to a sale. Browsing, following and provision requests are open to every
 * registered user, so a new member can get ready while the verification mail is on its way.
 */
export const VERIFIED_EMAIL_ACTIONS: readonly VerifiedEmailAction[] = ["bid", "buy", "withdrawal", "sell"];

/** The answer code of the 403 for an unverified e-mail; the browser keeps the session on it. */
export const EMAIL_UNVERIFIED = "email_unverified";

/** True when `account` may not do `action` yet (only the verified e-mail is judged here). */
export function needsEmailVerification(account: { emailVerified: boolean }, action: VerifiedEmailAction): boolean {
  return VERIFIED_EMAIL_ACTIONS.includes(action) && !account.emailVerified;
}

/** The Firebase codes of a wrong re-entered password (they differ between SDK versions and the emulator). */
const WRONG_PASSWORD_CODES = new Set([
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
  "auth/wrong-password",
  "auth/user-mismatch",
  "auth/user-not-found",
]);

/** True when Firebase refused the current password a user re-entered to confirm a change. */
export function isWrongPassword(error: unknown): boolean {
  return WRONG_PASSWORD_CODES.has((error as { code?: string } | null)?.code ?? "");
}
