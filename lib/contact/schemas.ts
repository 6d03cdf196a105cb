import { z } from "zod";
import { CONTACT_SUBJECTS, type ContactSubject } from "./labels";

/** Contact form rules, shared by the /iletisim form and POST /api/contact so both say the same thing. */
const subjectKeys = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

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
  const digits = input.replace(/[\s().-]/g, "").replace(/^\+?90(?=\d{10}$)/, "").replace(/^0(?=\d{10}$)/, "");
  return /^(?:[2-5]\d{2}|850)\d{7}$/.test(digits) ? digits : null;
}

/** The honeypot: a field real visitors never see; anything in it marks the sender as a bot. */
export const HONEYPOT_FIELD = "website";

export const contactSchema = z
  .object({
    name: z
      .string({ error: "Adınızı ve soyadınızı yazın." })
      .trim()
      .min(CONTACT_LIMITS.nameMin, "Adınız en az 2 karakter olmalıdır.")
      .max(CONTACT_LIMITS.nameMax, "Adınız en fazla 100 karakter olabilir.")
      .regex(/^[\p{L}' .-]+$/u, "Adınız yalnızca harf içerebilir."),
    email: z
      .string({ error: "E-posta adresinizi yazın." })
      .trim()
      .min(1, "E-posta adresinizi yazın.")
      .max(CONTACT_LIMITS.emailMax, "E-posta adresi çok uzun.")
      .pipe(z.email({ error: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com)." }))
      .transform((value) => value.toLowerCase()),
    phone: z
      .string({ error: "Telefon numarası metin olmalıdır." })
      .trim()
      .max(25, "Geçerli bir telefon numarası girin (ör. 0532 123 45 67).")
      .optional()
      .nullable()
      .transform((value, ctx) => {
        if (!value) return null;
        const phone = normalizeTurkishPhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: "Geçerli bir telefon numarası girin (ör. 0532 123 45 67)." });
          return z.NEVER;
        }
        return phone;
      }),
    subject: z.enum(subjectKeys, { error: "Lütfen listeden bir konu seçin." }),
    message: z
      .string({ error: "Mesajınızı yazın." })
      .trim()
      .min(CONTACT_LIMITS.messageMin, "Mesajınız en az 10 karakter olmalıdır.")
      .max(CONTACT_LIMITS.messageMax, "Mesajınız en fazla 2000 karakter olabilir."),
    kvkkConsent: z.literal(true, { error: "Devam etmek için KVKK aydınlatma metnini onaylayın." }),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
