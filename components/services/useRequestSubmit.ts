import { useState } from "react";
import toast from "react-hot-toast";
import type { ZodType } from "zod";
import { emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { identityUnverifiedRefusal } from "@/components/identity/IdentityRequiredNotice";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

type Options<R> = {
  /** POST target; it answers `{ request }`. */
  url: string;
  /**
   * The API's own rules, checked before sending so most mistakes show at once. Loaded with the
   * first send: zod (~30 KB gzip) stays out of the page's first-load JavaScript.
   */
  schema: () => Promise<ZodType>;
  /** Moves focus to the first field with an error. */
  focus: (fields: FieldErrors) => void;
  sentText: string;
  failedText: string;
  onSent: (request: R) => void;
};

/** Sends a service request form (Borsa'da Sat, Nakliye): field errors from zod or the server, focus, toast, sending state. */
export function useRequestSubmit<R>({ url, schema, focus, sentText, failedText, onSent }: Options<R>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  /** The server's "verify your e-mail first" (sell requests): the form shows it with the resend button. */
  const [unverified, setUnverified] = useState<string | null>(null);
  /** The server's "verify your identity first" (PRODUCT §3.7), shown with the link to the form. */
  const [identityNeeded, setIdentityNeeded] = useState<string | null>(null);

  const send = async (body: Record<string, unknown>) => {
    const parsed = (await schema()).safeParse(body);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      focus(fields);
      return;
    }
    setSending(true);
    try {
      const { request } = await http.post<{ request: R }>(url, body);
      setErrors({});
      setUnverified(null);
      setIdentityNeeded(null);
      toast.success(sentText);
      onSent(request);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focus(fields);
      }
      const refusal = emailUnverifiedRefusal(error);
      const identity = identityUnverifiedRefusal(error);
      setUnverified(refusal);
      setIdentityNeeded(identity);
      if (!refusal && !identity) handleError(error, failedText);
    } finally {
      setSending(false);
    }
  };

  return { errors, setErrors, sending, send, unverified, identityNeeded };
}
