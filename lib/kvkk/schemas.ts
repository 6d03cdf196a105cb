/** zod for the KVKK request bodies (Turkish messages; the checks themselves are in rules/labels). */
import { z } from "zod";
import { KVKK_ERRORS } from "@/lib/kvkk/labels";
import { isDeletionPhrase } from "@/lib/kvkk/rules";

/** "Hesabımı sil": the typed phrase (case and surrounding spaces forgiven, Turkish capitals). */
export const deletionRequestSchema = z
  .object({
    phrase: z
      .string({ error: KVKK_ERRORS.phrase })
      .max(100, KVKK_ERRORS.phrase)
      .refine(isDeletionPhrase, KVKK_ERRORS.phrase),
  })
  .strict();

/** A signed link's token (the e-mailed deletion confirmation or export download). */
export const linkToken = z
  .string({ error: KVKK_ERRORS.linkMissing })
  .min(1, KVKK_ERRORS.linkMissing)
  .max(400, KVKK_ERRORS.linkInvalid);
