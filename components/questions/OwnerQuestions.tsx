import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { http } from "@/lib/http";
import { useOwnerQuestions } from "@/lib/questions/client";
import { OWNER_QUESTION_LABELS as t, QUESTION_STATUS_LABELS } from "@/lib/questions/labels";
import type { OwnerQuestion } from "@/lib/questions/types";

function OwnerAnswer({ q, onAnswered }: { q: OwnerQuestion; onAnswered: () => Promise<void> }) {
  const id = useId();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await http.post(`/api/me/questions/${q.id}/answer`, { answer });
      await onAnswered();
    } catch (failure) {
      setError(errorMessage(failure, t.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t.answerField}
      </label>
      <textarea
        id={id}
        rows={2}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
        {t.hint}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      <Button size="sm" className="mt-2" loading={busy} onClick={() => void send()}>
        {t.submit}
      </Button>
    </div>
  );
}

/** The questions buyers asked about the owner's consigned vehicle; the owner answers those the server allows. */
export function OwnerQuestions({ sellRequestId }: { sellRequestId: number }) {
  const { items, error, reload } = useOwnerQuestions(sellRequestId);
  if (error) return <p className="mt-3 text-sm text-red-600 sm:ml-[92px]">{error}</p>;
  if (!items) return null;
  return (
    <section className="mt-3 rounded-lg bg-neutral-50 p-3 sm:ml-[92px]" aria-label={t.title}>
      <h3 className="text-sm font-bold">{t.title}</h3>
      {items.length === 0 && <p className="mt-1 text-sm text-neutral-600">{t.empty}</p>}
      <ul className="mt-2 space-y-3">
        {items.map((q) => (
          <li key={q.id} className="text-sm">
            <p className="font-semibold whitespace-pre-line">{q.question}</p>
            <p className="text-xs text-neutral-500">
              {formatDateTime(q.askedAt)} · {QUESTION_STATUS_LABELS[q.status]}
            </p>
            {q.answer && <p className="mt-1 whitespace-pre-line text-neutral-800">{q.answer}</p>}
            {q.actions.includes("answer") && <OwnerAnswer q={q} onAnswered={reload} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
