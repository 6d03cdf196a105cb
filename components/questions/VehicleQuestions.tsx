import { AskQuestionForm } from "@/components/questions/AskQuestionForm";
import { QUESTION_LABELS as t } from "@/lib/questions/labels";
import type { PublicQuestion, QuestionTargetKind } from "@/lib/questions/types";

type Props = { kind: QuestionTargetKind; id: number; questions: PublicQuestion[]; canAsk: boolean };

/**
 * Soru-Cevap on an auction or Hemen Al page: the answered, published questions of the vehicle (server
 * HTML, text escaped by React, never in the structured data) and the form to ask one.
 */
export function VehicleQuestions({ kind, id, questions, canAsk }: Props) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200" aria-labelledby="soru-cevap">
      <h2 id="soru-cevap" className="mb-4 text-lg font-bold">
        {t.sectionTitle}
      </h2>
      {questions.length === 0 ? (
        <p className="text-sm text-neutral-600">{t.empty}</p>
      ) : (
        <ul className="space-y-4" aria-label={t.sectionTitle}>
          {questions.map((q) => (
            <li key={q.id} className="border-b border-neutral-100 pb-4 last:border-0 last:pb-0">
              <p className="font-semibold text-neutral-900">
                <span className="sr-only">{t.questionPrefix}: </span>
                {q.question}
              </p>
              <p className="mt-0.5 text-xs text-neutral-500">{t.asked(q.askedAt)}</p>
              <div className="mt-2 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-800">
                <p className="mb-1 text-xs font-semibold text-neutral-600">{t.answeredBy[q.answeredBy]}</p>
                <p className="whitespace-pre-line">
                  <span className="sr-only">{t.answerPrefix}: </span>
                  {q.answer}
                </p>
                <p className="mt-1 text-xs text-neutral-500">{t.answered(q.answeredAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canAsk && <AskQuestionForm kind={kind} id={id} />}
    </section>
  );
}
