import { z } from "zod";
import { MAX_PROVISION_REQUEST, MIN_PROVISION_REQUEST } from "@/lib/deposits/rules";
import { DEPOSIT_FIELD_ERRORS } from "@/lib/deposits/labels";

/** Staff approving a provision request enter what actually reached the account: the amount credited. */
export const provisionApprovalSchema = z
  .object({
    receivedAmount: z
      .number({ error: DEPOSIT_FIELD_ERRORS.receivedRequired })
      .int(DEPOSIT_FIELD_ERRORS.receivedWhole)
      .min(MIN_PROVISION_REQUEST, DEPOSIT_FIELD_ERRORS.receivedMin)
      .max(MAX_PROVISION_REQUEST, DEPOSIT_FIELD_ERRORS.receivedMax),
  })
  .strict();

export const provisionRequestSchema = z
  .object({
    amount: z
      .number({ error: DEPOSIT_FIELD_ERRORS.amountType })
      .int(DEPOSIT_FIELD_ERRORS.amountWhole)
      .min(MIN_PROVISION_REQUEST, DEPOSIT_FIELD_ERRORS.amountMin)
      .max(MAX_PROVISION_REQUEST, DEPOSIT_FIELD_ERRORS.amountMax),
  })
  .strict();
