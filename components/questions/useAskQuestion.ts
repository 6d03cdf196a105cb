import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { QUESTION_ERRORS, QUESTION_LABELS } from "@/lib/questions/labels";
import { QUESTION_LIMITS } from "@/lib/questions/rules";
import type { QuestionTargetKind } from "@/lib/questions/types";

/** The ask form's state and submit: length checked here for a quick answer, everything else by the server. */
export function useAskQuestion(kind: QuestionTargetKind, id: number) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const question = text.trim();
    setSent(false);
    if (!question) return setError(QUESTION_ERRORS.questionRequired);
    if (question.length > QUESTION_LIMITS.questionMax) return setError(QUESTION_ERRORS.questionMax);
    setBusy(true);
    setError(null);
    try {
      await http.post("/api/questions", { kind, id, question });
      setText("");
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, QUESTION_LABELS.failed));
    } finally {
      setBusy(false);
    }
  };

  return { text, setText, error, sent, busy, submit };
}
