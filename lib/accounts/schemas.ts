import { z } from "zod";
import { PROVINCES } from "@/lib/provinces";
import { MAX_PASSWORD, MIN_PASSWORD } from "@/lib/accounts/rules";
import { CONSENT_ERRORS } from "@/lib/consents/labels";
import { ACCOUNT_FIELD_ERRORS } from "@/lib/accounts/labels";

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
  .string({ error: ACCOUNT_FIELD_ERRORS.phoneRequired })
  .trim()
  .min(1, ACCOUNT_FIELD_ERRORS.phoneRequired)
  .transform((value, ctx) => {
    const phone = normalizeMobilePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: ACCOUNT_FIELD_ERRORS.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

const personName = (label: string) =>
  z
    .string({ error: ACCOUNT_FIELD_ERRORS.nameRequired(label) })
    .trim()
    .min(2, ACCOUNT_FIELD_ERRORS.nameMin(label))
    .max(50, ACCOUNT_FIELD_ERRORS.nameMax(label))
    .regex(/^[\p{L}' .-]+$/u, ACCOUNT_FIELD_ERRORS.nameLetters(label));

export const profileFields = {
  name: personName(ACCOUNT_FIELD_ERRORS.firstName),
  lastName: personName(ACCOUNT_FIELD_ERRORS.lastName),
  phone: mobilePhoneSchema,
  city: z.enum(PROVINCES, { error: ACCOUNT_FIELD_ERRORS.city }),
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
    kvkkConsent: z.literal(true, { error: ACCOUNT_FIELD_ERRORS.kvkkConsent }),
    membershipConsent: z.literal(true, { error: ACCOUNT_FIELD_ERRORS.membershipConsent }),
    ...signUpConsents,
  })
  .strict();

/** Client-side rules of the sign-in and sign-up forms, with Turkish messages per field. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_FIELD_ERRORS.emailRequired)
  .email(ACCOUNT_FIELD_ERRORS.emailInvalid);

/** The profile part of sign-up (same rules as the server's profileCreateSchema). */
export const profileFormSchema = z.object({
  ...profileFields,
  kvkkConsent: z.literal(true, { error: ACCOUNT_FIELD_ERRORS.kvkkConsent }),
  membershipConsent: z.literal(true, { error: ACCOUNT_FIELD_ERRORS.membershipConsent }),
  ...signUpConsents,
});

export const accountFormSchema = z
  .object({
    email: emailSchema,
    password: z
      .string()
      .min(MIN_PASSWORD, ACCOUNT_FIELD_ERRORS.passwordMin(MIN_PASSWORD))
      .max(MAX_PASSWORD, ACCOUNT_FIELD_ERRORS.passwordMax(MAX_PASSWORD)),
    passwordConfirm: z.string().min(1, ACCOUNT_FIELD_ERRORS.passwordConfirmRequired),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: ACCOUNT_FIELD_ERRORS.passwordMismatch,
  });
