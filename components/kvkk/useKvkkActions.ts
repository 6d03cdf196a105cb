import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { serverFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { blobErrorMessage, downloadWithSession } from "@/lib/download";
import { KVKK_ERRORS, KVKK_LABELS } from "@/lib/kvkk/labels";
import { isDeletionPhrase } from "@/lib/kvkk/rules";

type Outcome = { busy: boolean; error: string; done: string };
const idle: Outcome = { busy: false, error: "", done: "" };

/** "Veri dökümü iste": posts the request, then reloads the page's data. */
export function useExportRequest(reload: () => Promise<void>) {
  const [state, setState] = useState<Outcome>(idle);
  const submit = async () => {
    setState({ ...idle, busy: true });
    try {
      await http.post("/api/me/kvkk/exports");
      setState({ ...idle, done: KVKK_LABELS.exportRequested });
      await reload();
    } catch (error) {
      setState({ ...idle, error: errorMessage(error, KVKK_LABELS.failed) });
    }
  };
  return { ...state, submit };
}

/** "Hesabımı sil": the typed phrase checked here first, then by the server; the link goes by e-mail. */
export function useDeletionRequest(email: string, reload: () => Promise<void>) {
  const [phrase, setPhrase] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [state, setState] = useState<Outcome>(idle);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isDeletionPhrase(phrase)) {
      setFieldError(KVKK_ERRORS.phrase);
      return;
    }
    setFieldError("");
    setState({ ...idle, busy: true });
    try {
      await http.post("/api/me/kvkk/deletion", { phrase });
      setState({ ...idle, done: KVKK_LABELS.deleteRequested(email) });
      setPhrase("");
      await reload();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.phrase) setFieldError(fields.phrase);
      setState({ ...idle, error: fields?.phrase ? "" : errorMessage(error, KVKK_LABELS.failed) });
    }
  };
  return { ...state, phrase, setPhrase, fieldError, submit };
}

/**
 * The e-mailed download link: the archive is fetched with the session's token (the server checks
 * the owner) and saved from memory, since a plain link would carry no sign-in.
 */
export function useExportDownload(token: string) {
  const [state, setState] = useState<Outcome>(idle);
  const download = async () => {
    setState({ ...idle, busy: true });
    try {
      await downloadWithSession(
        `/api/me/kvkk/exports/download?t=${encodeURIComponent(token)}`,
        "motoborsa-verilerim.zip",
      );
      setState({ ...idle, done: KVKK_LABELS.downloadDone });
    } catch (error) {
      setState({ ...idle, error: await blobErrorMessage(error, KVKK_LABELS.failed) });
    }
  };
  return { ...state, download };
}
