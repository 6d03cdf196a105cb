import { useRouter } from "next/router";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { QuestionCard, type QuestionStep } from "@/components/management/questions/QuestionCard";
import { Seo } from "@/components/Seo";
import Link from "@/components/ui/Link";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { useManagedQuestions } from "@/lib/questions/client";
import { QUESTION_MANAGEMENT_LABELS as t, QUESTION_STATUS_LABELS } from "@/lib/questions/labels";
import type { QuestionStatus } from "@/lib/questions/types";
import type { PageWithLayout } from "@/pages/_app";

const STATES: QuestionStatus[] = ["pending", "answer_pending", "approved", "published", "rejected"];
const isState = (value: unknown): value is QuestionStatus => STATES.includes(value as QuestionStatus);

/** Management › Soru-Cevap: the moderation queue, oldest first; the state tab lives in the URL (`durum`). */
const QuestionsPage: PageWithLayout = () => {
  const router = useRouter();
  const status = isState(router.query.durum) ? router.query.durum : "pending";
  const { data, loading, load } = useManagedQuestions({ status, page: 1, pageSize: 50 });
  const [busyId, setBusyId] = useState<number | null>(null);

  const step = async (id: number, { action, body }: QuestionStep) => {
    setBusyId(id);
    try {
      await http.post(`/api/management/questions/${id}/${action}`, body);
      toast.success(t.done);
      await load();
    } catch (error) {
      handleError(error, t.failed);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <Seo title={t.title} description={t.description} noindex />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-neutral-600">{t.description}</p>
      <nav aria-label={t.filterLabel} className="mt-4 flex flex-wrap gap-2">
        {STATES.map((s) => (
          <Link
            key={s}
            href={`/management/sorular?durum=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${s === status ? "bg-brand-700 text-white" : "bg-white text-neutral-800 ring-1 ring-neutral-300"}`}
          >
            {QUESTION_STATUS_LABELS[s]} ({data?.counts[s] ?? "…"})
          </Link>
        ))}
      </nav>
      <div className="mt-4 space-y-3" aria-busy={loading}>
        {data && data.items.length === 0 && <p className="text-neutral-600">{t.empty}</p>}
        {data?.items.map((q) => (
          <QuestionCard key={q.id} q={q} busy={busyId === q.id} onStep={(s) => void step(q.id, s)} />
        ))}
      </div>
    </>
  );
};

QuestionsPage.getLayout = (page) => <ManagementLayout permission="questions:write">{page}</ManagementLayout>;

export default QuestionsPage;
