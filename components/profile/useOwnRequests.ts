import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage, handleError } from "@/lib/errors";
import { http } from "@/lib/http";

export type AnswerKind = "accept" | "decline" | "withdraw";
export type AnswerText = Record<AnswerKind, { title: string; confirm: string; done: string }>;

type Options = {
  /** `/api/me/sell-requests`: GET lists them, POST `<url>/<id>/<kind>` answers one. */
  url: string;
  /** The id of a request's list item, where focus goes after an answer. */
  cardId: (id: number) => string;
  text: AnswerText;
  loadError: string;
  withdrawError: string;
  reloadKey: number;
};

/**
 * The owner's requests on /profil and their answers to our offer (accept, decline) or withdrawal:
 * the list, the request being answered in the dialog, and the confirm that sends it.
 */
export function useOwnRequests<R extends { id: number }>({ url, cardId, text, loadError, withdrawError, reloadKey }: Options) {
  const [items, setItems] = useState<R[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ kind: AnswerKind; request: R } | null>(null);
  const [busy, setBusy] = useState(false);
  // The button that opened the dialog may be gone once the request changed: focus goes to its card.
  const [focusCard, setFocusCard] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await http.get<{ items: R[] }>(url)).items);
      setError(null);
    } catch (e) {
      setError(errorMessage(e, loadError));
    }
  }, [url, loadError]);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  useEffect(() => {
    if (focusCard === null) return;
    document.getElementById(cardId(focusCard))?.focus();
    setFocusCard(null);
  }, [focusCard, cardId]);

  const confirm = async () => {
    if (!answer) return;
    setBusy(true);
    const { kind, request } = answer;
    try {
      const saved = await http.post<{ request: R }>(`${url}/${request.id}/${kind}`);
      setItems((list) => list?.map((r) => (r.id === saved.request.id ? saved.request : r)) ?? list);
      toast.success(text[kind].done);
    } catch (e) {
      handleError(e, kind === "withdraw" ? withdrawError : "Yanıtınız kaydedilemedi.");
    } finally {
      setAnswer(null);
      setBusy(false);
      setFocusCard(request.id);
      // Staff may have moved it meanwhile: show what it is now.
      await load();
    }
  };

  return { items, error, answer, setAnswer, busy, confirm };
}
