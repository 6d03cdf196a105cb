import { useManagedPage, useMyItems } from "@/lib/clientData";
import { OWNER_QUESTION_LABELS, QUESTION_MANAGEMENT_LABELS } from "@/lib/questions/labels";
import type { ManagedQuestion, ManagedQuestionPage, OwnerQuestion, QuestionStatus } from "@/lib/questions/types";

/** Management › Soru-Cevap: one page of questions in a state, with every state's count. */
export function useManagedQuestions(query: { status?: QuestionStatus; page: number; pageSize: number }) {
  return useManagedPage<ManagedQuestion, ManagedQuestionPage>(
    "/api/management/questions",
    query,
    QUESTION_MANAGEMENT_LABELS.loadError,
  );
}

/** Profil › Satış taleplerim: the questions about the vehicle a listed request put on sale. */
export function useOwnerQuestions(sellRequestId: number) {
  return useMyItems<OwnerQuestion>(`/api/me/sell-requests/${sellRequestId}/questions`, OWNER_QUESTION_LABELS.loadError);
}
