import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";

/** One of the signed-in user's lists (`/api/me/…`, answering `{ items }`), read once on mount. */
export function useMyList<T>(url: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http
      .get<{ items: T[] }>(url)
      .then((d) => setItems(d.items))
      .catch((e) => setError(errorMessage(e)));
  }, [url]);
  return { items, error };
}
