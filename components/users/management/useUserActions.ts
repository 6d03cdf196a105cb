import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";

type Kind = "suspend" | "reinstate";

/**
 * Suspend / reinstate (with its reason or note) and staff notes on the user page. The server checks
 * everything again; a refused request shows its Turkish message beside the field.
 */
export function useUserActions(uid: string, reload: () => Promise<void>) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/management/users/${encodeURIComponent(uid)}`;

  const open = (kind: Kind) => {
    setDialog(kind);
    setText("");
    setError(null);
  };

  const confirm = async () => {
    if (!dialog) return;
    if (dialog === "suspend" && text.trim().length < 5) {
      setError("Askıya alma nedenini yazın (en az 5 karakter).");
      return;
    }
    setBusy(true);
    try {
      if (dialog === "suspend") await http.put(`${base}/suspension`, { reason: text.trim() });
      else await http.delete(`${base}/suspension`, { data: text.trim() ? { note: text.trim() } : {} });
      toast.success(dialog === "suspend" ? "Kullanıcı askıya alındı." : "Kullanıcı askıdan çıkarıldı.");
      setDialog(null);
      await reload();
    } catch (e) {
      setError(errorMessage(e, "İşlem yapılamadı."));
    } finally {
      setBusy(false);
    }
  };

  return { dialog, text, setText, error, busy, open, confirm, close: () => !busy && setDialog(null) };
}

/** The note form: sends, clears and reloads the page's data. */
export function useUserNote(uid: string, reload: () => Promise<void>) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!body.trim()) {
      setError("Not boş olamaz.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await http.post(`/api/management/users/${encodeURIComponent(uid)}/notes`, { body: body.trim() });
      setBody("");
      await reload();
    } catch (e) {
      setError(errorMessage(e, "Not kaydedilemedi."));
    } finally {
      setBusy(false);
    }
  };
  return { body, setBody, error, busy, submit };
}
