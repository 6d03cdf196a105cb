import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { CONTACT_SUBJECTS, type ContactSubject } from "@/lib/contact/labels";
import { CONTACT_LIMITS, HONEYPOT_FIELD, NAME_PATTERN, normalizeTurkishPhone } from "@/lib/contact/rules";
import { CONTACT_ERRORS as M } from "@/lib/contact/labels";

export { CONTACT_LIMITS, CONTACT_SUBJECTS, HONEYPOT_FIELD, normalizeTurkishPhone, type ContactSubject };

/** Contact form rules, shared by the /iletisim form and POST /api/contact so both say the same thing. */
const subjectKeys = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

export const contactSchema = z
  .object({
    name: trimmedText(M.nameRequired, {
      min: [CONTACT_LIMITS.nameMin, M.nameMin],
      max: [CONTACT_LIMITS.nameMax, M.nameMax],
    }).regex(NAME_PATTERN, M.nameLetters),
    email: trimmedText(M.emailRequired, { min: [1, M.emailRequired], max: [CONTACT_LIMITS.emailMax, M.emailMax] })
      .pipe(z.email({ error: M.emailInvalid }))
      .transform((value) => value.toLowerCase()),
    phone: trimmedText(M.phoneType, { max: [25, M.phoneInvalid] })
      .optional()
      .nullable()
      .transform((value, ctx) => {
        if (!value) return null;
        const phone = normalizeTurkishPhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: M.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    subject: z.enum(subjectKeys, { error: M.subject }),
    message: trimmedText(M.messageRequired, {
      min: [CONTACT_LIMITS.messageMin, M.messageMin],
      max: [CONTACT_LIMITS.messageMax, M.messageMax],
    }),
    kvkkConsent: z.literal(true, { error: M.kvkk }),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .strict();

export type ContactMessageInput = z.output<typeof contactSchema>;
