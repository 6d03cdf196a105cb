import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import type { ZodType } from "zod";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";

type Options<A, B> = {
  /** POST target. */
  url: string;
  /** The API's own rules, checked before sending so most mistakes show at once: the field messages, if any. */
  check: (body: B) => FieldErrors | Promise<FieldErrors>;
  /** The form's messages (useFormValues): shown with focus on the first, cleared once sent. */
  form: { showErrors: (fields: FieldErrors) => void; setErrors: (fields: FieldErrors) => void };
  sentText: string;
  failedText?: string;
  onSent: (answer: A) => void;
  /**
   * A refusal the form shows itself instead of a toast (Borsa'da Sat: emailUnverifiedRefusal, shown with
   * the resend button). Passed in so the public /iletisim form does not load the session code.
   */
  refusal?: (error: unknown) => string | null;
  /** The server's "verify your identity first" (PRODUCT §3.7; Borsa'da Sat: identityUnverifiedRefusal). */
  identityRefusal?: (error: unknown) => string | null;
};

/**
 * The API's zod schema as a `check`. Loaded with the first send: zod (~30 KB gzip) stays out of the
 * page's first-load JavaScript.
 */
export const zodCheck =
  (schema: () => Promise<ZodType>) =>
  async (body: Record<string, unknown>): Promise<FieldErrors> => {
    const parsed = (await schema()).safeParse(body);
    return parsed.success ? {} : zodFieldErrors(parsed.error);
  };

/** Sends a form (Borsa'da Sat, Nakliye, /iletisim): field errors from the check or the server, focus, toast, sending state. */
export function useRequestSubmit<A, B extends object = Record<string, unknown>>({
  url,
  check,
  form,
  sentText,
  failedText,
  onSent,
  refusal,
  identityRefusal,
}: Options<A, B>) {
  const [sending, setSending] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  /** The server's "verify your identity first" (PRODUCT §3.7), shown with the link to the form. */
  const [identityNeeded, setIdentityNeeded] = useState<string | null>(null);

  const send = async (body: B) => {
    const fields = await check(body);
    if (Object.keys(fields).length) {
      form.showErrors(fields);
      return;
    }
    setSending(true);
    try {
      const answer = await http.post<A>(url, body);
      form.setErrors({});
      setUnverified(null);
      setIdentityNeeded(null);
      toast.success(sentText);
      onSent(answer);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) form.showErrors(fields);
      const refused = refusal?.(error) ?? null;
      const identity = identityRefusal?.(error) ?? null;
      setUnverified(refused);
      setIdentityNeeded(identity);
      if (!refused && !identity) handleError(error, failedText);
    } finally {
      setSending(false);
    }
  };

  return { sending, send, unverified, identityNeeded };
}
