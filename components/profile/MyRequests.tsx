import Link from "@/components/ui/Link";
import { useEffect, type ReactNode } from "react";
import type { KeyedMutator } from "swr";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { RequestList } from "@/components/profile/RequestList";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { type AnswerKind, type AnswerText, useRequestAnswer } from "@/components/profile/useRequestAnswer";

type Props<R extends { id: number }> = {
  title: string;
  id: string;
  /** "Yeni başvuru" / "Yeni talep": where another request is made. */
  newLink: { href: string; label: string };
  /** The domain's hook (useMyItems in lib/clientData.ts). */
  list: {
    items: R[] | null;
    error: string | null;
    mutate: KeyedMutator<{ items: R[] }>;
    reload: () => Promise<void>;
  };
  /** Changes when a request was just sent from the form on the same page. */
  reloadKey: number;
  /** POST `<url>/<id>/<kind>` answers one; the dialog's texts. */
  answers: { url: string; text: AnswerText; withdrawError: string };
  loadingLabel: string;
  empty: ReactNode;
  cardId: (id: number) => string;
  itemLabel: (id: number) => string;
  /** A request's card; `answer` opens the dialog for it. */
  children: (request: R, answer: (kind: AnswerKind) => void) => ReactNode;
  /** What the dialog asks about a request. */
  question: (answer: { kind: AnswerKind; request: R }) => ReactNode;
};

/**
 * "Satış Taleplerim", "Nakliye Taleplerim": the owner's requests of one kind on /profil and beside
 * their form, each with the state and our offer to answer, and the dialog that confirms an answer.
 */
export function MyRequests<R extends { id: number }>({
  title,
  id,
  newLink,
  list,
  reloadKey,
  answers,
  loadingLabel,
  empty,
  cardId,
  itemLabel,
  children,
  question,
}: Props<R>) {
  const { items, error, mutate, reload } = list;
  useEffect(() => {
    if (reloadKey) void reload();
  }, [reloadKey, reload]);
  const { answer, setAnswer, busy, confirm } = useRequestAnswer<R>({ ...answers, mutate, cardId });

  return (
    <ProfileSection
      title={title}
      id={id}
      action={
        <Link
          href={newLink.href}
          className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:text-brand-700"
        >
          {newLink.label}
        </Link>
      }
    >
      <RequestList
        items={items}
        error={error}
        loadingLabel={loadingLabel}
        empty={empty}
        cardId={cardId}
        itemLabel={itemLabel}
      >
        {(r) => children(r, (kind) => setAnswer({ kind, request: r }))}
      </RequestList>
      <ConfirmDialog
        open={answer !== null}
        title={answer ? answers.text[answer.kind].title : ""}
        confirmLabel={answer ? answers.text[answer.kind].confirm : ""}
        variant={answer?.kind === "accept" ? "primary" : "danger"}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAnswer(null)}
      >
        {answer && question(answer)}
      </ConfirmDialog>
    </ProfileSection>
  );
}
