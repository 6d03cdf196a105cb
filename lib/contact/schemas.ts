import { z } from "zod";
import { CONTACT_SUBJECTS, type ContactSubject } from "@/lib/contact/labels";
import { CONTACT_LIMITS, HONEYPOT_FIELD, NAME_PATTERN, normalizeTurkishPhone } from "@/lib/contact/rules";
import { CONTACT_ERRORS as M } from "@/lib/contact/labels";

export { CONTACT_LIMITS, CONTACT_SUBJECTS, HONEYPOT_FIELD, normalizeTurkishPhone, type ContactSubject };

/** Contact form rules, shared by the /iletisim form and POST /api/contact so both say the same thing. */
const subjectKeys = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

export const contactSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(CONTACT_LIMITS.nameMin, M.nameMin)
      .max(CONTACT_LIMITS.nameMax, M.nameMax)
      .regex(NAME_PATTERN, M.nameLetters),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(CONTACT_LIMITS.emailMax, M.emailMax)
      .pipe(z.email({ error: M.emailInvalid }))
      .transform((value) => value.toLowerCase()),
    phone: z
      .string({ error: M.phoneType })
      .trim()
      .max(25, M.phoneInvalid)
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
    message: z
      .string({ error: M.messageRequired })
      .trim()
      .min(CONTACT_LIMITS.messageMin, M.messageMin)
      .max(CONTACT_LIMITS.messageMax, M.messageMax),
    kvkkConsent: z.literal(true, { error: M.kvkk }),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .strict();

export type ContactMessageInput = z.output<typeof contactSchema>;
