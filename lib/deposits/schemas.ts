import { z } from "zod";
import { checkTurkishIban, ibanMessages } from "@/lib/deposits/iban";
import { MAX_PROVISION_REQUEST, MAX_WITHDRAWAL, MIN_PROVISION_REQUEST } from "@/lib/deposits/rules";

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

/** POST /api/me/withdrawals. The IBAN arrives as typed (spaces, lower case) and leaves normalised. */
export const withdrawalRequestSchema = z
  .object({
    amount: z
      .number({ error: "Çekmek istediğiniz tutarı girin." })
      .int("Tutar tam lira olmalıdır; kuruş girilemez.")
      .positive("Tutar sıfırdan büyük olmalıdır.")
      .max(MAX_WITHDRAWAL, "Tek seferde en fazla 10.000.000 TL çekebilirsiniz."),
    iban: z
      .string({ error: ibanMessages.empty })
      .max(64, ibanMessages.length(64))
      .transform((value, ctx) => {
        const checked = checkTurkishIban(value);
        if (!checked.ok) {
          ctx.addIssue({ code: "custom", message: checked.message });
          return z.NEVER;
        }
        return checked.iban;
      }),
  })
  .strict();

export const withdrawalRejectSchema = z
  .object({
    reason: z
      .string({ error: "Ret gerekçesi zorunludur." })
      .trim()
      .min(3, "Ret gerekçesi en az 3 karakter olmalıdır.")
      .max(500, "Ret gerekçesi en fazla 500 karakter olabilir."),
  })
  .strict();

export const withdrawalPaidSchema = z
  .object({
    paymentReference: z
      .string({ error: "Dekont numarası metin olmalıdır." })
      .trim()
      .max(100, "Dekont numarası en fazla 100 karakter olabilir.")
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
