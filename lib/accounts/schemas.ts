import { z } from "zod";
import { PROVINCES } from "@/lib/provinces";
import { MAX_PASSWORD, MIN_PASSWORD } from "@/lib/accounts/rules";
import { CONSENT_ERRORS } from "@/lib/consents/labels";

export { MIN_PASSWORD };

/** Turkish mobile numbers: 5xx xxx xx xx, with an optional +90 / 0 prefix and any spacing. */
export function normalizeMobilePhone(input: string): string | null {
  const digits = input
    .replace(/[\s()-]/g, "")
    .replace(/^\+?90/, "")
    .replace(/^0/, "");
  return /^5\d{9}$/.test(digits) ? digits : null;
}

export const mobilePhoneSchema = z
  .string({ error: "Telefon numarası zorunludur." })
  .trim()
  .min(1, "Telefon numarası zorunludur.")
  .transform((value, ctx) => {
    const phone = normalizeMobilePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)." });
      return z.NEVER;
    }
    return phone;
  });

const personName = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(2, `${label} en az 2 karakter olmalıdır.`)
    .max(50, `${label} en fazla 50 karakter olabilir.`)
    .regex(/^[\p{L}' .-]+$/u, `${label} yalnızca harf içerebilir.`);

export const profileFields = {
  name: personName("Ad"),
  lastName: personName("Soyad"),
  phone: mobilePhoneSchema,
  city: z.enum(PROVINCES, { error: "Lütfen listeden bir il seçin." }),
};

export const profileUpdateSchema = z.object(profileFields).strict();

/** The consents sign-up records besides the two above: the transfer abroad (required) and marketing e-mail (optional). */
const signUpConsents = {
  abroadConsent: z.literal(true, { error: CONSENT_ERRORS.abroad }),
  marketingConsent: z.boolean({ error: CONSENT_ERRORS.marketing }).optional(),
};

export const profileCreateSchema = z
  .object({
    ...profileFields,
    kvkkConsent: z.literal(true, { error: "KVKK aydınlatma metnini onaylamanız gerekiyor." }),
    membershipConsent: z.literal(true, { error: "Üyelik sözleşmesini kabul etmeniz gerekiyor." }),
    ...signUpConsents,
  })
  .strict();

/** Client-side rules of the sign-in and sign-up forms, with Turkish messages per field. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, "E-posta adresi zorunludur.")
  .email("Geçerli bir e-posta adresi girin (ör. ad@ornek.com).");

/** The profile part of sign-up (same rules as the server's profileCreateSchema). */
export const profileFormSchema = z.object({
  ...profileFields,
  kvkkConsent: z.literal(true, { error: "KVKK aydınlatma metnini onaylamanız gerekiyor." }),
  membershipConsent: z.literal(true, { error: "Üyelik sözleşmesini kabul etmeniz gerekiyor." }),
  ...signUpConsents,
});

export const accountFormSchema = z
  .object({
    email: emailSchema,
    password: z
      .string()
      .min(MIN_PASSWORD, `Şifre en az ${MIN_PASSWORD} karakter olmalıdır.`)
      .max(MAX_PASSWORD, `Şifre en fazla ${MAX_PASSWORD} karakter olabilir.`),
    passwordConfirm: z.string().min(1, "Şifrenizi tekrar girin."),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "Şifreler birbiriyle eşleşmiyor.",
  });
