import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import Link from "@/components/ui/Link";
import { formatDateTime } from "@/lib/format";
import { QUESTION_FLAG_LABELS, QUESTION_MANAGEMENT_LABELS as t, QUESTION_STATUS_LABELS } from "@/lib/questions/labels";
import type { ManagedQuestion, QuestionFlag, StaffQuestionAction } from "@/lib/questions/types";

export type QuestionStep = { action: StaffQuestionAction; body?: { answer: string } | { reason: string } };

function Flags({ label, flags }: { label: string; flags: QuestionFlag[] }) {
  return (
    <p className="mt-1 text-xs">
      <span className="font-semibold text-neutral-700">{label}: </span>
      {flags.length === 0 ? (
        <span className="text-neutral-500">{t.noFlags}</span>
      ) : (
        flags.map((f) => (
          <span key={f} className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
            {QUESTION_FLAG_LABELS[f]}
          </span>
        ))
      )}
    </p>
  );
}

/** One question in the moderation list: its text and flags, and the buttons the server allows. */
export function QuestionCard({
  q,
  busy,
  onStep,
}: {
  q: ManagedQuestion;
  busy: boolean;
  onStep: (s: QuestionStep) => void;
}) {
  const ids = useId();
  const [answer, setAnswer] = useState("");
  const [reason, setReason] = useState("");
  const can = (a: StaffQuestionAction) => q.actions.includes(a);
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200" aria-label={`Soru ${q.id}`}>
      <p className="text-xs text-neutral-500">
        #{q.id} · {QUESTION_STATUS_LABELS[q.status]} · {formatDateTime(q.createdAt)} · {t.vehicle}:{" "}
        {q.pageLink ? <Link href={q.pageLink}>{q.vehicleTitle}</Link> : q.vehicleTitle} · {t.asker}: {q.askerEmail}
      </p>
      <p className="mt-2 font-semibold whitespace-pre-line">{q.question}</p>
      <Flags label={t.questionFlags} flags={q.questionFlags} />
      {q.answer && (
        <div className="mt-3 rounded-lg bg-neutral-50 p-3 text-sm">
          <p className="text-xs font-semibold text-neutral-600">
            {q.answeredBy === "owner" ? t.ownerAnswer : t.answerField}
          </p>
          <p className="whitespace-pre-line">{q.answer}</p>
          <Flags label={t.answerFlags} flags={q.answerFlags} />
        </div>
      )}
      {q.rejectReason && (
        <p className="mt-2 text-sm text-red-700">
          {t.rejectReason}: {q.rejectReason}
        </p>
      )}
      {can("answer") && (
        <div className="mt-3">
          <label htmlFor={`${ids}-a`} className="block text-sm font-medium">
            {t.answerField}
          </label>
          <textarea
            id={`${ids}-a`}
            rows={2}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
          />
        </div>
      )}
      {can("reject") && (
        <div className="mt-3">
          <label htmlFor={`${ids}-r`} className="block text-sm font-medium">
            {t.reasonField}
          </label>
          <input
            id={`${ids}-r`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm"
          />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {can("approve") && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onStep({ action: "approve" })}>
            {t.approve}
          </Button>
        )}
        {can("answer") && (
          <Button size="sm" disabled={busy} onClick={() => onStep({ action: "answer", body: { answer } })}>
            {t.answer}
          </Button>
        )}
        {can("publish") && (
          <Button size="sm" disabled={busy} onClick={() => onStep({ action: "publish" })}>
            {t.publish}
          </Button>
        )}
        {can("reject") && (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => onStep({ action: "reject", body: { reason } })}
          >
            {t.reject}
          </Button>
        )}
      </div>
    </article>
  );
}
