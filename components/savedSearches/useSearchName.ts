import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { SAVED_SEARCH_LABELS as t } from "@/lib/savedSearches/labels";
import { SAVED_SEARCH_NAME_MAX } from "@/lib/savedSearches/rules";

/** A saved search's name being typed: checked as the server checks it, then handed to `save`. */
export function useSearchName(initialName: string, save: (name: string) => Promise<void>) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(t.nameTooLong);
    setBusy(true);
    try {
      await save(trimmed);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { name, setName, error, busy, submit };
}
