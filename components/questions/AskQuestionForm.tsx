import { useId } from "react";
import { Button } from "@/components/ui/Button";
import { useAskQuestion } from "@/components/questions/useAskQuestion";
import { QUESTION_LABELS as t } from "@/lib/questions/labels";
import { QUESTION_LIMITS } from "@/lib/questions/rules";
import type { QuestionTargetKind } from "@/lib/questions/types";

/** "Satıcıya soru sorun": a visitor is sent to sign in by the API's 401; the server checks everything else. */
export function AskQuestionForm({ kind, id }: { kind: QuestionTargetKind; id: number }) {
  const fieldId = useId();
  const { text, setText, error, sent, busy, submit } = useAskQuestion(kind, id);
  return (
    <form className="mt-6 border-t border-neutral-200 pt-5" onSubmit={submit} noValidate>
      <h3 className="text-base font-bold">{t.askTitle}</h3>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-neutral-600">
        {t.askHint}
      </p>
      <label htmlFor={fieldId} className="mt-3 mb-1.5 block text-sm font-medium text-neutral-800">
        {t.questionField}
      </label>
      <textarea
        id={fieldId}
        name="question"
        rows={3}
        maxLength={QUESTION_LIMITS.questionMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
        className="block w-full rounded-lg border border-neutral-300 bg-white px-3.5 py-2.5 text-neutral-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
      />
      <p className="mt-1 text-right text-xs text-neutral-500">
        {text.length}/{QUESTION_LIMITS.questionMax}
      </p>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className="mt-1 text-sm text-green-700">
          {t.sent}
        </p>
      )}
      <Button type="submit" className="mt-3" loading={busy}>
        {t.submit}
      </Button>
    </form>
  );
}
