import { useState } from "react";
import { emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { identityUnverifiedRefusal } from "@/components/identity/IdentityRequiredNotice";

/**
 * The server's "verify your e-mail first" and "verify your identity first" (PRODUCT §3.7) answers to a
 * bid, purchase or withdrawal, which the session may not know yet: kept to show with the resend button
 * and the link to the identity form instead of a toast.
 */
export function useAccountRefusals() {
  const [unverified, setUnverified] = useState<string | null>(null);
  const [identityNeeded, setIdentityNeeded] = useState<string | null>(null);

  /** Keeps a failed request's refusal; false when the error is another one, for the caller to show. */
  const noteRefusal = (error: unknown): boolean => {
    const email = emailUnverifiedRefusal(error);
    const identity = identityUnverifiedRefusal(error);
    setUnverified(email);
    setIdentityNeeded(identity);
    return Boolean(email || identity);
  };
  const clearRefusals = () => {
    setUnverified(null);
    setIdentityNeeded(null);
  };

  return { unverified, identityNeeded, noteRefusal, clearRefusals };
}
