import { useCallback, useEffect, useState } from "react";
import { useSession } from "@/components/session/SessionProvider";
import { http } from "@/lib/http";

/**
 * The signed-in visitor's own relation to an auction or listing (`viewer`) and its latest state,
 * read from the API once the session is known and again on `loadViewer()`. Without a session the
 * viewer is null. A failure leaves the public page as it is: only the personal line is missing.
 */
export function useDetailViewer<D, V>(url: string, key: string, onDetail: (detail: D) => void) {
  const { user } = useSession();
  const [viewer, setViewer] = useState<V | null>(null);

  const loadViewer = useCallback(async () => {
    if (!user) {
      setViewer(null);
      return;
    }
    try {
      const data = await http.get<Record<string, unknown> & { viewer: V | null }>(url);
      setViewer(data.viewer);
      onDetail(data[key] as D);
    } catch {
      // The public page still works; only the personal line is missing.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the user's id, not the user object a session refresh re-creates; onDetail is re-created every render and only merges newer state
  }, [user?.uid, url]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching the visitor's own relation on mount and on sign-in/out; a signed-out visitor's is cleared at once
    void loadViewer();
  }, [loadViewer]);

  return { viewer, setViewer, loadViewer };
}
