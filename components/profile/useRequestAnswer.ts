import { useEffect, useState } from "react";
import { toast } from "@/lib/browser/toast";
import type { KeyedMutator } from "swr";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

export type AnswerKind = "accept" | "decline" | "withdraw";
export type AnswerText = Record<AnswerKind, { title: string; confirm: string; done: string }>;

type Options<R> = {
  /** `/api/me/sell-requests`: POST `<url>/<id>/<kind>` answers one. */
  url: string;
  /** The list's SWR mutate (lib/<domain>/client.ts): the saved request goes on screen, then the list is read again. */
  mutate: KeyedMutator<{ items: R[] }>;
  /** The id of a request's list item, where focus goes after an answer. */
  cardId: (id: number) => string;
  text: AnswerText;
  withdrawError: string;
};

/**
 * The owner's answer to our offer (accept, decline) or withdrawal of one of their requests on /profil:
 * the request being answered in the dialog, and the confirm that sends it.
 */
export function useRequestAnswer<R extends { id: number }>({ url, mutate, cardId, text, withdrawError }: Options<R>) {
  const [answer, setAnswer] = useState<{ kind: AnswerKind; request: R } | null>(null);
  const [busy, setBusy] = useState(false);
  // The button that opened the dialog may be gone once the request changed: focus goes to its card.
  const [focusCard, setFocusCard] = useState<number | null>(null);

  useEffect(() => {
    if (focusCard === null) return;
    document.getElementById(cardId(focusCard))?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- focus needs the re-rendered card in the DOM, so it runs after commit; the request to focus is then spent
    setFocusCard(null);
  }, [focusCard, cardId]);

  const confirm = async () => {
    if (!answer) return;
    setBusy(true);
    const { kind, request } = answer;
    try {
      const saved = await http.post<{ request: R }>(`${url}/${request.id}/${kind}`);
      // SWR drops any read of the list that started before this change, so an older list cannot come back.
      void mutate((list) => list && { items: list.items.map((r) => (r.id === saved.request.id ? saved.request : r)) }, {
        revalidate: false,
      });
      toast.success(text[kind].done);
    } catch (e) {
      handleError(e, kind === "withdraw" ? withdrawError : "Yanıtınız kaydedilemedi.");
    } finally {
      setAnswer(null);
      setBusy(false);
      setFocusCard(request.id);
      // Staff may have moved it meanwhile: show what it is now.
      await mutate();
    }
  };

  return { answer, setAnswer, busy, confirm };
}
