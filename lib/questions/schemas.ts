import { z } from "zod";
import { QUESTION_ERRORS as M } from "@/lib/questions/labels";
import { QUESTION_LIMITS } from "@/lib/questions/rules";

/** Soru-Cevap bodies, shared by the forms (imported on submit) and the API. */
export const askQuestionSchema = z.object({
  kind: z.enum(["auction", "listing"], { error: M.kindInvalid }),
  id: z.number({ error: M.targetNotFound }).int(M.targetNotFound).positive(M.targetNotFound),
  question: z
    .string({ error: M.questionRequired })
    .trim()
    .min(1, M.questionRequired)
    .max(QUESTION_LIMITS.questionMax, M.questionMax),
});
export type AskQuestionInput = z.infer<typeof askQuestionSchema>;

export const answerQuestionSchema = z.object({
  answer: z
    .string({ error: M.answerRequired })
    .trim()
    .min(1, M.answerRequired)
    .max(QUESTION_LIMITS.answerMax, M.answerMax),
});

export const rejectQuestionSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(QUESTION_LIMITS.reasonMax, M.reasonMax),
});
