import { z } from "zod";
import { MAX_PROVISION_REQUEST, MIN_PROVISION_REQUEST } from "./deposits/rules";
import { PROVINCES } from "./provinces";

/** Turkish mobile numbers: 5xx xxx xx xx, with an optional +90 / 0 prefix and any spacing. */
export function normalizeMobilePhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, "").replace(/^\+?90/, "").replace(/^0/, "");
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

export const profileCreateSchema = z
  .object({
    ...profileFields,
    kvkkConsent: z.literal(true, { error: "KVKK aydınlatma metnini onaylamanız gerekiyor." }),
    membershipConsent: z.literal(true, { error: "Üyelik sözleşmesini kabul etmeniz gerekiyor." }),
  })
  .strict();

export { MAX_PROVISION_REQUEST, MIN_PROVISION_REQUEST };

/** Staff approving a provision request enter what actually reached the account: the amount credited. */
export const provisionApprovalSchema = z
  .object({
    receivedAmount: z
      .number({ error: "Hesaba ulaşan tutarı girin." })
      .int("Hesaba ulaşan tutar tam lira olmalıdır; kuruş girilemez.")
      .min(MIN_PROVISION_REQUEST, "Hesaba ulaşan tutar en az 1.000 TL olmalıdır.")
      .max(MAX_PROVISION_REQUEST, "Hesaba ulaşan tutar en fazla 10.000.000 TL olabilir."),
  })
  .strict();

export const provisionRequestSchema = z
  .object({
    amount: z
      .number({ error: "Tutar bir sayı olmalıdır." })
      .int("Tutar tam lira olmalıdır.")
      .min(MIN_PROVISION_REQUEST, "En az 1.000 TL provizyon ekleyebilirsiniz.")
      .max(MAX_PROVISION_REQUEST, "Tek seferde en fazla 10.000.000 TL provizyon ekleyebilirsiniz."),
  })
  .strict();
