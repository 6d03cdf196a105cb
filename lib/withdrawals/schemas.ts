import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { checkTurkishIban } from "@/lib/withdrawals/iban";
import { MAX_WITHDRAWAL } from "@/lib/withdrawals/rules";
import { IBAN_ERRORS, WITHDRAWAL_FIELD_ERRORS } from "@/lib/withdrawals/labels";

/** POST /api/me/withdrawals. The IBAN arrives as typed (spaces, lower case) and leaves normalised. */
export const withdrawalRequestSchema = z
  .object({
    amount: z
      .number({ error: WITHDRAWAL_FIELD_ERRORS.amountRequired })
      .int(WITHDRAWAL_FIELD_ERRORS.amountWhole)
      .positive(WITHDRAWAL_FIELD_ERRORS.amountPositive)
      .max(MAX_WITHDRAWAL, WITHDRAWAL_FIELD_ERRORS.amountMax),
    iban: z
      .string({ error: IBAN_ERRORS.empty })
      .max(64, IBAN_ERRORS.length(64))
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
    reason: trimmedText(WITHDRAWAL_FIELD_ERRORS.reasonRequired, {
      min: [3, WITHDRAWAL_FIELD_ERRORS.reasonMin],
      max: [500, WITHDRAWAL_FIELD_ERRORS.reasonMax],
    }),
  })
  .strict();

export const withdrawalPaidSchema = z
  .object({
    paymentReference: trimmedText(WITHDRAWAL_FIELD_ERRORS.referenceType, {
      max: [100, WITHDRAWAL_FIELD_ERRORS.referenceMax],
    })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
