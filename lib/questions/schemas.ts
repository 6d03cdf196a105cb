import { z } from "zod";
import { trimmedText } from "@/lib/textFields";
import { QUESTION_ERRORS as M } from "@/lib/questions/labels";
import { QUESTION_LIMITS } from "@/lib/questions/rules";

/** Soru-Cevap bodies, shared by the forms (imported on submit) and the API. */
export const askQuestionSchema = z.object({
  kind: z.enum(["auction", "listing"], { error: M.kindInvalid }),
  id: z.number({ error: M.targetNotFound }).int(M.targetNotFound).positive(M.targetNotFound),
  question: trimmedText(M.questionRequired, {
    min: [1, M.questionRequired],
    max: [QUESTION_LIMITS.questionMax, M.questionMax],
  }),
});
export type AskQuestionInput = z.infer<typeof askQuestionSchema>;

export const answerQuestionSchema = z.object({
  answer: trimmedText(M.answerRequired, { min: [1, M.answerRequired], max: [QUESTION_LIMITS.answerMax, M.answerMax] }),
});

export const rejectQuestionSchema = z.object({
  reason: trimmedText(M.reasonRequired, { min: [1, M.reasonRequired], max: [QUESTION_LIMITS.reasonMax, M.reasonMax] }),
});
