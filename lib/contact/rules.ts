/** The contact form's limits and checks, without zod: the /iletisim page imports these, the schema adds zod. */
import { CONTACT_SUBJECTS, type ContactSubject } from "@/lib/contact/labels";
import { CONTACT_ERRORS } from "@/lib/contact/labels";

export { CONTACT_SUBJECTS, type ContactSubject };

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

/**
 * Turkish phone numbers: mobiles (5xx), landlines (2xx–4xx) and 850 service numbers, written with
 * or without +90 / 0 and any spacing. Returns the ten digits, or null.
 */
export function normalizeTurkishPhone(input: string): string | null {
  const digits = input
    .replace(/[\s().-]/g, "")
    .replace(/^\+?90(?=\d{10}$)/, "")
    .replace(/^0(?=\d{10}$)/, "");
  return /^(?:[2-5]\d{2}|850)\d{7}$/.test(digits) ? digits : null;
}

/** The honeypot: a field real visitors never see; anything in it marks the sender as a bot. */
export const HONEYPOT_FIELD = "website";

export const NAME_PATTERN = /^[\p{L}' .-]+$/u;
/** zod's z.email() pattern (zod/v4/core regexes.email), so the page and the API accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type ContactFormValues = {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  kvkkConsent: boolean;
};

/**
 * The contact schema's checks without zod, for the /iletisim page (zod is ~30 KB gzip, too much for
 * one form): the first message per field, exactly what zodFieldErrors(contactSchema) gives. The API
 * still parses with contactSchema; tests/unit/contactRules.test.ts keeps the two in step.
 */
export function checkContact(values: ContactFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const m = CONTACT_ERRORS;
  const name = values.name.trim();
  if (name.length < CONTACT_LIMITS.nameMin) errors.name = m.nameMin;
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = m.nameMax;
  else if (!NAME_PATTERN.test(name)) errors.name = m.nameLetters;
  const email = values.email.trim();
  if (email.length < 1) errors.email = m.emailRequired;
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = m.emailMax;
  else if (!EMAIL_PATTERN.test(email)) errors.email = m.emailInvalid;
  const phone = values.phone?.trim();
  if (phone && (phone.length > 25 || !normalizeTurkishPhone(phone))) errors.phone = m.phoneInvalid;
  if (!Object.hasOwn(CONTACT_SUBJECTS, values.subject)) errors.subject = m.subject;
  const message = values.message.trim();
  if (message.length < CONTACT_LIMITS.messageMin) errors.message = m.messageMin;
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = m.messageMax;
  if (values.kvkkConsent !== true) errors.kvkkConsent = m.kvkk;
  return errors;
}
