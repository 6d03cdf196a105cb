import { z } from "zod";
import { MAX_PROVISION_REQUEST, MIN_PROVISION_REQUEST } from "./rules";

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
